/**
 * The legal pages in five languages (issue 30 item 1, decision 081): staff write a version per language, drafts
 * stay off the site, a published translation replaces the English stand-in, English stays published, every save is
 * audited and drops the cached pages.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/admin/content/legal-text.tsx";
import { loader as listLoader } from "#app/routes/admin/content/legal-texts.tsx";
import { loadLegalText } from "#app/routes/legal/legal.server.ts";
import { auditLog, contentVersions } from "#app/server/db/schema/index.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_ORIGIN, type TestBrowser, withParams } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const ARABIC = "تشرح سياسة الخصوصية هذه ما نجمعه.\n\n## المعلومات التي نجمعها\n\nنجمع ما نحتاجه فقط.";
const page = (path: string) => loadLegalText("privacy", new Request(`${TEST_ORIGIN}${path}`));

describe.each(TEST_BACKENDS)("legal pages in five languages on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  let admin: TestBrowser;
  const cacheDrops = countPageCacheDrops();
  const save = (lang: string, body: Record<string, string>) =>
    admin.call(withParams(action, { name: "privacy", version: lang }), `/admin/legal/privacy/${lang}`, {
      intent: "save",
      ...body,
    });

  beforeEach(async () => {
    admin = await staffBrowser();
  });

  it("starts with the launch text in English, standing in for every other language", async () => {
    const list = await admin.call(listLoader, "/admin/legal");
    expect(list.data.rows.map((row) => row.name)).toEqual(["privacy", "terms", "cookies"]);
    expect(list.data.rows[0]!.statuses).toEqual({
      en: "published",
      ko: "missing",
      zh: "missing",
      hi: "missing",
      ar: "missing",
    });
    const english = await admin.call(
      withParams(loader, { name: "privacy", version: "en" }),
      "/admin/legal/privacy/en",
    );
    expect(english.data.version).toMatchObject({
      status: "published",
      builtIn: true,
      lastUpdated: "2026-11-26",
    });
    expect(english.data.preview).toContain("<h2");
    const arabic = await page("/ar/privacy-policy");
    expect(arabic).toMatchObject({ lang: "en", isFallback: true });
    expect(arabic.html).toContain("Information we collect");
  });

  it("keeps a draft off the site, then shows the published translation in its own language", async () => {
    const draft = await save("ar", { content: ARABIC, lastUpdated: "2026-11-29", status: "draft" });
    expect(draft.location).toBe("/admin/legal/privacy/ar?saved=1");
    expect((await page("/ar/privacy-policy")).isFallback).toBe(true);

    await save("ar", { content: ARABIC, lastUpdated: "2026-11-29", status: "published" });
    const shown = await page("/ar/privacy-policy");
    expect(shown).toMatchObject({ lang: "ar", isFallback: false });
    expect(shown.html).toContain("المعلومات التي نجمعها");
    expect(shown.contents).toEqual([{ id: expect.any(String), text: "المعلومات التي نجمعها" }]);
    expect(shown.lastUpdated).toBe(
      new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date("2026-11-29T00:00:00Z"),
      ),
    );
    // Korean still reads English; English is untouched.
    expect(await page("/ko/privacy-policy")).toMatchObject({ lang: "en", isFallback: true });
    expect((await page("/privacy-policy")).html).toContain("Information we collect");

    const list = await admin.call(listLoader, "/admin/legal");
    expect(list.data.rows[0]!.statuses).toMatchObject({ en: "published", ar: "published", ko: "missing" });
    expect(cacheDrops()).toBe(2);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "legal-text"), eq(auditLog.entityId, "privacy/ar")))
      .orderBy(auditLog.at);
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([
      ["create", { fields: ["status", "content", "lastUpdated"] }],
      ["update", { fields: ["status"] }],
    ]);
  });

  it("keeps English published whatever the form says, and replaces the launch text once saved", async () => {
    await save("en", { content: "Our own policy.", lastUpdated: "2026-12-01", status: "draft" });
    const [stored] = await db().select().from(contentVersions).where(eq(contentVersions.lang, "en"));
    expect(stored).toMatchObject({ kind: "legal", itemId: "privacy", status: "published" });
    expect((await page("/privacy-policy")).html.trim()).toBe("<p>Our own policy.</p>");
    expect((await page("/hi/privacy-policy")).html.trim()).toBe("<p>Our own policy.</p>");
  });

  it("records nothing and keeps the cache when a save changes nothing", async () => {
    await save("ko", { content: "개인정보 처리방침", lastUpdated: "2026-11-29", status: "draft" });
    await save("ko", { content: "개인정보 처리방침", lastUpdated: "2026-11-29", status: "draft" });
    expect(cacheDrops()).toBe(1);
    expect(await db().$count(auditLog, eq(auditLog.entity, "legal-text"))).toBe(1);
  });

  it("refuses an empty text or an impossible date, and previews without saving", async () => {
    const empty = await save("zh", { content: "  ", lastUpdated: "2026-02-30", status: "published" });
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toMatchObject({
      content: ["contentRequired"],
      lastUpdated: ["dateInvalid"],
    });
    const preview = await admin.call(
      withParams(action, { name: "privacy", version: "zh" }),
      "/admin/legal/privacy/zh",
      { intent: "preview", content: "## 标题" },
    );
    expect((preview.data as { preview?: string }).preview).toContain("标题");
    expect(await db().$count(contentVersions)).toBe(0);
  });

  it("is the 404 screen for a page or language that does not exist, and staff's only", async () => {
    for (const [name, version] of [
      ["imprint", "en"],
      ["privacy", "fr"],
    ]) {
      const path = `/admin/legal/${name}/${version}`;
      expect((await admin.call(withParams(loader, { name: name!, version: version! }), path)).status).toBe(
        404,
      );
    }
    const visitor = await staffBrowser({ role: "user" });
    const refused = await visitor.call(
      withParams(action, { name: "privacy", version: "ar" }),
      "/admin/legal/privacy/ar",
      {
        intent: "save",
        content: "x",
        lastUpdated: "2026-11-29",
        status: "published",
      },
    );
    expect(refused.status).toBe(403);
    expect(await db().$count(contentVersions)).toBe(0);
  });
});
