import { useTranslation } from "react-i18next";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import { LANGUAGES, type LanguageCode } from "#app/domain/languages.ts";

export type LegalTextRow = {
  name: "privacy" | "terms" | "cookies";
  statuses: Record<LanguageCode, LanguageStatus>;
};

const TONE: Record<LanguageStatus, string> = {
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  draft: "bg-amber-50 text-amber-900 ring-amber-200",
  missing: "bg-slate-50 text-slate-700 ring-slate-200",
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
            <LocalizedLink
              to={`/admin/legal/${row.name}/${code}`}
              aria-label={t("legal.editLanguage", {
                page: t(`legal.names.${row.name}`),
                language: nativeName,
                status: t(`statuses.${row.statuses[code]}`),
              })}
              className={`inline-block rounded px-2 py-0.5 text-xs font-medium ring-1 underline-offset-2 hover:underline ${TONE[row.statuses[code]]}`}
            >
              {t(`statuses.${row.statuses[code]}`)}
            </LocalizedLink>
          ),
        })),
      ]}
    />
  );
}
