import { ArrowLeft, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PostDate } from "#app/components/blog/post-date.tsx";
import { SamplePostBadge, SamplePostsNote } from "#app/components/blog/sample-post.tsx";
import { ShareLinks } from "#app/components/blog/share-links.tsx";
import { TagList } from "#app/components/blog/tag-list.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { MediaPicture } from "#app/components/media/media-picture.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { longFormAttributes } from "#app/content/long-form.ts";
import { sourceSite } from "#app/domain/blog/blog-pages.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import type { MediaImage } from "#app/domain/media/media-image.ts";

/** A post as its page shows it: the body is HTML rendered from Markdown and sanitised on the server. */
export type PostArticleView = {
  title: string;
  author: string;
  publishedAt: Date;
  tags: readonly string[];
  sourceUrl: string | null;
  isSample: boolean;
  /** The language of its title and body: the page's where translated, else English (`isFallback`). */
  lang: LanguageCode;
  isFallback: boolean;
  html: string;
  /** Its cover (decision 086), shown under the header at the text's width; above the fold, so loaded first. */
  image?: MediaImage | null;
};

/**
 * A blog post's article (/blog/{slug}): back link, title, byline (a sample's with its badge and the line saying what
 * it means), tags, its cover, the body, the link to where it was first
 * published, and share links for `url`. Posts are written in English: marked so in other languages.
 */
export function PostArticle({
  article,
  url,
  failed,
}: {
  article: PostArticleView;
  url: string;
  failed: boolean;
}) {
  const { t } = useTranslation("blog");
  const english = longFormAttributes(article);
  const site = article.sourceUrl && sourceSite(article.sourceUrl);
  return (
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
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl" {...english}>
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
          {article.isSample && (
            <div className="mt-4 space-y-2">
              <SamplePostBadge />
              <SamplePostsNote />
            </div>
          )}
          <TagList tags={article.tags} />
          {site && <p className="mt-4 text-sm text-slate-600">{t("post.sourceNote", { site })}</p>}
          {article.isFallback && <p className="mt-4 text-sm text-slate-600">{t("post.englishOnly")}</p>}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        {article.image && (
          <MediaPicture
            image={article.image}
            sizes="(min-width: 768px) 720px, 100vw"
            className="mb-8 block h-auto w-full rounded-xl bg-slate-100"
            priority
          />
        )}
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
  );
}
