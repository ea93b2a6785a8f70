/**
 * The blog's listing rules (spec 000 §2 "Blog", §4, §9; issue 9 item 5): categories built from every tag, six posts
 * a page over all published posts, page and category in the URL (`?category=&page=`), related posts by shared
 * tags. Pure: no I/O.
 */
import type { LanguageCode } from "#app/domain/languages.ts";

/** Posts per page (spec 000 §9). */
export const BLOG_PAGE_SIZE = 6;

/** The category value that shows every post. */
export const ALL_CATEGORIES = "all";

/** Related posts shown under an article. */
export const RELATED_POST_LIMIT = 3;

/** A listed post as the blog shows it in a card (spec 000 §3 "Mapped article", without the body). */
export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: Date;
  tags: string[];
  /** Where the article itself is published when not here (an http(s) address, see `linkableSource`); `null`: ours. */
  sourceUrl: string | null;
  /** One of the seed's sample posts (fictional author): shown with the sample mark. */
  isSample: boolean;
  /** Its cover in the media library (decision 086), if it has one. */
  imageId: string | null;
  /** The language its title, excerpt and body are shown in: the page's where translated, else English. */
  lang: LanguageCode;
  /** English stands in for the page's language (shown marked). */
  isFallback: boolean;
};

export type BlogQuery = { category: string; page: number };

/** The category and page a URL asks for; a missing, malformed or non-positive page is page 1. */
export function blogQueryFromSearch(search: URLSearchParams): BlogQuery {
  const page = Number(search.get("page"));
  return {
    category: search.get("category")?.trim() || ALL_CATEGORIES,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of a listing link: defaults are left out, so page 1 of all posts is plain `/blog`. */
export function blogSearch(query: BlogQuery): Record<string, string> {
  return {
    ...(query.category !== ALL_CATEGORIES && { category: query.category }),
    ...(query.page > 1 && { page: String(query.page) }),
  };
}

/** Every tag of the listed posts, once, alphabetically: the category buttons (after "All"). */
export function blogCategories(posts: readonly Pick<BlogPostSummary, "tags">[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, "en"));
}

export type BlogPage<T> = {
  posts: T[];
  /** The category shown: a known tag as the data spells it, or `all`. */
  category: string;
  /** The page shown: the one asked for, clamped to 1…totalPages. */
  page: number;
  totalPages: number;
};

/**
 * One page of the listing: the posts of the category (tags compared case-insensitively; an unknown category has no
 * posts), six a page, the page clamped into range so an old or edited link still shows posts. There is always at
 * least one page, even when it is empty.
 */
export function blogPage<T extends Pick<BlogPostSummary, "tags">>(
  posts: readonly T[],
  query: BlogQuery,
): BlogPage<T> {
  const wanted = query.category.toLocaleLowerCase("en");
  const category =
    query.category === ALL_CATEGORIES
      ? ALL_CATEGORIES
      : (blogCategories(posts).find((tag) => tag.toLocaleLowerCase("en") === wanted) ?? query.category);
  const inCategory =
    category === ALL_CATEGORIES ? [...posts] : posts.filter((post) => post.tags.includes(category));
  const totalPages = Math.max(1, Math.ceil(inCategory.length / BLOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), totalPages);
  return {
    posts: inCategory.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
    category,
    page,
    totalPages,
  };
}

/**
 * The numbered links of the pagination: the first and last pages, the current one and its neighbours, and a gap
 * (`null`) where pages are left out, so a long blog still fits one line on a phone.
 */
export function paginationItems(page: number, totalPages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of exactly one page shows that page instead of an ellipsis.
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}

/** Posts that share tags with `post`, most shared tags first, then newest; never the post itself. */
export function relatedPosts<T extends Pick<BlogPostSummary, "slug" | "tags" | "publishedAt">>(
  post: Pick<BlogPostSummary, "slug" | "tags">,
  candidates: readonly T[],
  limit = RELATED_POST_LIMIT,
): T[] {
  const shared = (candidate: T) => candidate.tags.filter((tag) => post.tags.includes(tag)).length;
  return candidates
    .filter((candidate) => candidate.slug !== post.slug && shared(candidate) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, limit);
}

/**
 * A stored source address as the blog may link it: http(s) only, so a mistyped or hostile value (`javascript:…`)
 * never becomes a link, and the post is then shown as our own. Anything else, or nothing, is `null`.
 */
export function linkableSource(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The site a source address is on, as people write it ("linkedin.com"): its host without `www.`. */
export function sourceSite(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}
