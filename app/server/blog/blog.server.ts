/**
 * Reads the blog posts pages show. Pages are kept rendered by the page cache (app/server/http/page-cache.server.ts):
 * the service that writes blog posts (the back office, app/server/admin/content-posts.server.ts) calls
 * `invalidatePageCache()` from page-cache-invalidation.server.ts once its write has committed, so every process
 * shows the change on the next request.
 */
import { and, arrayOverlaps, desc, eq, ne } from "drizzle-orm";
import { type BlogPostSummary, linkableSource, relatedPosts } from "#app/domain/blog/blog-pages.ts";
import { DEFAULT_LANGUAGE, type LanguageCode } from "#app/domain/languages.ts";
import { type StoredVersion, storedVersions } from "#app/server/content/language-versions.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { resources } from "#app/server/db/schema/index.ts";
import { isSampleBlogPost, SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { sampleFallback } from "#app/server/db/seed/sample-content.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** A post with its Markdown body (rendered to HTML by the article route, on the server). */
export type BlogArticle = BlogPostSummary & { content: string };

/**
 * A post's translations (issue 30 item 1): `content_versions` of this kind, keyed by the post's id, each a title,
 * a description and a Markdown body in one language, draft or published. The post's own row is its English text.
 */
export const POST_KIND = "post";

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
  id: resources.id,
  slug: resources.slug,
  title: resources.title,
  excerpt: resources.description,
  author: resources.author,
  publishedAt: resources.publishedAt,
  tags: resources.tags,
  sourceUrl: resources.sourceUrl,
  imageId: resources.imageId,
};

type Row = { id: string; slug: string; sourceUrl: string | null; title: string; excerpt: string };

/**
 * Rows as the blog shows them in `lang`: each post in its published translation where it has one, else in English
 * (marked as standing in); a source address it may not link is dropped, so the post reads as our own; a sample post
 * says it is one.
 */
async function shownIn<T extends Row & { content?: string }>(
  db: Executor,
  rows: readonly T[],
  lang: LanguageCode,
): Promise<(Omit<T, "id"> & { isSample: boolean; lang: LanguageCode; isFallback: boolean })[]> {
  const translations =
    lang === DEFAULT_LANGUAGE || rows.length === 0
      ? new Map<string, StoredVersion[]>()
      : await storedVersions(
          db,
          POST_KIND,
          rows.map((row) => row.id),
        );
  return rows.map(({ id, ...row }) => {
    const own = translations
      .get(id)
      ?.find((version) => version.lang === lang && version.status === "published");
    const text = own && {
      title: String(own.fields.title ?? ""),
      excerpt: String(own.fields.description ?? ""),
      ...(row.content !== undefined && { content: String(own.fields.content ?? "") }),
    };
    return {
      ...row,
      ...text,
      sourceUrl: linkableSource(row.sourceUrl),
      isSample: isSampleBlogPost(row.slug),
      lang: own ? lang : DEFAULT_LANGUAGE,
      isFallback: !own && lang !== DEFAULT_LANGUAGE,
    };
  });
}

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
    lang: DEFAULT_LANGUAGE,
    isFallback: false,
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

/** The built-in posts (English only) as a page in `lang` shows them. */
const fallbackIn = (lang: LanguageCode): BlogArticle[] =>
  sampleFallback(FALLBACK_ARTICLES).map((article) => ({ ...article, isFallback: lang !== DEFAULT_LANGUAGE }));

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
 * Every public post, newest first, without bodies, each in `lang` where translated (spec 000 §7 call 1, over all
 * posts: the listing paginates). On a database failure: the three built-in posts and `failed`, for the page's
 * message (spec 000 §8).
 */
export async function blogPostList(
  lang: LanguageCode,
): Promise<{ posts: BlogPostSummary[]; failed: boolean }> {
  try {
    const db = getDb();
    const rows = await db
      .select(summaryColumns)
      .from(resources)
      .where(listed)
      .orderBy(desc(resources.publishedAt), resources.slug);
    return { posts: await shownIn(db, rows, lang), failed: false };
  } catch (error) {
    logFailure(error, "Error fetching blog posts");
    return { posts: fallbackIn(lang).map(summaryOf), failed: true };
  }
}

/**
 * One public post by slug, in `lang` where translated, with the posts related to it by shared tags; `null` for an
 * unknown or premium slug. On a database failure a built-in post still answers (with `failed`); any other slug
 * throws, as its existence is unknown.
 */
export async function blogArticle(
  slug: string,
  lang: LanguageCode,
): Promise<{ article: BlogArticle; related: BlogPostSummary[]; failed: boolean } | null> {
  try {
    const db = getDb();
    const [row] = await db
      .select({ ...summaryColumns, content: resources.content })
      .from(resources)
      .where(and(listed, eq(resources.slug, slug)))
      .limit(1);
    if (!row) return null;
    const [article] = await shownIn(db, [row], lang);
    const candidates =
      row.tags.length === 0
        ? []
        : await db
            .select(summaryColumns)
            .from(resources)
            .where(and(listed, ne(resources.slug, slug), arrayOverlaps(resources.tags, row.tags)));
    const related = relatedPosts(article!, await shownIn(db, candidates, lang));
    return { article: article!, related, failed: false };
  } catch (error) {
    logFailure(error, "blog article not read");
    const fallbacks = fallbackIn(lang);
    const article = fallbacks.find((fallback) => fallback.slug === slug);
    if (!article) throw error;
    return { article, related: relatedPosts(article, fallbacks.map(summaryOf)), failed: true };
  }
}
