import { describe, expect, it } from "vitest";
import {
  mentionedWebinar,
  nextUpcoming,
  openSessions,
  recordingSource,
  sessionTimes,
  sydneyZoneLabel,
  upcomingAndPast,
  webinarOfRecordingSource,
} from "#app/domain/webinars/webinars.ts";

const at = (iso: string) => new Date(iso);
const session = (id: string, start: string) => ({ id, start: at(start), minutes: 60 });

const CATALOGUE = [
  session("p1", "2026-01-10T00:00:00Z"),
  session("u3", "2026-09-01T00:00:00Z"),
  session("p2", "2026-02-10T00:00:00Z"),
  session("u1", "2026-07-01T00:00:00Z"),
  session("p3", "2026-03-10T00:00:00Z"),
  session("u4", "2026-10-01T00:00:00Z"),
  session("p4", "2026-04-10T00:00:00Z"),
  session("p5", "2026-05-10T00:00:00Z"),
  session("u2", "2026-08-01T00:00:00Z"),
  session("p6", "2026-06-10T00:00:00Z"),
];

describe("upcomingAndPast", () => {
  it("shows the next three upcoming, soonest first, and the five latest past, latest first", () => {
    const { upcoming, past } = upcomingAndPast(CATALOGUE, at("2026-06-20T00:00:00Z"));
    expect(upcoming.map((w) => w.id)).toEqual(["u1", "u2", "u3"]);
    expect(past.map((w) => w.id)).toEqual(["p6", "p5", "p4", "p3", "p2"]);
  });

  it("moves a session to the past once it has started, computed against the injected clock", () => {
    const before = upcomingAndPast(CATALOGUE, at("2026-06-30T23:59:59Z"));
    expect(before.upcoming[0]?.id).toBe("u1");
    const started = upcomingAndPast(CATALOGUE, at("2026-07-01T00:00:00Z"));
    expect(started.upcoming.map((w) => w.id)).toEqual(["u2", "u3", "u4"]);
    expect(started.past[0]?.id).toBe("u1");
  });

  it("shows fewer when fewer exist", () => {
    const { upcoming, past } = upcomingAndPast(CATALOGUE, at("2026-09-15T00:00:00Z"));
    expect(upcoming.map((w) => w.id)).toEqual(["u4"]);
    expect(past).toHaveLength(5);
    expect(upcomingAndPast(CATALOGUE, at("2025-01-01T00:00:00Z")).past).toEqual([]);
  });

  it("names the next session and every session still open, beyond the three shown", () => {
    expect(nextUpcoming(CATALOGUE, at("2026-07-15T00:00:00Z"))?.id).toBe("u2");
    expect(nextUpcoming(CATALOGUE, at("2027-01-01T00:00:00Z"))).toBeNull();
    const open = openSessions(CATALOGUE, at("2026-01-01T00:00:00Z")).map((w) => w.id);
    expect(open.length).toBeGreaterThan(3);
    expect(open.slice(0, 3)).toEqual(
      upcomingAndPast(CATALOGUE, at("2026-01-01T00:00:00Z")).upcoming.map((w) => w.id),
    );
    expect(openSessions(CATALOGUE, at("2026-07-15T00:00:00Z")).map((w) => w.id)).not.toContain("u1");
  });
});

describe("Sydney time", () => {
  it("labels AEDT in summer and AEST in winter", () => {
    expect(sydneyZoneLabel(at("2026-12-03T00:00:00Z"))).toBe("AEDT");
    expect(sydneyZoneLabel(at("2026-07-01T00:00:00Z"))).toBe("AEST");
    // Daylight saving starts on the first Sunday of October at 2 am AEST (16:00 UTC the day before).
    expect(sydneyZoneLabel(at("2026-10-03T15:59:00Z"))).toBe("AEST");
    expect(sydneyZoneLabel(at("2026-10-03T16:00:00Z"))).toBe("AEDT");
  });

  it("writes a session's date and time in Sydney time, in the visitor's language", () => {
    const start = at("2026-12-03T00:00:00Z"); // 11 am AEDT
    const en = sessionTimes(start, 60, "en");
    expect(en.date).toBe("Thursday, December 3, 2026");
    expect(en.time.replace(/\s/g, " ")).toMatch(/^11:00 AM – 12:00 PM$/);
    expect(en.zone).toBe("AEDT");
    expect(en.iso).toBe("2026-12-03T00:00:00.000Z");
    expect(sessionTimes(start, 60, "ko").date).toBe("2026년 12월 3일 목요일");
    expect(sessionTimes(start, 60, "ar").date).toContain("ديسمبر");
  });
});

describe("recording sources and LinkedIn mentions", () => {
  it("round-trips a recording request's lead source", () => {
    expect(recordingSource("company_setup")).toBe("webinar_recording_company_setup");
    expect(webinarOfRecordingSource("webinar_recording_company_setup")).toBe("company_setup");
    expect(webinarOfRecordingSource("lead_form")).toBeNull();
    expect(webinarOfRecordingSource("webinar_recording_")).toBeNull();
  });

  it("finds the webinar a post mentions by id or title, ignoring case", () => {
    const webinars = [
      { id: "first_tender", title: "Winning your first Australian government tender" },
      { id: "local_partners", title: "Finding the right local partner" },
    ];
    expect(mentionedWebinar("Join us: winning your first australian government tender!", webinars)).toBe(
      "first_tender",
    );
    expect(mentionedWebinar("Slides for #LOCAL_PARTNERS are up", webinars)).toBe("local_partners");
    expect(mentionedWebinar("Happy holidays from the team", webinars)).toBeNull();
  });
});
