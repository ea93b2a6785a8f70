import { useTranslation } from "react-i18next";
import { RecordLink } from "#app/components/admin/content/content-form.tsx";
import { languageStatusColumns } from "#app/components/admin/content/language-status-link.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import type { IssueState } from "#app/domain/newsletter/newsletter-issues.ts";

export type NewsletterIssueListRow = {
  id: string;
  /** Its subject in the staff member's language, else English, else any; null when no language has one yet. */
  subject: string | null;
  state: IssueState;
  /** When its send began (ISO), once it has. */
  sentAt: string | null;
  languages: Record<LanguageCode, LanguageStatus> | null;
};

/** The newsletter's issues, those being written first: each one's state and every language's text. */
export function NewsletterIssuesTable({ rows }: { rows: readonly NewsletterIssueListRow[] }) {
  const { t, i18n } = useTranslation("admin-content");
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <DataTable
      caption={t("newsletter.title")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("newsletter.empty")}
      columns={[
        {
          header: t("fields.subject"),
          cell: (row) => (
            <RecordLink to={`/admin/newsletter/${row.id}`} detail={row.id} isSample={false}>
              {row.subject ?? t("newsletter.untitled")}
            </RecordLink>
          ),
        },
        {
          header: t("newsletter.state"),
          cell: (row) =>
            row.sentAt ? (
              <>
                {t(`newsletter.states.${row.state}`)}{" "}
                <time dateTime={row.sentAt}>{when.format(new Date(row.sentAt))}</time>
              </>
            ) : (
              t(`newsletter.states.${row.state}`)
            ),
        },
        ...languageStatusColumns<NewsletterIssueListRow>({
          to: (row, lang) => `/admin/newsletter/${row.id}/${lang}`,
          statuses: (row) => row.languages,
          label: (row, language, status) =>
            t("versions.editLanguage", { name: row.subject ?? row.id, language, status }),
        }),
      ]}
    />
  );
}
