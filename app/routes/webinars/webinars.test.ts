import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { nextUpcoming, openSessions, upcomingAndPast } from "#app/domain/webinars/webinars.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { action, loader } from "#app/routes/webinars/webinars.tsx";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { leads, outbox, webinarRegistrations } from "#app/server/db/schema/index.ts";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { registerForWebinar } from "#app/server/webinars/registrations.server.ts";
import { type Webinar, webinarText } from "#app/server/webinars/webinar-programme.server.ts";
import { type Answer, type Body, TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";
import { seedProgramme } from "#tests/support/webinar-programme.ts";

type FormReply = FormAnswer & { intent: string; webinar?: string | null };
const post = (path: string, body: Body, browser = new TestBrowser()) =>
  browser.call(action, path, body) as Promise<Answer<FormReply>>;
const visitor = {
  name: "Ana Lima",
  email: "Ana@Example.com",
  company: "Acme Pty",
  timePreference: "morning",
};

function parseInvite(content: string) {
  const vevent = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event");
  return new ICAL.Event(vevent);
}

describe.each(TEST_BACKENDS)("/webinars on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  let WEBINARS: Webinar[];
  beforeEach(async () => {
    WEBINARS = await seedProgramme(db());
  });

  it("lists the next three sessions and the five latest, dated in the page's language", async () => {
    const { upcoming, past } = upcomingAndPast(WEBINARS, new Date());
    const page = await new TestBrowser().call(loader, "/ar/webinars?webinar=nope&recording=nope");
    expect(page.data.upcoming.map((s) => s.id)).toEqual(upcoming.map((w) => w.id));
    expect(page.data.past.map((s) => s.id)).toEqual(past.map((w) => w.id));
    expect(page.data).toMatchObject({ selected: null, recording: null });
    expect(page.data.past[0]?.date).toMatch(/[\u0600-\u06ff]/); // Arabic month name
    const chosen = await new TestBrowser().call(
      loader,
      `/webinars?webinar=${upcoming[1]!.id}&recording=${past[0]!.id}`,
    );
    expect(chosen.data).toMatchObject({ selected: upcoming[1]!.id, recording: past[0]!.id });
  });

  it("stores a registration and queues the confirmation with its invite and the staff notification", async () => {
    const [, second] = upcomingAndPast(WEBINARS, new Date()).upcoming;
    const answer = await post("/ko/webinars", {
      ...visitor,
      webinar: second!.id,
      interests: ["compliance", "partnerships"],
      message: "  Looking forward to it. ",
      website: "",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ sent: true, intent: "register", webinar: { id: second!.id } });
    const [row] = await db().select().from(webinarRegistrations);
    expect(row).toMatchObject({
      webinarId: second!.id,
      name: "Ana Lima",
      email: "ana@example.com",
      company: "Acme Pty",
      timePreference: "morning",
      interests: ["compliance", "partnerships"],
      message: "Looking forward to it.",
      language: "ko",
    });
    const mails = await db().select().from(outbox);
    expect(mails).toHaveLength(2);
    const confirmation = mails.find((mail) => mail.toAddress === "ana@example.com")!;
    const title = webinarText(second!, "ko")!.text.title;
    expect(confirmation.subject).toBe(`등록 완료: ${title}`);
    expect(confirmation.textBody).toContain("규정 준수, 파트너십");
    expect(confirmation.textBody).toContain("오전 (오전 9시-오후 12시 AEST)");
    const [invite] = confirmation.attachments ?? [];
    expect(invite?.contentType).toContain("method=REQUEST");
    const event = parseInvite(invite!.content);
    expect(event.startDate.toJSDate().toISOString()).toBe(second!.start.toISOString());
    expect(event.endDate.toJSDate().getTime() - second!.start.getTime()).toBe(second!.minutes * 60_000);
    expect(event.uid).toBe(`webinar-${row!.id}@ausentry`);
    expect(event.summary).toContain(title);
    const staff = mails.find((mail) => mail.toAddress === getEnv().CONTACT_EMAIL)!;
    expect(staff.subject).toContain("Webinar registration: Ana Lima (Acme Pty)");
    expect(staff.textBody).toContain("Topics: Compliance, Partnerships");
    expect(staff.textBody).toContain("Looking forward to it.");
  });

  it("registers for the next session when none is chosen, with one topic sent alone", async () => {
    const next = nextUpcoming(WEBINARS, new Date())!;
    const answer = await post("/webinars", { ...visitor, webinar: "", interests: "market-entry" });
    expect(answer.data).toMatchObject({
      sent: true,
      webinar: { id: next.id, title: webinarText(next, "en")!.text.title },
    });
    const [row] = await db().select().from(webinarRegistrations);
    expect(row).toMatchObject({
      webinarId: next.id,
      interests: ["market-entry"],
      message: null,
      language: "en",
    });
    const confirmation = (await db().select().from(outbox)).find((m) => m.toAddress === "ana@example.com")!;
    expect(confirmation.textBody).toContain("You asked for our next session");
    expect(parseInvite(confirmation.attachments![0]!.content).startDate.toJSDate()).toEqual(next.start);
  });

  it("keeps a registration without a session when none is scheduled, and its mail says so", async () => {
    const result = await registerForWebinar(db(), {
      ...visitor,
      timePreference: "evening",
      interests: [],
      language: "ar",
      now: new Date("2030-01-01T00:00:00Z"),
    });
    expect(result).toMatchObject({ ok: true, webinar: null });
    const [row] = await db().select().from(webinarRegistrations);
    expect(row?.webinarId).toBeNull();
    const confirmation = (await db().select().from(outbox)).find((m) => m.toAddress === visitor.email)!;
    expect(confirmation.attachments).toBeNull();
    expect(confirmation.textBody).toContain("لا توجد جلسة مجدولة حاليًا");
  });

  it("refuses invalid input with keys the page translates, keeping what was typed", async () => {
    const answer = await post("/ar/webinars", {
      name: "",
      email: "not-an-address",
      company: "Acme",
      interests: ["cooking"],
      message: "Hello",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ sent: false, intent: "register" });
    const errors = answer.data.result.error as Record<string, string[]>;
    expect(errors).toMatchObject({
      name: ["nameRequired"],
      email: ["emailInvalid"],
      timePreference: ["timePreferenceRequired"],
      "interests[0]": ["topicUnknown"],
    });
    expect(answer.data.result.initialValue).toMatchObject({ email: "not-an-address", message: "Hello" });
    for (const [field, [key]] of Object.entries(errors)) {
      const ns = ["timePreference", "interests[0]"].includes(field) ? "webinars" : "forms";
      for (const lang of ["en", "ar"] as const) {
        const text = translateDataKey(serverT(lang, ns), `errors.${key}`);
        expect(text, `${lang} ${ns}:errors.${key}`).not.toBe(`errors.${key}`);
      }
    }
    expect(serverT("ar", "webinars")("errors.timePreferenceRequired")).toBe("يرجى اختيار الوقت المفضّل.");
    expect(await db().$count(webinarRegistrations)).toBe(0);
    expect(await db().$count(outbox)).toBe(0);
  });

  it("takes a registration for an open session beyond the three the page lists (a link staff shared)", async () => {
    const later = openSessions(WEBINARS, new Date())[3]!;
    expect(upcomingAndPast(WEBINARS, new Date()).upcoming).not.toContain(later);
    const answer = await post("/webinars", { ...visitor, webinar: later.id });
    expect(answer.data).toMatchObject({ sent: true, webinar: { id: later.id } });
  });

  it("refuses a session that has already taken place, keeping the form", async () => {
    const [past] = upcomingAndPast(WEBINARS, new Date()).past;
    const answer = await post("/webinars", { ...visitor, webinar: past!.id });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toEqual({ "": ["webinarClosed"] });
    expect(answer.data.result.initialValue).toMatchObject({ name: "Ana Lima", webinar: past!.id });
    expect(await db().$count(webinarRegistrations)).toBe(0);
  });

  it("answers a bot that fills the honeypot like a person, and stores nothing", async () => {
    const answer = await post("/webinars", { ...visitor, website: "http://spam.example" });
    expect(answer.data).toMatchObject({ sent: true });
    expect(await db().$count(webinarRegistrations)).toBe(0);
  });

  it("says 'Failed to submit your registration' when the database refuses, and keeps the values", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    const answer = await post("/webinars", visitor);
    expect(answer.status).toBe(500);
    expect(answer.data.result.error).toEqual({ "": ["registrationFailed"] });
    expect(answer.data.result.initialValue).toMatchObject({ name: "Ana Lima", company: "Acme Pty" });
    expect(serverT("en", "webinars")("errors.registrationFailed")).toBe(
      "Failed to submit your registration. Please try again.",
    );
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    warned.mockRestore();
  });

  it("takes a recording request as a lead with source webinar_recording_<id> and its two mails", async () => {
    const [latest] = upcomingAndPast(WEBINARS, new Date()).past;
    const answer = await post(`/hi/webinars?intent=recording&recording=${latest!.id}`, {
      name: "Ravi",
      email: "ravi@example.in",
      company: "Ravi Tech",
      source: `webinar_recording_${latest!.id}`,
      page: "/webinars",
    });
    expect(answer.data).toMatchObject({ sent: true, intent: "recording", webinar: latest!.id });
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({
      source: `webinar_recording_${latest!.id}`,
      language: "hi",
      email: "ravi@example.in",
    });
    const mails = await db().select().from(outbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [getEnv().CONTACT_EMAIL, "ravi@example.in"].sort(),
    );
    const upcoming = nextUpcoming(WEBINARS, new Date())!;
    const refused = await post("/webinars?intent=recording", {
      name: "Ravi",
      email: "ravi@example.in",
      company: "Ravi Tech",
      source: `webinar_recording_${upcoming.id}`,
    });
    expect(refused.data).toMatchObject({ sent: false, webinar: null });
    expect(await db().$count(leads)).toBe(1);
  });

  it("answers the LinkedIn check posted without JavaScript; unconfigured, with no activity", async () => {
    const answer = await new TestBrowser().call(action, "/webinars?intent=linkedin", {});
    expect(answer.data).toEqual({ intent: "linkedin", linkedin: { items: [] } });
  });
});
