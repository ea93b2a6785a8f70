/**
 * A webinar's own mails (issue 30 item 3, decision 082): the joining link the day before, the reminder an hour
 * before, the recording once staff attach it; each queued once per registrant, in their language, at its time,
 * whatever the number of rounds, restarts or processes running them.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contentVersions, outbox, webinarRegistrations, webinars } from "#app/server/db/schema/index.ts";
import { sendDueWebinarMails } from "#app/server/webinars/webinar-mail-job.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const HOUR = 3_600_000;
const START = new Date("2027-04-15T01:00:00Z"); // 11:00 AEST
const at = (hoursBefore: number) => new Date(START.getTime() - hoursBefore * HOUR);
const JOIN = "https://meet.example.org/j/42";

describe.each(TEST_BACKENDS)("webinar mails on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  const mails = () => db().select().from(outbox).orderBy(outbox.toAddress, outbox.createdAt);
  const register = (email: string, language: string) =>
    db()
      .insert(webinarRegistrations)
      .values({ webinarId: "grants", name: "N", email, company: "C", timePreference: "morning", language });

  beforeEach(async () => {
    await db().insert(webinars).values({
      id: "grants",
      startsAt: START,
      minutes: 60,
      presenterName: "Priya Raman",
      joiningUrl: JOIN,
    });
    await db()
      .insert(contentVersions)
      .values([
        {
          kind: "webinar",
          itemId: "grants",
          lang: "en",
          status: "published",
          fields: { title: "Government grants", description: "D", presenterRole: "Head of GovTech" },
        },
        {
          kind: "webinar",
          itemId: "grants",
          lang: "ko",
          status: "published",
          fields: { title: "정부 보조금", description: "설명", presenterRole: "책임자" },
        },
      ]);
    await register("ana@example.com", "en");
    await register("kim@example.kr", "ko");
    // An erased registrant keeps the row, not the address: it receives nothing.
    await register("erased-1@invalid", "en");
  });

  it("sends the joining link a day before, once, in each registrant's language, whatever the rounds", async () => {
    expect(await sendDueWebinarMails(db(), at(25))).toEqual({
      reminderSentAt: 0,
      joiningLinkSentAt: 0,
      recordingSentAt: 0,
    });
    expect(await db().$count(outbox)).toBe(0);

    expect((await sendDueWebinarMails(db(), at(24))).joiningLinkSentAt).toBe(2);
    // Another round, another process, a restart: nothing more.
    const again = await Promise.all([sendDueWebinarMails(db(), at(23)), sendDueWebinarMails(db(), at(23))]);
    expect(again.map((queued) => queued.joiningLinkSentAt)).toEqual([0, 0]);
    const [english, korean] = await mails();
    expect(english).toMatchObject({
      toAddress: "ana@example.com",
      subject: "Your joining link: Government grants",
    });
    expect(english!.textBody).toContain(JOIN);
    expect(english!.textBody).toContain("Priya Raman");
    expect(english!.textBody).toContain("AEST");
    expect(korean!.toAddress).toBe("kim@example.kr");
    expect(korean!.subject).toContain("정부 보조금");
    expect(korean!.htmlBody).toContain('lang="ko"');
    expect(await db().$count(outbox)).toBe(2);
  });

  it("reminds an hour before, with the link for whoever registered too late for it, and never after the start", async () => {
    await sendDueWebinarMails(db(), at(20));
    await register("late@example.com", "en");
    const rounds = await Promise.all([sendDueWebinarMails(db(), at(1)), sendDueWebinarMails(db(), at(1))]);
    const queued = await mails();
    expect(queued.filter((mail) => mail.subject.startsWith("Starting in one hour"))).toHaveLength(2);
    const late = queued.filter((mail) => mail.toAddress === "late@example.com");
    // One mail, the reminder, carrying the joining link: not a second mail for the link.
    expect(late).toHaveLength(1);
    expect(late[0]!.textBody).toContain(JOIN);
    // Two processes at once: each registrant's reminder is queued by one of them.
    expect(rounds.reduce((sum, round) => sum + round.reminderSentAt, 0)).toBe(3);
    expect(rounds.reduce((sum, round) => sum + round.joiningLinkSentAt, 0)).toBe(0);
    const [row] = await db()
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.email, "late@example.com"));
    expect(row!.joiningLinkSentAt).not.toBeNull();

    await register("after@example.com", "en");
    await sendDueWebinarMails(db(), new Date(START.getTime() + 60_000));
    expect((await mails()).filter((mail) => mail.toAddress === "after@example.com")).toEqual([]);
  });

  it("sends the joining link staff add after the reminder went without one", async () => {
    await db().update(webinars).set({ joiningUrl: null });
    await sendDueWebinarMails(db(), at(1));
    const [reminder] = (await mails()).filter((mail) => mail.toAddress === "ana@example.com");
    expect(reminder!.textBody).not.toContain(JOIN);
    await db().update(webinars).set({ joiningUrl: JOIN });
    expect((await sendDueWebinarMails(db(), at(0.5))).joiningLinkSentAt).toBe(2);
    const links = (await mails()).filter((mail) => mail.textBody.includes(JOIN));
    expect(links.map((mail) => mail.toAddress).sort()).toEqual(["ana@example.com", "kim@example.kr"]);
  });

  it("mails the recording to every registrant once staff attach it after the session", async () => {
    const after = new Date(START.getTime() + 2 * HOUR);
    expect((await sendDueWebinarMails(db(), after)).recordingSentAt).toBe(0);
    await db().update(webinars).set({ recordingUrl: "https://video.example.org/v/42" });
    expect((await sendDueWebinarMails(db(), after)).recordingSentAt).toBe(2);
    expect((await sendDueWebinarMails(db(), after)).recordingSentAt).toBe(0);
    const recordings = (await mails()).filter((mail) =>
      mail.textBody.includes("https://video.example.org/v/42"),
    );
    expect(recordings.map((mail) => mail.toAddress).sort()).toEqual(["ana@example.com", "kim@example.kr"]);
  });
});
