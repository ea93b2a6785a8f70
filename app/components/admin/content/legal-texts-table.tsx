import { useTranslation } from "react-i18next";
import { languageStatusColumns } from "#app/components/admin/content/language-status-link.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

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
        ...languageStatusColumns<LegalTextRow>({
          to: (row, lang) => `/admin/legal/${row.name}/${lang}`,
          statuses: (row) => row.statuses,
          label: (row, language, status) =>
            t("versions.editLanguage", { name: t(`legal.names.${row.name}`), language, status }),
        }),
      ]}
    />
  );
}
