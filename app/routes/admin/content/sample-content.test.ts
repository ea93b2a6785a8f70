/**
 * The sample content under staff control (issue 29 item 6): marked in the back office's lists, removed by one
 * audited action (kept records of staff untouched), never seeded again, and the pages' samples in code gone too.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as opportunitiesLoader } from "#app/routes/admin/content/opportunities.tsx";
import { loader as partnersLoader } from "#app/routes/admin/content/partners.tsx";
import { loader as postsLoader } from "#app/routes/admin/content/posts.tsx";
import { action, loader } from "#app/routes/admin/content/sample-content.tsx";
import { loader as aacciLoader } from "#app/routes/dashboards/aacci-dashboard.tsx";
import {
  auditLog,
  contentVersions,
  opportunities,
  partners,
  resources,
  teamMembers,
  webinars,
} from "#app/server/db/schema/index.ts";
import { SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { SAMPLE_OPPORTUNITIES } from "#app/server/db/seed/opportunities.ts";
import { SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";
import { sampleContentRemoved, showsSampleContent } from "#app/server/db/seed/sample-content.server.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { SAMPLE_TEAM } from "#app/server/db/seed/team.ts";
import { SAMPLE_WEBINARS } from "#app/server/db/seed/webinars.ts";
import { sitemapEntries } from "#app/server/seo/sitemap.server.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import type { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const OWN_PARTNER = {
  id: "p-real-firm",
  name: "Real Firm Pty Ltd",
  description: "A partner the firm added.",
  category: "integrator" as const,
  industry: "Government",
  specialty: "Cloud",
  partnershipLevel: "Gold" as const,
};

describe.each(TEST_BACKENDS)("sample content on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  let admin: TestBrowser;

  beforeEach(async () => {
    admin = await staffBrowser();
    await seedDatabase(db());
    await db().insert(partners).values(OWN_PARTNER);
  });
  // Counted from here: the seed above drops the pages too.
  const cacheDrops = countPageCacheDrops();

  it("marks each sample in the back office's lists, and no record staff added", async () => {
    const listed = (await admin.call(partnersLoader, "/admin/partners")).data.rows;
    expect(listed.find((row) => row.id === OWN_PARTNER.id)?.isSample).toBe(false);
    expect(listed.filter((row) => row.isSample)).toHaveLength(SAMPLE_PARTNERS.length);
    const posts = (await admin.call(postsLoader, "/admin/posts")).data.rows;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((row) => row.isSample)).toBe(true);
    const tenders = (await admin.call(opportunitiesLoader, "/admin/opportunities")).data.rows;
    expect(tenders.every((row) => row.isSample)).toBe(true);
  });

  it("removes every sample in one audited step, keeps the firm's own records, and never seeds them again", async () => {
    expect(await showsSampleContent()).toBe(true);
    const dashboard = "/regions/aacci-dashboard";
    expect((await admin.call(aacciLoader, dashboard)).status).toBe(200);
    expect((await sitemapEntries()).map((entry) => entry.path)).toContain(dashboard);
    const before = await admin.call(loader, "/admin/sample-content");
    expect(before.data.status).toEqual({
      removedAt: null,
      allowed: true,
      remaining: {
        partners: SAMPLE_PARTNERS.length,
        posts: SAMPLE_BLOG_POSTS.length,
        opportunities: SAMPLE_OPPORTUNITIES.length,
        webinars: SAMPLE_WEBINARS.length,
        team: SAMPLE_TEAM.length,
      },
    });
    expect((await admin.call(loader, "/admin/sample-content?confirm=delete")).data.confirmDelete).toBe(true);

    const answer = await admin.call(action, "/admin/sample-content", { intent: "delete" });
    expect(answer.location).toBe("/admin/sample-content?removed=1");
    expect(await db().$count(partners)).toBe(1);
    expect(await db().$count(resources)).toBe(0);
    expect(await db().$count(opportunities)).toBe(0);
    expect(await db().$count(webinars)).toBe(0);
    expect(await db().$count(teamMembers)).toBe(0);
    expect(await db().$count(contentVersions)).toBe(0);
    expect(cacheDrops()).toBe(1);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entity, "sample-content"));
    expect(entry).toMatchObject({
      action: "delete",
      actorEmail: admin.signedInAs?.email,
      detail: {
        partners: SAMPLE_PARTNERS.length,
        posts: SAMPLE_BLOG_POSTS.length,
        opportunities: SAMPLE_OPPORTUNITIES.length,
        webinars: SAMPLE_WEBINARS.length,
        team: SAMPLE_TEAM.length,
      },
    });

    // Gone for good: a restart seeds nothing, and the pages leave out their samples in code.
    expect(await sampleContentRemoved()).toBe(true);
    expect(await seedDatabase(db())).toEqual({
      partners: 0,
      resources: 0,
      opportunities: 0,
      webinars: 0,
      team: 0,
    });
    expect(await db().$count(resources)).toBe(0);
    expect(await showsSampleContent()).toBe(false);
    // The dashboards of sample figures are gone too, from their address and from the sitemap.
    expect((await admin.call(aacciLoader, dashboard)).status).toBe(404);
    expect((await sitemapEntries()).map((entry) => entry.path)).not.toContain(dashboard);
    const after = await admin.call(loader, "/admin/sample-content?removed=1");
    expect(after.data.removed).toBe(true);
    expect(after.data.status.remaining).toEqual({
      partners: 0,
      posts: 0,
      opportunities: 0,
      webinars: 0,
      team: 0,
    });
    expect(after.data.status.removedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("is staff's only: a plain account's request is refused and removes nothing", async () => {
    const member = await staffBrowser({ role: "user" });
    expect((await member.call(action, "/admin/sample-content", { intent: "delete" })).status).toBe(403);
    expect(await db().$count(partners)).toBe(SAMPLE_PARTNERS.length + 1);
    expect(await sampleContentRemoved()).toBe(false);
  });

  it("refuses any other intent", async () => {
    const answer = await admin.call(action, "/admin/sample-content", { intent: "save" });
    expect(answer.status).toBe(400);
    expect(await sampleContentRemoved()).toBe(false);
  });
});
