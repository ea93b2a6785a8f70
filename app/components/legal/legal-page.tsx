import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";
import { PROSE } from "#app/components/ui/prose.ts";
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
