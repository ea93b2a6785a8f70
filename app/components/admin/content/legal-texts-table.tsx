import { useTranslation } from "react-i18next";
import { LanguageStatusLink } from "#app/components/admin/content/language-status-link.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import { LANGUAGES, type LanguageCode } from "#app/domain/languages.ts";

export type LegalTextRow = {
  name: "privacy" | "terms" | "cookies";
  statuses: Record<LanguageCode, LanguageStatus>;
};

/** The legal pages, each with the state of every language; each state opens that language's editor. */
export function LegalTextsTable({ rows }: { rows: readonly LegalTextRow[] }) {
  const { t } = useTranslation("admin-content");
  return (
    <DataTable
      caption={t("legal.title")}
      rows={rows}
      rowKey={(row) => row.name}
      empty=""
      columns={[
        { header: t("legal.page"), cell: (row) => t(`legal.names.${row.name}`) },
        ...LANGUAGES.map(({ code, nativeName }) => ({
          header: nativeName,
          cell: (row: LegalTextRow) => (
            <LanguageStatusLink
              to={`/admin/legal/${row.name}/${code}`}
              status={row.statuses[code]}
              label={t("legal.editLanguage", {
                page: t(`legal.names.${row.name}`),
                language: nativeName,
                status: t(`statuses.${row.statuses[code]}`),
              })}
            />
          ),
        })),
      ]}
    />
  );
}
