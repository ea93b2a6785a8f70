import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { LanguageVersionLinks } from "#app/components/admin/content/language-status-link.tsx";
import { NewsletterIssueForm } from "#app/components/admin/content/newsletter-issue-form.tsx";
import { SendPanel } from "#app/components/admin/content/newsletter-send.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { newsletterIssueFormSchema } from "#app/domain/admin/content-forms.ts";
import { DEFAULT_LANGUAGE } from "#app/domain/languages.ts";
import { issueStateOf } from "#app/domain/newsletter/newsletter-issues.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentEditAction, contentEditLoader } from "#app/server/admin/content-kit.server.ts";
import { newsletterIssueContent } from "#app/server/admin/content-newsletter.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import { publishedLanguages, sendAudience } from "#app/server/newsletter/newsletter-issues.server.ts";
import type { Route } from "./+types/newsletter-issue";

export const handle = i18nHandle("admin-content");

/**
 * `/admin/newsletter/new` (the new issue's identifier) and `/admin/newsletter/:id`: the state of its texts in each
 * language, each a link to that language's editor, and its send: who would receive it, or how far it has gone;
 * `?confirm=delete` asks before deleting.
 */
export async function loader(args: Route.LoaderArgs) {
  const edit = await contentEditLoader(newsletterIssueContent, args);
  const { record, languages } = edit;
  if (!record) return { ...edit, send: null };
  const published = publishedLanguages(languages);
  return {
    ...edit,
    send: {
      state: issueStateOf(record),
      sentAt: record.sendStartedAt?.toISOString() ?? null,
      audience: await sendAudience(record, published),
      englishPublished: published.includes(DEFAULT_LANGUAGE),
      started: new URL(args.request.url).searchParams.has("sending"),
    },
  };
}

export function action(args: Route.ActionArgs) {
  return contentEditAction(newsletterIssueContent, newsletterIssueFormSchema, args);
}

export const headers = formHeaders;

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { record, languages, confirmDelete, saved, send } = loaderData;
  if (!record || !send) {
    return (
      <AdminPage title={t("newsletter.newTitle")} lead={t("newsletter.newLead")}>
        <NewsletterIssueForm answer={actionData} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t("newsletter.editTitle", { id: record.id })}
      lead={
        <LocalizedLink to="/admin/newsletter" className="font-medium text-brand-700 underline">
          {t("newsletter.back")}
        </LocalizedLink>
      }
    >
      {confirmDelete ? (
        <DeleteConfirm
          question={t(send.state === "draft" ? "newsletter.confirmDelete" : "newsletter.confirmDeleteSent")}
        />
      ) : (
        <>
          {saved && <ContentNotice>{t("notices.saved")}</ContentNotice>}
          {send.started && <ContentNotice>{t("newsletter.started")}</ContentNotice>}
          {languages && (
            <LanguageVersionLinks
              path={`/admin/newsletter/${record.id}`}
              name={record.id}
              languages={languages}
            />
          )}
          <SendPanel id={record.id} {...send} />
          <LocalizedLink
            to={`/admin/newsletter/${record.id}?confirm=delete`}
            className={buttonClass("ghost", "text-red-800")}
          >
            {t("actions.delete")}
          </LocalizedLink>
        </>
      )}
    </AdminPage>
  );
}
