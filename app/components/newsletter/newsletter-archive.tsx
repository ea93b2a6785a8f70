import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";
import { PROSE } from "#app/components/ui/prose.ts";
import { PageHero } from "#app/components/ui/sections.tsx";
import { longFormAttributes } from "#app/content/long-form.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

/** A sent issue as the archive shows it: the text in the page's language, or English standing in (`isFallback`). */
export type ArchivedIssueView = {
  id: string;
  /** When its send began (ISO). */
  sentAt: string;
  lang: LanguageCode;
  isFallback: boolean;
  subject: string;
};

function SentOn({ sentAt }: { sentAt: string }) {
  const { t, i18n } = useTranslation("forms");
  const date = dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "Australia/Sydney" });
  return (
    <time dateTime={sentAt} className="text-sm text-slate-600">
      {t("newsletter.archive.sentOn", { date: date.format(new Date(sentAt)) })}
    </time>
  );
}

/** `/newsletter/issues`: every issue sent, newest first, each a link to its page. */
export function NewsletterArchive({ issues }: { issues: readonly ArchivedIssueView[] }) {
  const { t } = useTranslation("forms");
  return (
    <>
      <PageMeta title={t("newsletter.archive.title")} description={t("newsletter.archive.description")} />
      <PageHero
        eyebrow={t("newsletter.pageTitle")}
        title={t("newsletter.archive.heading")}
        lead={t("newsletter.archive.lead")}
      >
        <p className="mt-6">
          <LocalizedLink to="/newsletter" className="font-medium text-brand-700 underline">
            {t("newsletter.archive.subscribe")}
          </LocalizedLink>
        </p>
      </PageHero>
      <div className={`${CONTAINER} max-w-3xl pt-4 pb-20`}>
        {issues.length === 0 ? (
          <p className="text-slate-700">{t("newsletter.archive.empty")}</p>
        ) : (
          <ol className="divide-y divide-slate-200 border-y border-slate-200">
            {issues.map((issue) => (
              <li key={issue.id} className="py-5">
                <SentOn sentAt={issue.sentAt} />
                <h2 className="mt-1 text-lg font-semibold text-slate-900">
                  <LocalizedLink
                    to={`/newsletter/issues/${issue.id}`}
                    {...longFormAttributes(issue)}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {issue.subject}
                  </LocalizedLink>
                </h2>
                {issue.isFallback && (
                  <p className="mt-1 text-sm text-slate-600">{t("newsletter.archive.englishOnly")}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/** `/newsletter/issues/:id`: one sent issue as subscribers read it. */
export function NewsletterIssueArticle({ issue }: { issue: ArchivedIssueView & { html: string } }) {
  const { t } = useTranslation("forms");
  const textLanguage = longFormAttributes(issue);
  return (
    <>
      <PageMeta
        title={issue.subject}
        description={t("newsletter.archive.issueDescription", { subject: issue.subject })}
      />
      <PageHero
        back={{ to: "/newsletter/issues", label: t("newsletter.archive.back") }}
        title={<span {...textLanguage}>{issue.subject}</span>}
      >
        <p className="mt-4">
          <SentOn sentAt={issue.sentAt} />
        </p>
        {issue.isFallback && (
          <p className="mt-2 text-sm text-slate-600">{t("newsletter.archive.englishOnly")}</p>
        )}
      </PageHero>
      <div className={`${CONTAINER} max-w-3xl pt-4 pb-20`}>
        <article
          {...textLanguage}
          className={PROSE}
          // Rendered from staff's Markdown and sanitised on the server (markdown.server.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML
          dangerouslySetInnerHTML={{ __html: issue.html }}
        />
        <p className="mt-12 border-t border-slate-200 pt-6">
          <LocalizedLink to="/newsletter" className="font-medium text-brand-700 underline">
            {t("newsletter.archive.subscribe")}
          </LocalizedLink>
        </p>
      </div>
    </>
  );
}
