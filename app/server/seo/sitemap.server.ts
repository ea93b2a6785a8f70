import { COUNTRIES } from "#app/content/countries.ts";
import { withoutSamplePages } from "#app/content/dashboards.ts";
import { SITEMAP_GROUPS } from "#app/content/navigation.ts";
import { NOT_BUILT_YET } from "#app/content/pages-not-built.ts";
import { PLANS } from "#app/content/plans.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { countryPath, countryReportPath } from "#app/domain/regions/middle-east-hub.ts";
import { publishedBlogSlugs } from "#app/server/blog/blog.server.ts";
import { showsSampleContent } from "#app/server/db/seed/sample-content.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { archivedIssues } from "#app/server/newsletter/newsletter-issues.server.ts";
import { isPrivatePath } from "#app/server/seo/private-paths.server.ts";

/** One page of the site (its English path) and, when known, when its content last changed. */
export type SitemapEntry = { path: string; lastModified?: Date };

/**
 * The pages search engines should find: those the sitemap page links to (it lists every page but itself), once
 * they are built, without the private ones, and without the sample-figure dashboards unless the sample content is
 * shown (`samples`). One list for people and crawlers, so they cannot drift apart.
 */
export function indexablePages(samples: boolean): string[] {
  const linked = SITEMAP_GROUPS.flatMap((group) =>
    withoutSamplePages(group.items, samples).map((item) => item.to.split(/[?#]/)[0]!),
  );
  return [...new Set([...linked, "/sitemap"])].filter(
    (path) => !NOT_BUILT_YET.includes(path) && !isPrivatePath(path),
  );
}

/**
 * The Middle East hub, its 22 public country pages and their 22 strategic reports (issue 11 item 10). The private
 * variants of the country pages (`/regions/middle-east/<slug>/private/<customer>`) are never listed.
 */
export function regionPages(): string[] {
  return [
    "/regions/middle-east",
    ...COUNTRIES.map((country) => countryPath(country.slug)),
    ...COUNTRIES.map((country) => countryReportPath(country.slug)),
  ];
}

/**
 * Every indexable page, the five plan pages, the Middle East hub with its country pages and reports, every
 * public blog post (dated by its publication), and the newsletter's archive with each issue sent; each path once.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, samples, issues] = await Promise.all([
    publishedBlogSlugs(),
    showsSampleContent(),
    archivedIssues(DEFAULT_LANGUAGE),
  ]);
  const entries: SitemapEntry[] = [
    ...indexablePages(samples).map((path) => ({ path })),
    ...PLANS.map((plan) => ({ path: `/pricing/${plan.slug}` })),
    ...regionPages()
      .filter((path) => !isPrivatePath(path))
      .map((path) => ({ path })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.publishedAt })),
    { path: "/newsletter/issues", lastModified: issues[0]?.sentAt },
    ...issues.map((issue) => ({ path: `/newsletter/issues/${issue.id}`, lastModified: issue.sentAt })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sitemap protocol's XML with one `<url>` per page and language, each naming all five language versions and
 * `x-default` (English) as `xhtml:link` alternates, as Google asks for multilingual sites.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const at = (lang: LanguageCode, path: string) => escapeXml(absoluteUrl(localHref(lang, path)));
  const urls = entries.flatMap(({ path, lastModified }) => {
    const alternates = [
      ...LANGUAGES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l.hrefLang}" href="${at(l.code, path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(DEFAULT_LANGUAGE, path)}"/>`,
    ].join("");
    const modified = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    return LANGUAGES.map((l) => `<url><loc>${at(l.code, path)}</loc>${modified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
