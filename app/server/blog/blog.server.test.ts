import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { blogArticle, blogPostList, POST_KIND, publishedBlogSlugs } from "#app/server/blog/blog.server.ts";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { contentVersions, resources } from "#app/server/db/schema/index.ts";
import { SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const PREMIUM_SLUG = "2027-government-technology-pipeline";
/** The seed's post published on LinkedIn and only summarised here. */
const EXTERNAL = SAMPLE_BLOG_POSTS.find((post) => post.sourceUrl)!;
/** The seed's public posts, newest first. */
const publicSlugs = SAMPLE_BLOG_POSTS.filter((post) => !post.isPremium)
  .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())
  .map((post) => post.slug);

/** Runs `read` with the database gone, as when it is down; the error log is captured, not printed. */
async function withDatabaseDown<T>(read: () => Promise<T>) {
  const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  setDatabaseForTests(undefined);
  try {
    return { result: await read(), logged: logged.mock.calls.map((call) => call[1]) };
  } finally {
    logged.mockRestore();
  }
}

describe.each(TEST_BACKENDS)("blog on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("seeds ten sample posts, one premium, from the server's seed", async () => {
    await seedDatabase(database().db);
    const rows = await database().db.select({ premium: resources.isPremium }).from(resources);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.premium)).toHaveLength(1);
  });

  it("lists every public post newest first, without bodies, and never the premium one", async () => {
    await seedDatabase(database().db);
    const { posts, failed } = await blogPostList("en");
    expect(failed).toBe(false);
    expect(posts.map((post) => post.slug)).toEqual(publicSlugs);
    expect(posts).toHaveLength(9);
    expect(posts[0]).toEqual({
      slug: "hiring-your-first-australian-team",
      title: "Hiring Your First Australian Team",
      excerpt: expect.stringMatching(/\w/),
      author: expect.stringMatching(/\w/),
      publishedAt: new Date("2026-11-10T09:00:00+11:00"),
      tags: ["Market Entry", "Compliance"],
      sourceUrl: null,
      isSample: true,
      imageId: null,
      lang: "en",
      isFallback: false,
    });
  });

  it("shows a post in a language's published translation, else in English marked as standing in", async () => {
    await seedDatabase(database().db);
    const [post] = await database()
      .db.select({ id: resources.id })
      .from(resources)
      .where(eq(resources.slug, "hiring-your-first-australian-team"));
    await database()
      .db.insert(contentVersions)
      .values([
        {
          kind: POST_KIND,
          itemId: post!.id,
          lang: "ko",
          status: "published",
          fields: { title: "첫 호주 팀 채용", description: "요약", content: "## 채용\n\n본문" },
        },
        {
          kind: POST_KIND,
          itemId: post!.id,
          lang: "ar",
          status: "draft",
          fields: { title: "مسودة", description: "", content: "نص" },
        },
      ]);
    const korean = await blogArticle("hiring-your-first-australian-team", "ko");
    expect(korean?.article).toMatchObject({
      title: "첫 호주 팀 채용",
      excerpt: "요약",
      content: "## 채용\n\n본문",
      lang: "ko",
      isFallback: false,
    });
    expect((await blogPostList("ko")).posts[0]).toMatchObject({ title: "첫 호주 팀 채용", lang: "ko" });
    // A draft is not shown: Arabic reads the English post, marked as such; so do the other posts in Korean.
    const arabic = await blogArticle("hiring-your-first-australian-team", "ar");
    expect(arabic?.article).toMatchObject({
      title: "Hiring Your First Australian Team",
      lang: "en",
      isFallback: true,
    });
    expect((await blogPostList("ko")).posts[1]).toMatchObject({ lang: "en", isFallback: true });
    expect((await blogPostList("en")).posts[0]).toMatchObject({
      title: "Hiring Your First Australian Team",
      isFallback: false,
    });
  });

  it("marks the seed's posts as samples while they keep its slug, and no other post", async () => {
    await seedDatabase(database().db);
    await database()
      .db.insert(resources)
      .values({ title: "Ours", slug: "ours", status: "published", publishedAt: new Date(), tags: ["X"] });
    const { posts } = await blogPostList("en");
    expect(posts.filter((post) => !post.isSample).map((post) => post.slug)).toEqual(["ours"]);
    expect((await blogArticle("ours", "en"))?.article.isSample).toBe(false);
    expect((await blogArticle(publicSlugs[0]!, "en"))?.article.isSample).toBe(true);
  });

  it("gives a post published elsewhere its source address, in the list, in related posts and on its page", async () => {
    await seedDatabase(database().db);
    const source = "https://www.linkedin.com/company/ausentry-partners/posts/?feedView=articles";
    expect(EXTERNAL).toMatchObject({ slug: "choosing-an-australian-channel-partner", sourceUrl: source });

    const { posts } = await blogPostList("en");
    expect(posts.filter((post) => post.sourceUrl !== null)).toEqual([
      expect.objectContaining({ slug: EXTERNAL.slug, sourceUrl: source }),
    ]);
    // Shares "Partnerships" with the Defence post, and is the newest of those sharing one tag.
    const defence = await blogArticle("entering-the-australian-defence-supply-chain", "en");
    expect(defence?.article.sourceUrl).toBeNull();
    expect(defence?.related[0]).toMatchObject({ slug: EXTERNAL.slug, sourceUrl: source });
    // Its own page (the summary) still answers, and the sitemap keeps it.
    const own = await blogArticle(EXTERNAL.slug, "en");
    expect(own?.article).toMatchObject({ sourceUrl: source, content: EXTERNAL.content });
    expect((await publishedBlogSlugs()).map((entry) => entry.slug)).toContain(EXTERNAL.slug);
  });

  it("shows a post whose stored source is not an http(s) address as our own", async () => {
    await database()
      .db.insert(resources)
      .values([
        { title: "Hostile", slug: "hostile", sourceUrl: "javascript:alert(1)", tags: ["X"] },
        { title: "Typo", slug: "typo", sourceUrl: "linkedin.com/company/x", tags: ["X"] },
      ]);
    expect((await blogPostList("en")).posts.map((post) => post.sourceUrl)).toEqual([null, null]);
    const found = await blogArticle("hostile", "en");
    expect(found?.article.sourceUrl).toBeNull();
    expect(found?.related).toEqual([expect.objectContaining({ slug: "typo", sourceUrl: null })]);
  });

  it("lists only blog resources, and a post made public later", async () => {
    await seedDatabase(database().db);
    await database().db.insert(resources).values({ title: "A webinar", slug: "a-webinar", type: "webinar" });
    await database().db.update(resources).set({ isPremium: false }).where(eq(resources.slug, PREMIUM_SLUG));
    const slugs = (await blogPostList("en")).posts.map((post) => post.slug);
    expect(slugs).not.toContain("a-webinar");
    expect(slugs[0]).toBe(PREMIUM_SLUG);
  });

  it("gives the sitemap every public slug with its date", async () => {
    await seedDatabase(database().db);
    const slugs = await publishedBlogSlugs();
    expect(slugs.map((entry) => entry.slug)).toEqual(publicSlugs);
    expect(slugs[0]).toEqual({
      slug: "hiring-your-first-australian-team",
      publishedAt: new Date("2026-11-10T09:00:00+11:00"),
    });
  });

  it("reads one article with its body and the posts sharing its tags", async () => {
    await seedDatabase(database().db);
    const found = await blogArticle("selling-to-government-buyict-austender", "en");
    expect(found?.failed).toBe(false);
    expect(found?.article).toMatchObject({
      title: "Selling to the Australian Government Through BuyICT and AusTender",
      tags: ["GovTech", "Market Entry"],
      content: expect.stringContaining("BuyICT"),
    });
    // One shared tag each, so newest first; never itself, never the premium post (which shares both).
    expect(found?.related.map((post) => post.slug)).toEqual([
      "hiring-your-first-australian-team",
      "entering-the-australian-defence-supply-chain",
      "state-government-grants-worth-watching",
    ]);
  });

  it("answers null for an unknown slug and for the premium post", async () => {
    await seedDatabase(database().db);
    expect(await blogArticle("no-such-post", "en")).toBeNull();
    expect(await blogArticle(PREMIUM_SLUG, "en")).toBeNull();
  });

  it("answers an article without tags with no related posts", async () => {
    await database().db.insert(resources).values({ title: "Alone", slug: "alone", content: "Body" });
    expect(await blogArticle("alone", "en")).toMatchObject({ related: [], failed: false });
  });
});

describe("blog when the database fails", () => {
  it("lists the three newest built-in posts with the failure flag, and logs the spec's message", async () => {
    const { result, logged } = await withDatabaseDown(() => blogPostList("en"));
    expect(result.failed).toBe(true);
    expect(result.posts.map((post) => post.slug)).toEqual(publicSlugs.slice(0, 3));
    expect(result.posts.every((post) => post.tags.length > 0)).toBe(true);
    expect(logged).toEqual(["Error fetching blog posts"]);
  });

  it("still answers a built-in post's page, relating it to the other built-in posts", async () => {
    const { result } = await withDatabaseDown(() => blogArticle(publicSlugs[0]!, "en"));
    expect(result?.failed).toBe(true);
    expect(result?.article.content).toMatch(/\w/);
    expect(result?.related.map((post) => post.slug)).toEqual(["state-government-grants-worth-watching"]);
  });

  it("fails for any other slug, whose existence it cannot know", async () => {
    await expect(withDatabaseDown(() => blogArticle(publicSlugs[5]!, "en"))).rejects.toThrow();
  });

  it("gives the sitemap the built-in posts' slugs", async () => {
    const { result, logged } = await withDatabaseDown(publishedBlogSlugs);
    expect(result.map((entry) => entry.slug)).toEqual(publicSlugs.slice(0, 3));
    expect(logged).toEqual(["blog slugs not read"]);
  });
});
