/**
 * The newsletter's issues (issue 30 item 4, decision 085): staff write an issue per language (validated, audited,
 * previewed, a test mailed to themselves), send it once to every confirmed subscriber, each in their language's
 * published version else the English one, at a bounded pace and once however many rounds run; every mail carries a
 * one-click unsubscribe that works; sent issues are the public archive per language.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import type { AudienceRow } from "#app/domain/newsletter/newsletter-issues.ts";
import { action, loader } from "#app/routes/admin/content/newsletter-issue.tsx";
import {
  action as sendAction,
  loader as sendLoader,
} from "#app/routes/admin/content/newsletter-issue-send.tsx";
import { action as textAction } from "#app/routes/admin/content/newsletter-issue-text.tsx";
import { loader as listLoader } from "#app/routes/admin/content/newsletter-issues.tsx";
import { loader as issueLoader } from "#app/routes/newsletter/newsletter-issue.tsx";
import { loader as archiveLoader } from "#app/routes/newsletter/newsletter-issues.tsx";
import { action as unsubscribeAction } from "#app/routes/newsletter/newsletter-unsubscribe.tsx";
import {
  auditLog,
  contentVersions,
  emailSubscriptions,
  newsletterDeliveries,
  newsletterIssues,
  outbox,
} from "#app/server/db/schema/index.ts";
import { sendNewsletterRound } from "#app/server/newsletter/newsletter-send-job.server.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import {
  type TestBrowser as Browser,
  TEST_ORIGIN,
  TestBrowser,
  withParams,
} from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const ENGLISH = {
  intent: "save",
  subject: "December briefing",
  content: "## Tenders\n\nRead [our guide](/resources) and the [AusTender site](https://www.tenders.gov.au).",
  status: "published",
};
const KOREAN = {
  intent: "save",
  subject: "12월 브리핑",
  content: "## 입찰\n\n[가이드](/resources)를 읽어 보십시오.\n\n![지도](/media/abc/640.webp)",
  status: "published",
};

describe.each(TEST_BACKENDS)("the newsletter's issues on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  const cacheDrops = countPageCacheDrops();
  let admin: Browser;
  const saveIssue = (body: Record<string, string>, id?: string) =>
    admin.call(
      withParams(action, id ? { id } : {}),
      id ? `/admin/newsletter/${id}` : "/admin/newsletter/new",
      body,
    );
  const saveText = (id: string, lang: string, body: Record<string, string>) =>
    admin.call(withParams(textAction, { id, version: lang }), `/admin/newsletter/${id}/${lang}`, body);
  const send = (id: string) =>
    admin.call(withParams(sendAction, { id }), `/admin/newsletter/${id}/send`, { intent: "send" });
  const subscribe = (email: string, language: string, confirmed = true) =>
    db()
      .insert(emailSubscriptions)
      .values({
        email,
        language,
        source: "footer",
        confirmedAt: confirmed ? sql`now() - interval '1 day'` : null,
      });
  const archive = async (path: string) =>
    (await archiveLoader({ request: new Request(`${TEST_ORIGIN}${path}`) } as never)).issues;
  const mails = () => db().select().from(outbox).orderBy(outbox.toAddress);

  beforeEach(async () => {
    admin = await staffBrowser({ email: "editor@ausentry.test" });
  });

  it("writes an issue per language, previews it, mails a test to the staff member, and audits each save", async () => {
    const created = await saveIssue({ intent: "save", id: "december-briefing" });
    expect(created.location).toBe("/admin/newsletter/december-briefing?saved=1");
    const refused = await saveText("december-briefing", "ko", {
      intent: "save",
      subject: "",
      content: "",
      status: "x",
    });
    expect((refused.data as FormAnswer).result.error).toMatchObject({
      subject: ["subjectRequired"],
      content: ["contentRequired"],
      status: ["statusInvalid"],
    });
    const preview = await saveText("december-briefing", "ko", { ...KOREAN, intent: "preview" });
    expect((preview.data as { preview: string }).preview).toContain('<a href="/ko/resources">');
    expect(await db().$count(contentVersions)).toBe(0);

    const test = await saveText("december-briefing", "ko", { ...KOREAN, intent: "test" });
    expect((test.data as { testSentTo: string }).testSentTo).toBe("editor@ausentry.test");
    const [testMail] = await mails();
    expect(testMail).toMatchObject({ toAddress: "editor@ausentry.test", subject: "[테스트] 12월 브리핑" });
    // Links to our pages are whole in a mail; the unsubscribe link is in the headers and the small print.
    expect(testMail!.htmlBody).toContain(`href="${TEST_ORIGIN}/ko/resources"`);
    expect(testMail!.htmlBody).toContain(`src="${TEST_ORIGIN}/media/abc/640.webp"`);
    expect(testMail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await db().$count(contentVersions)).toBe(0);

    expect((await saveText("december-briefing", "ko", KOREAN)).location).toBe(
      "/admin/newsletter/december-briefing/ko?saved=1",
    );
    await saveText("december-briefing", "en", ENGLISH);
    const list = await admin.call(listLoader, "/ko/admin/newsletter");
    expect(list.data.rows).toEqual([
      {
        id: "december-briefing",
        subject: KOREAN.subject,
        state: "draft",
        sentAt: null,
        languages: { en: "published", ko: "published", zh: "missing", hi: "missing", ar: "missing" },
      },
    ]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, "newsletter-issue-text"));
    expect(audit.map((entry) => entry.entityId)).toEqual(["december-briefing/ko", "december-briefing/en"]);
    expect((await saveText("nobody", "ko", KOREAN)).status).toBe(404);
    const member = await staffBrowser({ role: "user" });
    const denied = await member.call(
      withParams(textAction, { id: "december-briefing", version: "ko" }),
      "/admin/newsletter/december-briefing/ko",
      KOREAN,
    );
    expect(denied.status).toBe(403);
  });

  it("sends once to each confirmed subscriber, in their language or English, at the pace set, and unsubscribing works", async () => {
    await saveIssue({ intent: "save", id: "december-briefing" });
    await saveText("december-briefing", "ko", KOREAN);
    await subscribe("ana@example.com", "en");
    await subscribe("kim@example.kr", "ko");
    await subscribe("priya@example.in", "hi");
    await subscribe("unconfirmed@example.com", "en", false);
    await subscribe("erased-1@invalid", "en");
    await db().insert(emailSubscriptions).values({
      email: "gone@example.com",
      language: "en",
      confirmedAt: sql`now() - interval '2 days'`,
      unsubscribedAt: sql`now() - interval '1 day'`,
    });

    // Not without a published English version: it stands in for Hindi.
    expect((await send("december-briefing")).status).toBe(409);
    await saveText("december-briefing", "en", ENGLISH);
    const confirm = await admin.call(
      withParams(sendLoader, { id: "december-briefing" }),
      "/admin/newsletter/december-briefing/send",
    );
    expect(confirm.data.audience.filter((row: AudienceRow) => row.subscribers > 0)).toEqual([
      { lang: "en", sentLang: "en", subscribers: 1, queued: 0, delivered: 0, failed: 0 },
      { lang: "ko", sentLang: "ko", subscribers: 1, queued: 0, delivered: 0, failed: 0 },
      { lang: "hi", sentLang: "en", subscribers: 1, queued: 0, delivered: 0, failed: 0 },
    ]);
    expect(await archive("/newsletter/issues")).toEqual([]);
    const drops = cacheDrops();

    expect((await send("december-briefing")).location).toBe("/admin/newsletter/december-briefing?sending=1");
    expect(cacheDrops()).toBe(drops + 1);
    expect((await send("december-briefing")).status).toBe(409);
    const [sent] = await db().select().from(auditLog).where(eq(auditLog.action, "send"));
    expect(sent).toMatchObject({ entity: "newsletter-issue", entityId: "december-briefing" });
    expect(sent!.detail).toMatchObject({ subscribers: 3 });
    // Confirmed after the send began: not this issue's.
    await subscribe("late@example.com", "en");
    await db()
      .update(emailSubscriptions)
      .set({ confirmedAt: sql`now() + interval '1 minute'` })
      .where(eq(emailSubscriptions.email, "late@example.com"));

    // Two mails a minute: two now (concurrent rounds share the allowance), the third once the minute is over.
    const rounds = await Promise.all([sendNewsletterRound(db(), 2), sendNewsletterRound(db(), 2)]);
    expect(rounds.reduce((sum, queued) => sum + queued, 0)).toBe(2);
    expect(await sendNewsletterRound(db(), 2)).toBe(0);
    await db().update(newsletterDeliveries).set({ queuedAt: sql`now() - interval '2 minutes'` });
    expect(await sendNewsletterRound(db(), 2)).toBe(1);
    expect(await sendNewsletterRound(db(), 100)).toBe(0);
    const [issue] = await db().select().from(newsletterIssues);
    expect(issue!.sendFinishedAt).not.toBeNull();

    const [ana, kim, priya] = await mails();
    expect(ana).toMatchObject({ toAddress: "ana@example.com", subject: ENGLISH.subject });
    expect(kim).toMatchObject({ toAddress: "kim@example.kr", subject: KOREAN.subject });
    expect(kim!.htmlBody).toContain('lang="ko"');
    expect(priya).toMatchObject({ toAddress: "priya@example.in", subject: ENGLISH.subject });
    expect(ana!.textBody).toContain(`${TEST_ORIGIN}/newsletter/issues/december-briefing`);
    expect(kim!.textBody).toContain(`${TEST_ORIGIN}/ko/newsletter/issues/december-briefing`);

    const progress = await admin.call(
      withParams(loader, { id: "december-briefing" }),
      "/admin/newsletter/december-briefing",
    );
    expect(progress.data.send?.state).toBe("sent");
    expect(progress.data.send?.audience.find((row: AudienceRow) => row.lang === "hi")).toMatchObject({
      subscribers: 1,
      queued: 1,
      sentLang: "en",
    });

    // The one-click unsubscribe in Kim's mail (RFC 8058: a POST to the List-Unsubscribe address).
    const link = /<([^>]+)>/.exec(kim!.headers!["List-Unsubscribe"]!)![1]!;
    const visitor = new TestBrowser();
    const unsubscribed = await visitor.call(unsubscribeAction, link.slice(TEST_ORIGIN.length), {
      "List-Unsubscribe": "One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    const [kimNow] = await db()
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, "kim@example.kr"));
    expect(kimNow!.unsubscribedAt).not.toBeNull();
  });

  it("shows sent issues in the archive, each language its own version or English marked", async () => {
    await saveIssue({ intent: "save", id: "december-briefing" });
    await saveIssue({ intent: "save", id: "january-briefing" });
    await saveText("december-briefing", "en", ENGLISH);
    await saveText("december-briefing", "ko", KOREAN);
    await saveText("january-briefing", "en", { ...ENGLISH, subject: "January briefing" });
    await send("december-briefing");
    expect(
      (await archive("/ko/newsletter/issues")).map((issue) => [issue.id, issue.lang, issue.isFallback]),
    ).toEqual([["december-briefing", "ko", false]]);
    await send("january-briefing");
    expect(
      (await archive("/ar/newsletter/issues")).map((issue) => [issue.subject, issue.lang, issue.isFallback]),
    ).toEqual([
      ["January briefing", "en", true],
      [ENGLISH.subject, "en", true],
    ]);
    const page = await issueLoader({
      request: new Request(`${TEST_ORIGIN}/ko/newsletter/issues/december-briefing`),
      params: { id: "december-briefing" },
    } as never);
    expect(page.issue).toMatchObject({ subject: KOREAN.subject, lang: "ko", isFallback: false });
    expect(page.issue.html).toContain('<a href="/ko/resources">');
    for (const id of ["not-sent", "../etc", "x".repeat(500)]) {
      const missing = await Promise.resolve(
        issueLoader({ request: new Request(`${TEST_ORIGIN}/newsletter/issues/x`), params: { id } } as never),
      ).catch((thrown: { init?: { status?: number } }) => thrown);
      expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
    }
    // Deleting a sent issue takes it out of the archive with its deliveries.
    expect((await saveIssue({ intent: "delete" }, "january-briefing")).location).toBe(
      "/admin/newsletter?deleted=1",
    );
    expect((await archive("/newsletter/issues")).map((issue) => issue.id)).toEqual(["december-briefing"]);
  });
});
