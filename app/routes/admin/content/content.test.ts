/**
 * The back office's content editing (issue 15 item 5): blog posts, partners and opportunities created, updated and
 * deleted through the routes' actions, each change audited in its transaction and shown by the public reads at once
 * (the page cache dropped after the commit); drafts never public; slugs and ids unique, also under a race.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import {
  action as opportunityAction,
  loader as opportunityLoader,
} from "#app/routes/admin/content/opportunity.tsx";
import { action as partnerAction, loader as partnerLoader } from "#app/routes/admin/content/partner.tsx";
import { action as postAction, loader as postLoader } from "#app/routes/admin/content/post.tsx";
import { action as previewAction } from "#app/routes/admin/content/post-preview.ts";
import { action as postTextAction } from "#app/routes/admin/content/post-text.tsx";
import { loader as postsLoader } from "#app/routes/admin/content/posts.tsx";
import { blogArticle, blogPostList, publishedBlogSlugs } from "#app/server/blog/blog.server.ts";
import {
  auditLog,
  contentVersions,
  opportunities,
  partners,
  resources,
} from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { readOpportunities } from "#app/server/opportunities/opportunities.server.ts";
import { partnerDirectory } from "#app/server/partners/partners.server.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { type TestBrowser, withParams } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const POST = {
  intent: "save",
  title: "Entering the ASX",
  slug: "",
  description: "How listing works.",
  content: "Some **bold** text.",
  author: "Jane Citizen",
  tags: "Finance, Market Entry",
  status: "draft",
  publishedOn: "2026-03-01",
};

const PARTNER = {
  intent: "save",
  id: "p-acme",
  name: "Acme Integration",
  description: "Integrator for agencies.",
  category: "integrator",
  industry: "Government",
  specialty: "Cloud",
  website: "https://example.com/acme",
  imageId: "",
  partnershipLevel: "Gold",
  isActive: "on",
};

const OPPORTUNITY = {
  intent: "save",
  id: "opp-cyber-uplift",
  title: "Cyber Uplift Programme",
  description: "Security uplift for agencies.",
  deadline: "2099-06-30",
  department: "Department of Finance",
  active: "on",
};

describe.each(TEST_BACKENDS)("content editing on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  let admin: TestBrowser;
  const cacheDrops = countPageCacheDrops();

  beforeEach(async () => {
    admin = await staffBrowser();
  });

  const auditRows = (entity: string) =>
    db()
      .select({
        action: auditLog.action,
        entityId: auditLog.entityId,
        detail: auditLog.detail,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .where(eq(auditLog.entity, entity))
      .orderBy(auditLog.id);

  async function createPost(fields: Record<string, string> = {}) {
    const answer = await admin.call(postAction, "/admin/posts/new", { ...POST, ...fields });
    const id = /^\/admin\/posts\/([0-9a-f-]{36})\?saved=1$/.exec(answer.location ?? "")?.[1];
    if (!id) throw new Error(`not created: ${answer.status} ${JSON.stringify(answer.data)}`);
    return id;
  }

  it("translates a post: each language its own version, shown when published, audited, deleted with the post", async () => {
    const id = await createPost({ status: "published" });
    const text = (lang: string) => withParams(postTextAction, { id, version: lang });
    const korean = {
      intent: "save",
      title: "ASX 상장",
      description: "상장 방법.",
      content: "**굵게** 씁니다.",
      status: "draft",
    };
    const refused = await admin.call(text("ko"), `/admin/posts/${id}/ko`, {
      ...korean,
      title: "",
      content: "",
    });
    expect((refused.data as FormAnswer).result.error).toMatchObject({
      title: ["titleRequired"],
      content: ["contentRequired"],
    });
    const preview = await admin.call(text("ko"), `/admin/posts/${id}/ko`, { ...korean, intent: "preview" });
    expect((preview.data as { preview: string }).preview).toBe("<p><strong>굵게</strong> 씁니다.</p>\n");
    const drops = cacheDrops();
    expect((await admin.call(text("ko"), `/admin/posts/${id}/ko`, korean)).location).toBe(
      `/admin/posts/${id}/ko?saved=1`,
    );
    expect(cacheDrops()).toBe(drops + 1);
    // A draft: Korean readers still read the English post, marked.
    expect((await blogArticle("entering-the-asx", "ko"))?.article).toMatchObject({
      title: POST.title,
      isFallback: true,
    });
    await admin.call(text("ko"), `/admin/posts/${id}/ko`, { ...korean, status: "published" });
    expect((await blogArticle("entering-the-asx", "ko"))?.article).toMatchObject({
      title: "ASX 상장",
      lang: "ko",
    });
    const edit = await admin.call(withParams(postLoader, { id }), `/admin/posts/${id}`);
    expect(edit.data.languages).toMatchObject({ ko: "published", zh: "missing" });
    expect((await auditRows("post-text")).map((row) => row.entityId)).toEqual([`${id}/ko`, `${id}/ko`]);
    // English is the post itself: no translation of it.
    expect((await admin.call(text("en"), `/admin/posts/${id}/en`, korean)).status).toBe(404);
    expect(
      (
        await staffBrowser({ role: "user" }).then((user) =>
          user.call(text("ko"), `/admin/posts/${id}/ko`, korean),
        )
      ).status,
    ).toBe(403);
    await admin.call(withParams(postAction, { id }), `/admin/posts/${id}`, { intent: "delete" });
    expect(await db().$count(contentVersions)).toBe(0);
  });

  it("creates a draft that no public read shows, publishes it, edits it and deletes it, each audited", async () => {
    const id = await createPost();
    const [stored] = await db().select().from(resources).where(eq(resources.id, id));
    expect(stored).toMatchObject({
      type: "blog",
      slug: "entering-the-asx",
      status: "draft",
      tags: ["Finance", "Market Entry"],
      isPremium: false,
      publishedAt: new Date("2026-03-01T09:00:00+11:00"),
    });
    // A draft: not in the list, not at its address, not in the sitemap.
    expect((await blogPostList("en")).posts.map((post) => post.slug)).not.toContain("entering-the-asx");
    expect(await blogArticle("entering-the-asx", "en")).toBeNull();
    expect((await publishedBlogSlugs()).map((entry) => entry.slug)).not.toContain("entering-the-asx");

    const edit = withParams(postAction, { id });
    // The editor sends the stored slug back (an emptied slug would be made from the title again).
    const saved = { ...POST, slug: "entering-the-asx" };
    expect(await admin.call(edit, `/admin/posts/${id}`, { ...saved, status: "published" })).toMatchObject({
      location: `/admin/posts/${id}?saved=1`,
    });
    expect((await blogPostList("en")).posts.map((post) => post.title)).toContain("Entering the ASX");
    expect((await blogArticle("entering-the-asx", "en"))?.article.content).toBe("Some **bold** text.");
    expect((await publishedBlogSlugs()).map((entry) => entry.slug)).toContain("entering-the-asx");

    await admin.call(edit, `/admin/posts/${id}`, {
      ...saved,
      status: "published",
      title: "Listing on the ASX",
    });
    expect((await blogArticle("entering-the-asx", "en"))?.article.title).toBe("Listing on the ASX");
    // Saved again unchanged: nothing written, nothing audited.
    await admin.call(edit, `/admin/posts/${id}`, {
      ...saved,
      status: "published",
      title: "Listing on the ASX",
    });
    // The publication date moved: a new day at 09:00 in Sydney.
    await admin.call(edit, `/ar/admin/posts/${id}`, {
      ...saved,
      status: "published",
      title: "Listing on the ASX",
      publishedOn: "2026-07-01",
    });
    const [moved] = await db().select().from(resources).where(eq(resources.id, id));
    expect(moved?.publishedAt).toEqual(new Date("2026-07-01T09:00:00+10:00"));

    const removed = await admin.call(edit, `/admin/posts/${id}`, { intent: "delete" });
    expect(removed.location).toBe("/admin/posts?deleted=1");
    expect(await db().select().from(resources).where(eq(resources.id, id))).toEqual([]);
    expect(await blogArticle("entering-the-asx", "en")).toBeNull();

    const actorId = admin.signedInAs!.id;
    expect(await auditRows("resource")).toEqual([
      {
        action: "create",
        entityId: id,
        actorId,
        detail: {
          fields: ["title", "slug", "description", "content", "author", "tags", "status", "publishedAt"],
        },
      },
      { action: "update", entityId: id, actorId, detail: { fields: ["status"] } },
      { action: "update", entityId: id, actorId, detail: { fields: ["title"] } },
      { action: "update", entityId: id, actorId, detail: { fields: ["publishedAt"] } },
      { action: "delete", entityId: id, actorId, detail: { slug: "entering-the-asx" } },
    ]);
    // Each committed change dropped the rendered pages; the unchanged save did not.
    expect(cacheDrops()).toBe(5);
  });

  it("saves a long article in any script, past the public forms' 64 KB body limit", async () => {
    const content = "가".repeat(20_000); // 180 KB percent-encoded, as the test browser sends it
    const id = await createPost({ content, slug: "long-article" });
    const [stored] = await db().select().from(resources).where(eq(resources.id, id));
    expect(stored?.content).toHaveLength(20_000);
    const preview = await admin.call(previewAction, "/admin/posts/preview", { content });
    expect(preview.status).toBe(200);
  });

  it("refuses a slug another post has, also when two saves race for it, keeping what was typed", async () => {
    await seedDatabase(db());
    const taken = await admin.call(postAction, "/admin/posts/new", {
      ...POST,
      slug: "hiring-your-first-australian-team",
    });
    expect(taken.status).toBe(409);
    expect(taken.data?.result).toMatchObject({
      error: { slug: ["slugTaken"] },
      initialValue: { title: "Entering the ASX", slug: "hiring-your-first-australian-team" },
    });

    const race = await Promise.all(
      [1, 2].map(() => admin.call(postAction, "/admin/posts/new", { ...POST, slug: "same-slug" })),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([302, 409]);
    expect(await db().$count(resources, eq(resources.slug, "same-slug"))).toBe(1);
    expect(
      await db().$count(auditLog, and(eq(auditLog.entity, "resource"), eq(auditLog.action, "create"))),
    ).toBe(1);
  });

  it("refuses a malformed slug and names each missing field", async () => {
    const answer = await admin.call(postAction, "/admin/posts/new", {
      ...POST,
      slug: "Not A Slug",
      author: "",
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.result.error).toMatchObject({ slug: ["slugInvalid"], author: ["authorRequired"] });
    expect(await db().$count(resources)).toBe(0);
  });

  it("previews Markdown with the blog's renderer, saving nothing; the live preview answers HTML alone", async () => {
    const preview = await admin.call(postAction, "/admin/posts/new", {
      intent: "preview",
      title: "",
      content: "## Plan\n\n**Bold** <script>alert(1)</script>",
    });
    expect(preview.data).toMatchObject({
      preview: expect.stringContaining('<h2 id="plan">Plan</h2>'),
      result: { initialValue: { title: "", content: expect.stringContaining("**Bold**") } },
    });
    expect(preview.data).not.toMatchObject({ preview: expect.stringContaining("<script") });
    expect(await db().$count(resources)).toBe(0);

    const live = await admin.call(previewAction, "/admin/posts/preview", { content: "*Hi* [us](/contact)" });
    expect(live.data).toEqual({ html: '<p><em>Hi</em> <a href="/contact">us</a></p>\n' });
  });

  it("lists every post with drafts, by status, and answers 404 for an unknown post", async () => {
    await seedDatabase(db());
    await createPost({ title: "A Draft" });
    const all = await admin.call(postsLoader, "/admin/posts");
    expect(all.data.total).toBe(11);
    const drafts = await admin.call(postsLoader, "/admin/posts?status=draft");
    expect(drafts.data.rows.map((row) => row.title)).toEqual(["A Draft"]);
    expect(drafts.data.rows[0]).not.toHaveProperty("content");
    const unknownStatus = await admin.call(postsLoader, "/admin/posts?status=archived");
    expect(unknownStatus.data).toMatchObject({ total: 11, filter: null });
    const missing = await admin.call(
      withParams(postLoader, { id: "00000000-0000-4000-8000-000000000000" }),
      "/admin/posts/x",
    );
    expect(missing.status).toBe(404);
    const malformed = await admin.call(
      withParams(postLoader, { id: "not-a-uuid" }),
      "/admin/posts/not-a-uuid",
    );
    expect(malformed.status).toBe(404);
  });

  it("asks before deleting a post", async () => {
    const id = await createPost();
    const page = await admin.call(withParams(postLoader, { id }), `/admin/posts/${id}?confirm=delete`);
    expect(page.data).toMatchObject({ confirmDelete: true, record: { id, slug: "entering-the-asx" } });
  });

  it("creates, edits (its id too), and deletes a partner, shown on /partners at once, audited", async () => {
    const created = await admin.call(partnerAction, "/admin/partners/new", PARTNER);
    expect(created.location).toBe("/admin/partners/p-acme?saved=1");
    expect((await partnerDirectory()).partners.map((partner) => partner.name)).toContain("Acme Integration");

    const edit = withParams(partnerAction, { id: "p-acme" });
    const renamed = await admin.call(edit, "/admin/partners/p-acme", {
      ...PARTNER,
      id: "p-acme-group",
      name: "Acme Group",
      isFeatured: "on",
    });
    expect(renamed.location).toBe("/admin/partners/p-acme-group?saved=1");
    const directory = await partnerDirectory();
    expect(directory.featured.map((partner) => partner.name)).toContain("Acme Group");

    // Hidden from the directory when inactive (the box unticked).
    const { isActive: _, ...inactive } = PARTNER;
    await admin.call(withParams(partnerAction, { id: "p-acme-group" }), "/admin/partners/p-acme-group", {
      ...inactive,
      id: "p-acme-group",
      name: "Acme Group",
      isFeatured: "on",
    });
    expect((await partnerDirectory()).partners.map((partner) => partner.id)).not.toContain("p-acme-group");

    const deleted = await admin.call(
      withParams(partnerAction, { id: "p-acme-group" }),
      "/admin/partners/p-acme-group",
      {
        intent: "delete",
      },
    );
    expect(deleted.location).toBe("/admin/partners?deleted=1");
    expect(await db().$count(partners)).toBe(0);
    expect(
      (await auditRows("partner")).map(({ action, entityId, detail }) => ({ action, entityId, detail })),
    ).toEqual([
      {
        action: "create",
        entityId: "p-acme",
        detail: {
          fields: [
            "id",
            "name",
            "description",
            "category",
            "industry",
            "specialty",
            "website",
            "partnershipLevel",
            "isActive",
          ],
        },
      },
      {
        action: "update",
        entityId: "p-acme-group",
        detail: { fields: ["id", "name", "isFeatured"], previousId: "p-acme" },
      },
      { action: "update", entityId: "p-acme-group", detail: { fields: ["isActive"] } },
      { action: "delete", entityId: "p-acme-group", detail: null },
    ]);
    expect(cacheDrops()).toBe(4);
  });

  it("accepts only http(s) addresses and a library image's id for a partner, and refuses an id another partner has", async () => {
    const bad = await admin.call(partnerAction, "/admin/partners/new", {
      ...PARTNER,
      website: "javascript:alert(1)",
      imageId: "ftp://example.com/logo.svg",
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.result.error).toEqual({ website: ["urlInvalid"], imageId: ["imageInvalid"] });

    await admin.call(partnerAction, "/admin/partners/new", PARTNER);
    const twice = await admin.call(partnerAction, "/admin/partners/new", { ...PARTNER, name: "Other" });
    expect(twice.status).toBe(409);
    expect(twice.data?.result.error).toEqual({ id: ["idTaken"] });
    const kept = await admin.call(withParams(partnerLoader, { id: "p-acme" }), "/admin/partners/p-acme");
    expect(kept.data.record?.name).toBe("Acme Integration");
  });

  it("creates, edits and deletes an opportunity, shown on /opportunities at once, audited", async () => {
    const created = await admin.call(opportunityAction, "/admin/opportunities/new", OPPORTUNITY);
    expect(created.location).toBe("/admin/opportunities/opp-cyber-uplift?saved=1");
    const today = "2026-01-01";
    expect((await readOpportunities(today))["cyber-ai"].map((tender) => tender.title)).toContain(
      "Cyber Uplift Programme",
    );

    const edit = withParams(opportunityAction, { id: "opp-cyber-uplift" });
    await admin.call(edit, "/admin/opportunities/opp-cyber-uplift", {
      ...OPPORTUNITY,
      title: "Cyber Resilience Uplift",
    });
    expect((await readOpportunities(today))["cyber-ai"].map((tender) => tender.title)).toEqual([
      "Cyber Resilience Uplift",
    ]);
    const page = await admin.call(
      withParams(opportunityLoader, { id: "opp-cyber-uplift" }),
      "/admin/opportunities/opp-cyber-uplift",
    );
    expect(page.data.record).toMatchObject({ deadline: "2099-06-30", active: true });

    const bad = await admin.call(edit, "/admin/opportunities/opp-cyber-uplift", {
      ...OPPORTUNITY,
      deadline: "2099-02-30",
    });
    expect(bad.data?.result.error).toEqual({ deadline: ["dateInvalid"] });

    await admin.call(edit, "/admin/opportunities/opp-cyber-uplift", { intent: "delete" });
    expect(await db().$count(opportunities)).toBe(0);
    expect((await auditRows("opportunity")).map(({ action, detail }) => ({ action, detail }))).toEqual([
      {
        action: "create",
        detail: { fields: ["id", "title", "description", "deadline", "department", "active"] },
      },
      { action: "update", detail: { fields: ["title"] } },
      { action: "delete", detail: null },
    ]);
  });

  it("answers a record deleted meanwhile with a message, and stores nothing for a non-admin", async () => {
    const gone = await admin.call(
      withParams(opportunityAction, { id: "opp-gone" }),
      "/admin/opportunities/opp-gone",
      OPPORTUNITY,
    );
    expect(gone.status).toBe(404);
    expect(gone.data?.result.error).toEqual({ "": ["notFound"] });

    const user = await staffBrowser({ role: "user" });
    expect((await user.call(postAction, "/admin/posts/new", POST)).status).toBe(403);
    expect(await db().$count(resources)).toBe(0);
  });
});
