import { describe, expect, it } from "vitest";
import { PRESENTER_NAMES, WEBINARS, webinarById } from "#app/content/webinars.ts";
import { PAST_SHOWN, UPCOMING_SHOWN, upcomingAndPast } from "#app/domain/webinars/webinars.ts";
import en from "#app/locales/en/webinars.json";

const CUTOFF = new Date("2026-11-25T00:00:00Z");

describe("the webinar catalogue", () => {
  it("has at least three sessions after 2026-11-25 and five before", () => {
    const { upcoming, past } = upcomingAndPast(WEBINARS, CUTOFF);
    expect(upcoming).toHaveLength(UPCOMING_SHOWN);
    expect(past).toHaveLength(PAST_SHOWN);
  });

  it("gives every session a unique id fit for a lead source, a real start, a length and a presenter", () => {
    const ids = WEBINARS.map((webinar) => webinar.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const webinar of WEBINARS) {
      expect(webinar.id).toMatch(/^[a-z0-9_]{1,40}$/);
      expect(Number.isNaN(webinar.start.getTime())).toBe(false);
      expect([45, 60]).toContain(webinar.minutes);
      expect(PRESENTER_NAMES[webinar.presenter]).toBeTruthy();
      expect(webinar.recordingUrl).toBe(`/webinars?recording=${webinar.id}#recording`);
      expect(webinarById(webinar.id)).toBe(webinar);
    }
  });

  it("starts every session within business hours in Sydney", () => {
    const hour = new Intl.DateTimeFormat("en-AU", {
      timeZone: "Australia/Sydney",
      hour: "numeric",
      hourCycle: "h23",
    });
    for (const webinar of WEBINARS) {
      expect(Number(hour.format(webinar.start))).toBeGreaterThanOrEqual(9);
      expect(Number(hour.format(webinar.start))).toBeLessThanOrEqual(19);
    }
  });

  it("has a title, a description and a presenter's role in English for every session", () => {
    const catalogue = en.catalogue as Record<string, { title: string; description: string }>;
    expect(Object.keys(catalogue).sort()).toEqual(WEBINARS.map((webinar) => webinar.id).sort());
    for (const webinar of WEBINARS) {
      expect(catalogue[webinar.id]?.title).toBeTruthy();
      expect(catalogue[webinar.id]?.description).toBeTruthy();
      expect((en.presenters as Record<string, string>)[webinar.presenter]).toBeTruthy();
    }
  });
});
