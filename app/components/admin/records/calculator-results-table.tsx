import { useTranslation } from "react-i18next";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { Address, LanguageName, When } from "#app/components/admin/records/cells.tsx";
import type { CalculatorRow } from "#app/domain/admin/records.ts";

/** A saved result in a few lines, and everything stored behind a disclosure. */
function ResultCell({ row }: { row: CalculatorRow }) {
  const { t } = useTranslation("admin-records");
  return (
    <div className="min-w-64 space-y-2">
      {row.summary.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {row.summary.map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-slate-600">{line.label}</dt>
              <dd className="font-medium tabular-nums">{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <details>
        <summary className="cursor-pointer text-brand-800 underline underline-offset-2">
          {t("calculatorResults.json")}
        </summary>
        <pre dir="ltr" className="mt-2 max-h-80 max-w-md overflow-auto rounded bg-slate-50 p-2 text-xs">
          {row.json}
        </pre>
      </details>
    </div>
  );
}

/** Saved calculator results: which tool, whose address, in which language, when, and what it said. */
export function CalculatorResultsTable({ rows }: { rows: CalculatorRow[] }) {
  const { t } = useTranslation("admin-records");
  return (
    <DataTable
      caption={t("calculatorResults.caption")}
      empty={t("calculatorResults.empty")}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: t("calculatorResults.tool"), cell: (row) => row.tool },
        { header: t("columns.email"), cell: (row) => <Address value={row.email} /> },
        { header: t("columns.language"), cell: (row) => <LanguageName code={row.language} /> },
        { header: t("columns.createdAt"), cell: (row) => <When value={row.createdAt} /> },
        { header: t("calculatorResults.result"), cell: (row) => <ResultCell row={row} /> },
      ]}
    />
  );
}
