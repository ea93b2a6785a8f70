import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";
import { PageHero } from "#app/components/ui/sections.tsx";
import { longFormAttributes } from "#app/content/long-form.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

/** A legal text as its loader hands it over: sanitised HTML rendered on the server, with its section list. */
export type LegalText = {
  /** The text's language: the page's, or English standing in for it. */
  lang: LanguageCode;
  isFallback: boolean;
  html: string;
  contents: readonly { id: string; text: string }[];
  /** "January 30, 2025", already formatted in the page's language. */
  lastUpdated: string;
};

/** Typography for the rendered Markdown (headings, paragraphs, lists, links, tables in their scroll boxes). */
const PROSE = [
  "text-slate-700 leading-7",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-slate-900",
  "[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:border-slate-200",
  "[&_.table-scroll:focus-visible]:outline-2 [&_.table-scroll:focus-visible]:outline-brand-700",
  // Each column at least 10rem wide: a two-column table fits a phone, a five-column one scrolls in its box.
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:min-w-40 [&_td]:min-w-40",
  "[&_th]:bg-slate-50 [&_th]:p-3 [&_th]:text-start [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-t [&_td]:border-slate-200 [&_td]:p-3 [&_td]:align-top [&_td_code]:whitespace-nowrap",
].join(" ");

/**
 * The frame of the legal pages (spec 000 §2 "Legal pages"): translated title, lead and "Last updated" line, a
 * list of the sections on wide screens, then the text, which may be the English version (marked `lang="en"`).
 */
export function LegalPage({
  title,
  description,
  lead,
  text,
  children,
}: {
  title: string;
  description: string;
  lead: string;
  text: LegalText;
  /** Shown above the text (the cookie page's choices). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("legal");
  const textLanguage = longFormAttributes(text);
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHero eyebrow={t("legalPage.eyebrow")} title={title} lead={lead}>
        <p className="mt-6 text-sm font-medium text-slate-600" data-testid="last-updated">
          {t("legalPage.lastUpdated", { date: text.lastUpdated })}
        </p>
        {text.isFallback && <p className="mt-2 text-sm text-slate-600">{t("legalPage.englishOnly")}</p>}
      </PageHero>
      <div className={`${CONTAINER} grid gap-12 pt-4 pb-20 lg:grid-cols-[15rem_minmax(0,1fr)]`}>
        <aside className="hidden lg:block">
          <nav aria-labelledby="legal-contents" className="sticky top-24">
            <h2 id="legal-contents" className="text-sm font-semibold text-slate-500">
              {t("legalPage.contents")}
            </h2>
            <ol {...textLanguage} className="mt-3 space-y-2 border-s border-slate-200 text-sm">
              {text.contents.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ms-px block border-s-2 border-transparent ps-3 text-slate-600 hover:border-brand-700 hover:text-brand-700"
                  >
                    {section.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <div className="min-w-0 max-w-3xl">
          {children}
          <article
            {...textLanguage}
            className={PROSE}
            // Rendered from our own Markdown files on the server and sanitised there (markdown.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML
            dangerouslySetInnerHTML={{ __html: text.html }}
          />
        </div>
      </div>
    </>
  );
}
