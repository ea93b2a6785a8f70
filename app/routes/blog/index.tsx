import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { CategoryNav } from "#app/components/blog/category-nav.tsx";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { SamplePostsNote } from "#app/components/blog/sample-post.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import type { CanonicalQueryHandle } from "#app/components/shell/seo-links.tsx";
import { BandButton, BandLink, CardGrid, CtaBand, PageHero, Section } from "#app/components/ui/sections.tsx";
import {
  ALL_CATEGORIES,
  blogCategories,
  blogPage,
  blogQueryFromSearch,
} from "#app/domain/blog/blog-pages.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { blogPostList } from "#app/server/blog/blog.server.ts";
import { withImages } from "#app/server/media/media-library.server.ts";
import type { Route } from "./+types/index";

// Each page of the list, and each category, is a page of its own for search engines.
export const handle = documentPage({
  ...i18nHandle("blog"),
  canonicalQuery: ["category", "page"],
} satisfies CanonicalQueryHandle);
export const clientMiddleware = [loadAsDocument];

/**
 * /blog (spec 000 §2 "Blog"; issue 9 item 5): six public posts a page over all of them, one category at a time, both
 * in the URL. Only the page's posts go to the browser. A page number out of range shows the nearest page; a category
 * that no post has shows the empty-category message with HTTP 404, so search engines do not keep it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const { posts, failed } = await blogPostList(lang);
  const shown = blogPage(posts, blogQueryFromSearch(url.searchParams));
  const unknownCategory = !failed && shown.category !== ALL_CATEGORIES && shown.posts.length === 0;
  const withCovers = await withImages(shown.posts, lang);
  return data(
    { ...shown, posts: withCovers, categories: blogCategories(posts), failed },
    unknownCategory ? { status: 404 } : undefined,
  );
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { posts, categories, category, page, totalPages, failed } = loaderData;
  return (
    <>
      <PageMeta
        title={t("index.metaTitle")}
        description={t("index.metaDescription")}
        noindex={posts.length === 0}
      />
      <PageHero eyebrow={t("index.eyebrow")} title={t("index.title")} lead={t("index.lead")} />
      <Section id="articles" title={t("index.articles")}>
        <CategoryNav categories={categories} current={category} />
        <div className="mt-8 space-y-8">
          {failed && <Notice tone="error">{t("errors.loadFailed")}</Notice>}
          {posts.some((post) => post.isSample) && <SamplePostsNote />}
          {posts.length === 0 ? (
            <p className="text-lg text-slate-600">{t("index.emptyCategory")}</p>
          ) : (
            <CardGrid>
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </CardGrid>
          )}
        </div>
        <Pagination page={page} totalPages={totalPages} category={category} />
      </Section>
      <CtaBand
        title={t("index.cta.title")}
        text={t("index.cta.text")}
        actions={
          <>
            <BandButton to="/resources#subscribe">{t("index.cta.subscribe")}</BandButton>
            <BandLink to="/contact">{t("index.cta.research")}</BandLink>
          </>
        }
      />
    </>
  );
}
