import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PostArticle } from "#app/components/blog/post-article.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { useLanguage } from "#app/components/language.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { useRootData } from "#app/components/shell/root-data.ts";
import { BandButton, CardGrid, CtaBand, Section } from "#app/components/ui/sections.tsx";
import { excerpt } from "#app/domain/blog/excerpt.ts";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { blogArticle } from "#app/server/blog/blog.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { withImages } from "#app/server/media/media-library.server.ts";
import type { Route } from "./+types/post";

export const handle = documentPage(i18nHandle("blog"));
export const clientMiddleware = [loadAsDocument];

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
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const found = await blogArticle(params.slug, lang);
  if (!found) throw data(null, { status: 404 });
  const { content, ...article } = found.article;
  // The article's cover and its related posts' in one read.
  const [withCover, ...related] = await withImages([article, ...found.related], lang);
  return {
    article: {
      ...withCover!,
      html: renderMarkdown(content, { lang }),
      description: excerpt(article.excerpt || content, META_DESCRIPTION_MAX - 1),
    },
    related,
    failed: found.failed,
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { t: tc } = useTranslation();
  const { article, related, failed } = loaderData;
  const lang = useLanguage();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const url = new URL(localHref(lang, `/blog/${article.slug}`), siteUrl).href;
  const published = article.publishedAt.toISOString();
  const firm = { "@type": "Organization", name: tc("brand.name"), url: new URL("/", siteUrl).href };
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
          // A sample post's author is fictional: search engines must not list an invented person, so the firm signs it.
          author: article.isSample ? firm : { "@type": "Person", name: article.author },
          publisher: firm,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          url,
          ...(article.sourceUrl && { isBasedOn: article.sourceUrl }),
        }}
      />
      <PostArticle article={article} url={url} failed={failed} />
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
        actions={<BandButton to="/contact">{t("post.cta.button")}</BandButton>}
      />
    </>
  );
}
