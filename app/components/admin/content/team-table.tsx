import { useTranslation } from "react-i18next";
import { RecordLink } from "#app/components/admin/content/content-form.tsx";
import { languageStatusColumns } from "#app/components/admin/content/language-status-link.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

export type TeamListRow = {
  id: string;
  name: string;
  position: number;
  isSample: boolean;
  languages: Record<LanguageCode, LanguageStatus> | null;
};

/** The team in the order /about shows it: each name opens its editor, each language's state its text. */
export function TeamTable({ rows }: { rows: readonly TeamListRow[] }) {
  const { t } = useTranslation("admin-content");
  return (
    <DataTable
      caption={t("team.title")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("team.empty")}
      columns={[
        {
          header: t("fields.name"),
          cell: (row) => (
            <RecordLink to={`/admin/team/${row.id}`} detail={row.id} isSample={row.isSample}>
              {row.name}
            </RecordLink>
          ),
        },
        { header: t("fields.position"), cell: (row) => row.position },
        ...languageStatusColumns<TeamListRow>({
          to: (row, lang) => `/admin/team/${row.id}/${lang}`,
          statuses: (row) => row.languages,
          label: (row, language, status) => t("versions.editLanguage", { name: row.name, language, status }),
        }),
      ]}
    />
  );
}
