/**
 * The webinar programme as staff keep it (issue 30 items 1 and 3, decision 082): a session's shared fields and its
 * texts per language, each save validated, audited and shown on /webinars at once; a session is on the site in
 * the languages it has published (English standing in, marked), full once its seats are taken, and its recording
 * is what 'Watch Recording' opens.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { action, loader } from "#app/routes/admin/content/webinar.tsx";
import { action as textAction, loader as textLoader } from "#app/routes/admin/content/webinar-text.tsx";
import { loader as listLoader } from "#app/routes/admin/content/webinars.tsx";
import { action as publicAction, loader as publicLoader } from "#app/routes/webinars/webinars.tsx";
import { auditLog, contentVersions, webinarRegistrations, webinars } from "#app/server/db/schema/index.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TestBrowser, withParams } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const DAY = 86_400_000;
/** A calendar date `days` from now, as the date field sends it. */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const SESSION = {
  intent: "save",
  id: "grants_2027",
  startDate: dateIn(10),
  startTime: "11:00",
  minutes: "60",
  presenterName: "Priya Raman",
  joiningUrl: "https://meet.example.org/j/123",
  capacity: "",
  recordingUrl: "",
};
const KOREAN = {
  intent: "save",
  title: "호주 정부 보조금 안내",
  description: "연방 및 주 정부의 연구개발 보조금을 신청하는 방법.",
  presenterRole: "GovTech 및 조달 책임자",
  status: "published",
};
const ENGLISH = {
  intent: "save",
  title: "Australian government grants",
  description: "How to apply for federal and state R&D grants.",
  presenterRole: "Head of GovTech and Procurement",
  status: "published",
};
const visitor = { name: "Kim Min", email: "kim@example.kr", company: "Kim Co", timePreference: "morning" };

describe.each(TEST_BACKENDS)("webinars in the back office on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  const cacheDrops = countPageCacheDrops();
  let admin: TestBrowser;
  const saveSession = (body: Record<string, string>, id?: string) =>
    admin.call(
      withParams(action, id ? { id } : {}),
      id ? `/admin/webinars/${id}` : "/admin/webinars/new",
      body,
    );
  const saveText = (lang: string, body: Record<string, string>, id = SESSION.id) =>
    admin.call(withParams(textAction, { id, version: lang }), `/admin/webinars/${id}/${lang}`, body);
  const publicPage = async (path: string) => (await new TestBrowser().call(publicLoader, path)).data;

  beforeEach(async () => {
    admin = await staffBrowser();
  });

  it("creates a session in Sydney time, writes it in Korean and English, and shows each language its own", async () => {
    const created = await saveSession(SESSION);
    expect(created.location).toBe(`/admin/webinars/${SESSION.id}?saved=1`);
    const [row] = await db().select().from(webinars);
    // 11:00 on Sydney's clock, whichever offset (AEST or AEDT) holds that day.
    expect(
      new Intl.DateTimeFormat("en-AU", {
        timeZone: "Australia/Sydney",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(row!.startsAt),
    ).toBe("11:00");
    expect(row).toMatchObject({
      minutes: 60,
      capacity: null,
      joiningUrl: SESSION.joiningUrl,
      recordingUrl: null,
    });

    // No published text yet: not on the site in any language; the list says every language is missing.
    expect((await publicPage("/webinars")).upcoming).toEqual([]);
    const listed = await admin.call(listLoader, "/admin/webinars");
    expect(listed.data.rows).toMatchObject([
      {
        id: SESSION.id,
        title: null,
        registrations: 0,
        languages: { en: "missing", ko: "missing", zh: "missing", hi: "missing", ar: "missing" },
      },
    ]);

    expect((await saveText("ko", KOREAN)).location).toBe(`/admin/webinars/${SESSION.id}/ko?saved=1`);
    const korean = await publicPage("/ko/webinars");
    expect(korean.upcoming).toMatchObject([
      { id: SESSION.id, title: KOREAN.title, presenterRole: KOREAN.presenterRole, textLang: "ko" },
    ]);
    expect(korean.upcoming[0]!.time).toMatch(/11:00|오전 11:00/);
    // English has none published: the session is not on the English page yet.
    expect((await publicPage("/webinars")).upcoming).toEqual([]);

    await saveText("en", { ...ENGLISH, status: "draft" });
    expect((await publicPage("/webinars")).upcoming).toEqual([]);
    await saveText("en", ENGLISH);
    expect((await publicPage("/webinars")).upcoming).toMatchObject([
      { title: ENGLISH.title, textLang: "en" },
    ]);
    // Hindi has no version: the English text stands in, marked as English.
    expect((await publicPage("/hi/webinars")).upcoming).toMatchObject([
      { title: ENGLISH.title, textLang: "en" },
    ]);

    const after = await admin.call(listLoader, "/ko/admin/webinars");
    expect(after.data.rows[0]).toMatchObject({
      title: KOREAN.title,
      languages: { en: "published", ko: "published", zh: "missing", hi: "missing", ar: "missing" },
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, "webinar-text"));
    expect(audit.map((entry) => [entry.action, entry.entityId])).toEqual([
      ["create", `${SESSION.id}/ko`],
      ["create", `${SESSION.id}/en`],
      ["update", `${SESSION.id}/en`],
    ]);
    expect(cacheDrops()).toBe(4);
  });

  it("refuses a bad id, time, length or capacity with translated messages, and keeps the id once saved", async () => {
    const refused = await saveSession({
      ...SESSION,
      id: "Grants-2027",
      startTime: "25:00",
      minutes: "5",
      capacity: "0",
      joiningUrl: "javascript:alert(1)",
    });
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({
      id: ["webinarIdInvalid"],
      startTime: ["timeInvalid"],
      minutes: ["minutesInvalid"],
      capacity: ["capacityInvalid"],
      joiningUrl: ["urlInvalid"],
    });
    expect(await db().$count(webinars)).toBe(0);

    await saveSession(SESSION);
    const renamed = await saveSession({ ...SESSION, id: "other_id", capacity: "40" }, SESSION.id);
    expect(renamed.location).toBe(`/admin/webinars/${SESSION.id}?saved=1`);
    expect(await db().select({ id: webinars.id, capacity: webinars.capacity }).from(webinars)).toEqual([
      { id: SESSION.id, capacity: 40 },
    ]);
    const edit = await admin.call(withParams(loader, { id: SESSION.id }), `/admin/webinars/${SESSION.id}`);
    expect(edit.data.record).toMatchObject({
      startDate: SESSION.startDate,
      startTime: "11:00",
      capacity: 40,
    });

    const emptyText = await saveText("ar", {
      intent: "save",
      title: "",
      description: "",
      presenterRole: "",
      status: "x",
    });
    expect(emptyText.data.result.error).toMatchObject({
      title: ["titleRequired"],
      description: ["descriptionRequired"],
      presenterRole: ["presenterRoleRequired"],
      status: ["statusInvalid"],
    });
    expect((await saveText("ar", KOREAN, "no_such_session")).status).toBe(404);
    const french = withParams(textLoader, { id: SESSION.id, version: "fr" });
    expect((await admin.call(french, `/admin/webinars/${SESSION.id}/fr`)).status).toBe(404);
  });

  it("fills a session's seats, then says it is fully booked and refuses more", async () => {
    await saveSession({ ...SESSION, capacity: "1" });
    await saveText("en", ENGLISH);
    const first = await new TestBrowser().call(publicAction, "/webinars", {
      ...visitor,
      webinar: SESSION.id,
    });
    expect(first.data).toMatchObject({ sent: true, webinar: { id: SESSION.id, title: ENGLISH.title } });
    expect((await publicPage("/webinars")).upcoming).toMatchObject([{ id: SESSION.id, full: true }]);
    const second = await new TestBrowser().call(publicAction, "/webinars", {
      ...visitor,
      email: "lee@example.kr",
      webinar: SESSION.id,
    });
    expect(second.status).toBe(400);
    expect((second.data as FormAnswer).result.error).toEqual({ "": ["webinarFull"] });
    // "The next one" skips a full session: kept without one, the invitation to follow.
    const next = await new TestBrowser().call(publicAction, "/webinars", {
      ...visitor,
      email: "park@example.kr",
    });
    expect(next.data).toMatchObject({ sent: true, webinar: null });
    expect(await db().$count(webinarRegistrations, eq(webinarRegistrations.webinarId, SESSION.id))).toBe(1);
    const listed = await admin.call(listLoader, "/admin/webinars");
    expect(listed.data.rows[0]).toMatchObject({ registrations: 1, capacity: 1 });
  });

  it("opens the recording staff attached from 'Watch Recording', and asks for none", async () => {
    await saveSession({ ...SESSION, startDate: dateIn(-10) });
    await saveText("en", ENGLISH);
    const before = await publicPage(`/webinars?recording=${SESSION.id}`);
    expect(before.past).toMatchObject([
      {
        id: SESSION.id,
        recordingAttached: false,
        recordingUrl: `/webinars?recording=${SESSION.id}#recording`,
      },
    ]);
    expect(before.recording).toBe(SESSION.id);
    await saveSession(
      { ...SESSION, startDate: dateIn(-10), recordingUrl: "https://video.example.org/v/9" },
      SESSION.id,
    );
    const after = await publicPage(`/webinars?recording=${SESSION.id}`);
    expect(after.past).toMatchObject([
      { id: SESSION.id, recordingAttached: true, recordingUrl: "https://video.example.org/v/9" },
    ]);
    expect(after.recording).toBeNull();
  });

  it("deletes a session with its texts, keeping its registrations; staff only", async () => {
    await saveSession(SESSION);
    await saveText("en", ENGLISH);
    await saveText("ko", KOREAN);
    const member = await staffBrowser({ role: "user" });
    expect(
      (
        await member.call(withParams(action, { id: SESSION.id }), `/admin/webinars/${SESSION.id}`, {
          intent: "delete",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await member.call(
          withParams(textAction, { id: SESSION.id, version: "ko" }),
          `/admin/webinars/${SESSION.id}/ko`,
          KOREAN,
        )
      ).status,
    ).toBe(403);
    await new TestBrowser().call(publicAction, "/webinars", { ...visitor, webinar: SESSION.id });

    const deleted = await saveSession({ intent: "delete" }, SESSION.id);
    expect(deleted.location).toBe("/admin/webinars?deleted=1");
    expect(await db().$count(webinars)).toBe(0);
    expect(await db().$count(contentVersions, and(eq(contentVersions.kind, "webinar")))).toBe(0);
    expect(await db().$count(webinarRegistrations)).toBe(1);
    expect((await publicPage("/ko/webinars")).upcoming).toEqual([]);
  });
});
