/**
 * Reads the blog posts pages show. Pages are kept rendered by the page cache (app/server/http/page-cache.server.ts):
 * the service that writes blog posts (the back office, app/server/admin/content-posts.server.ts) calls
 * `invalidatePageCache()` from page-cache-invalidation.server.ts once its write has committed, so every process
 * shows the change on the next request.
 */
import { and, arrayOverlaps, desc, eq, ne } from "drizzle-orm";
import { type BlogPostSummary, linkableSource, relatedPosts } from "#app/domain/blog/blog-pages.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { resources } from "#app/server/db/schema/index.ts";
import { isSampleBlogPost, SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { sampleFallback } from "#app/server/db/seed/sample-content.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** A post with its Markdown body (rendered to HTML by the article route, on the server). */
export type BlogArticle = BlogPostSummary & { content: string };

/**
 * What the blog lists: published blog resources that are not premium (spec 000 §5). A draft (staff are still
 * writing it, in the back office) and a premium post are not public in any way here, their own pages included (404),
 * nor in the sitemap; premium ones until plans that entitle to them exist.
 */
const listed = and(
  eq(resources.type, "blog"),
  eq(resources.status, "published"),
  eq(resources.isPremium, false),
);

const summaryColumns = {
  slug: resources.slug,
  title: resources.title,
  excerpt: resources.description,
  author: resources.author,
  publishedAt: resources.publishedAt,
  tags: resources.tags,
  sourceUrl: resources.sourceUrl,
  imageId: resources.imageId,
};

/**
 * A row as the blog shows it: a source address it may not link is dropped, so the post reads as our own; a sample
 * post says it is one.
 */
const asShown = <T extends { slug: string; sourceUrl: string | null }>(
  row: T,
): T & { isSample: boolean } => ({
  ...row,
  sourceUrl: linkableSource(row.sourceUrl),
  isSample: isSampleBlogPost(row.slug),
});

type SampleRow = (typeof SAMPLE_BLOG_POSTS)[number];

function sampleArticle(row: SampleRow): BlogArticle {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.description ?? "",
    author: row.author ?? "",
    publishedAt: row.publishedAt ?? new Date(0),
    tags: row.tags ?? [],
    sourceUrl: linkableSource(row.sourceUrl),
    isSample: true,
    imageId: null,
    content: row.content ?? "",
  };
}

/**
 * When the database cannot be read, the blog shows three built-in posts (spec 000 §4, §8): the newest public ones of
 * the seed, so their read-more links lead to pages that answer from the same list.
 */
const FALLBACK_ARTICLES: BlogArticle[] = SAMPLE_BLOG_POSTS.filter(
  (row) => row.type === "blog" && !row.isPremium,
)
  .map(sampleArticle)
  .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
  .slice(0, 3);

const summaryOf = ({ content: _content, ...summary }: BlogArticle): BlogPostSummary => summary;

function logFailure(error: unknown, message: string) {
  logger.error({ error: error instanceof Error ? error.name : "unknown" }, message);
}

/**
 * Every public post's slug and date, newest first, for `/sitemap.xml`; posts published elsewhere too, as their pages
 * (a summary and the link to the source) are ours. When the database cannot be read: the built-in posts, whose pages
 * answer from the same list then.
 */
export async function publishedBlogSlugs(): Promise<{ slug: string; publishedAt: Date }[]> {
  try {
    return await getDb()
      .select({ slug: resources.slug, publishedAt: resources.publishedAt })
      .from(resources)
      .where(listed)
      .orderBy(desc(resources.publishedAt), resources.slug);
  } catch (error) {
    logFailure(error, "blog slugs not read");
    return sampleFallback(FALLBACK_ARTICLES).map(({ slug, publishedAt }) => ({ slug, publishedAt }));
  }
}

/**
 * Every public post, newest first, without bodies (spec 000 §7 call 1, over all posts: the listing paginates). On a
 * database failure: the three built-in posts and `failed`, for the page's message (spec 000 §8).
 */
export async function blogPostList(): Promise<{ posts: BlogPostSummary[]; failed: boolean }> {
  try {
    const posts = await getDb()
      .select(summaryColumns)
      .from(resources)
      .where(listed)
      .orderBy(desc(resources.publishedAt), resources.slug);
    return { posts: posts.map(asShown), failed: false };
  } catch (error) {
    logFailure(error, "Error fetching blog posts");
    return { posts: sampleFallback(FALLBACK_ARTICLES).map(summaryOf), failed: true };
  }
}

/**
 * One public post by slug with the posts related to it by shared tags; `null` for an unknown or premium slug. On a
 * database failure a built-in post still answers (with `failed`); any other slug throws, as its existence is unknown.
 */
export async function blogArticle(
  slug: string,
): Promise<{ article: BlogArticle; related: BlogPostSummary[]; failed: boolean } | null> {
  try {
    const db = getDb();
    const [row] = await db
      .select({ ...summaryColumns, content: resources.content })
      .from(resources)
      .where(and(listed, eq(resources.slug, slug)))
      .limit(1);
    if (!row) return null;
    const article = asShown(row);
    const candidates =
      article.tags.length === 0
        ? []
        : await db
            .select(summaryColumns)
            .from(resources)
            .where(and(listed, ne(resources.slug, slug), arrayOverlaps(resources.tags, article.tags)));
    return { article, related: relatedPosts(article, candidates.map(asShown)), failed: false };
  } catch (error) {
    logFailure(error, "blog article not read");
    const article = sampleFallback(FALLBACK_ARTICLES).find((fallback) => fallback.slug === slug);
    if (!article) throw error;
    return { article, related: relatedPosts(article, FALLBACK_ARTICLES.map(summaryOf)), failed: true };
  }
}
