import { useTranslation } from "react-i18next";
import { RecordLink } from "#app/components/admin/content/content-form.tsx";
import { languageStatusColumns } from "#app/components/admin/content/language-status-link.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { WEBINAR_TIME_ZONE } from "#app/domain/webinars/webinars.ts";

export type WebinarListRow = {
  id: string;
  /** Its title in the staff member's language, else English, else any; null when no language has one yet. */
  title: string | null;
  startsAt: string;
  registrations: number;
  capacity: number | null;
  isSample: boolean;
  languages: Record<LanguageCode, LanguageStatus> | null;
};

/** The programme, latest first: each session's start (Sydney time), registrations, and every language's state. */
export function WebinarsTable({ rows }: { rows: readonly WebinarListRow[] }) {
  const { t, i18n } = useTranslation("admin-content");
  const when = dateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: WEBINAR_TIME_ZONE,
  });
  return (
    <DataTable
      caption={t("webinars.title")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("webinars.empty")}
      columns={[
        {
          header: t("fields.title"),
          cell: (row) => (
            <RecordLink to={`/admin/webinars/${row.id}`} detail={row.id} isSample={row.isSample}>
              {row.title ?? t("webinars.untitled")}
            </RecordLink>
          ),
        },
        {
          header: t("webinars.start"),
          cell: (row) => <time dateTime={row.startsAt}>{when.format(new Date(row.startsAt))}</time>,
        },
        {
          header: t("webinars.registrations"),
          cell: (row) =>
            row.capacity === null
              ? row.registrations
              : t("webinars.registrationsOf", { count: row.registrations, capacity: row.capacity }),
        },
        ...languageStatusColumns<WebinarListRow>({
          to: (row, lang) => `/admin/webinars/${row.id}/${lang}`,
          statuses: (row) => row.languages,
          label: (row, language, status) =>
            t("versions.editLanguage", { name: row.title ?? row.id, language, status }),
        }),
      ]}
    />
  );
}
