import { ArrowLeft, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, useRouteLoaderData } from "react-router";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { PostDate } from "#app/components/blog/post-date.tsx";
import { ShareLinks } from "#app/components/blog/share-links.tsx";
import { TagList } from "#app/components/blog/tag-list.tsx";
import { useEnglishOnly } from "#app/components/blog/use-english-only.ts";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CardGrid, CtaBand, Section } from "#app/components/ui/sections.tsx";
import { sourceSite } from "#app/domain/blog/blog-pages.ts";
import { excerpt } from "#app/domain/blog/excerpt.ts";
import { localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { blogArticle } from "#app/server/blog/blog.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import type { Route } from "./+types/post";

export const handle = i18nHandle("blog");

/** Search engines show about this much of a description; `excerpt` adds an ellipsis to the characters it keeps. */
const META_DESCRIPTION_MAX = 160;

/**
 * /blog/{slug} (issue 9 item 5): one public post, its Markdown body rendered and sanitised here on the server (the
 * browser gets HTML, never the libraries), with related posts, share links and Article structured data. An unknown
 * slug, or a premium post's, is the 404 screen.
 *
 * A post published elsewhere (`sourceUrl`, e.g. on LinkedIn) keeps a page here too: its summary and a prominent link
 * to the source. The listing's read-more goes straight to the source, but this page is what gets shared, indexed
 * (it is in the sitemap) and linked from /resources, and it stays reachable if the source moves.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await blogArticle(params.slug);
  if (!found) throw data(null, { status: 404 });
  const { content, ...article } = found.article;
  return {
    article: {
      ...article,
      html: renderMarkdown(content),
      description: excerpt(article.excerpt || content, META_DESCRIPTION_MAX - 1),
    },
    related: found.related,
    failed: found.failed,
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { t: tc } = useTranslation();
  const { article, related, failed } = loaderData;
  const lang = useLanguage();
  const english = useEnglishOnly();
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
  const url = new URL(localHref(lang, `/blog/${article.slug}`), siteUrl).href;
  const published = article.publishedAt.toISOString();
  const site = article.sourceUrl && sourceSite(article.sourceUrl);
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.description}
        type="article"
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: article.title,
          description: article.description,
          datePublished: published,
          dateModified: published,
          inLanguage: "en",
          keywords: article.tags.join(", "),
          author: { "@type": "Person", name: article.author },
          publisher: { "@type": "Organization", name: tc("brand.name"), url: new URL("/", siteUrl).href },
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          url,
          ...(article.sourceUrl && { isBasedOn: article.sourceUrl }),
        }}
      />
      <article className="bg-white">
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 sm:px-6 lg:pt-14">
            <LocalizedLink
              to="/blog"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("post.back")}
            </LocalizedLink>
            {failed && (
              <div className="mt-6">
                <Notice tone="error">{t("errors.loadFailed")}</Notice>
              </div>
            )}
            <h1
              className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
              {...english}
            >
              {article.title}
            </h1>
            {/* Each part isolated, so an English name does not pull the date's digits into its run in Arabic. */}
            <p className="mt-4 text-slate-600">
              <bdi>{t("post.byline", { author: article.author })}</bdi>
              <span aria-hidden="true"> · </span>
              <bdi>
                <PostDate date={article.publishedAt} />
              </bdi>
            </p>
            <TagList tags={article.tags} />
            {site && <p className="mt-4 text-sm text-slate-600">{t("post.sourceNote", { site })}</p>}
            {lang !== "en" && <p className="mt-4 text-sm text-slate-600">{t("post.englishOnly")}</p>}
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
          <div
            {...english}
            className="space-y-5 text-lg leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
            // Rendered from Markdown and sanitised on the server (app/server/content/markdown.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the loader
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          {article.sourceUrl && (
            <p className="mt-8">
              <a
                href={article.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("primary", "min-h-11")}
              >
                {t("post.readSource", { site })}
                <span className="sr-only"> {t("links.newTab")}</span>
                <ExternalLink aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
              </a>
            </p>
          )}
          <div className="mt-12 border-t border-slate-200 pt-8">
            <ShareLinks url={url} title={article.title} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <Section title={t("post.related")} tone="muted">
          <CardGrid>
            {related.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </CardGrid>
        </Section>
      )}
      <CtaBand
        title={t("post.cta.title")}
        text={t("post.cta.text")}
        actions={
          <LocalizedLink to="/contact" className={buttonClass("secondary")}>
            {t("post.cta.button")}
          </LocalizedLink>
        }
      />
    </>
  );
}
