import { useTranslation } from "react-i18next";
import { RecordLink, YesNo } from "#app/components/admin/content/content-form.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import type { OpportunityRecord } from "#app/domain/opportunities/opportunities.ts";

/** The tenders list: each title opens the editor. */
export function OpportunitiesTable({
  rows,
}: {
  rows: readonly (OpportunityRecord & { isSample: boolean })[];
}) {
  const { t, i18n } = useTranslation("admin-content");
  // A deadline is a calendar date: formatted as such, in no time zone of its own.
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <DataTable
      caption={t("opportunities.title")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("opportunities.empty")}
      columns={[
        {
          header: t("fields.title"),
          cell: (row) => (
            <RecordLink to={`/admin/opportunities/${row.id}`} detail={row.id} isSample={row.isSample}>
              {row.title}
            </RecordLink>
          ),
        },
        { header: t("fields.department"), cell: (row) => row.department },
        {
          header: t("fields.deadline"),
          cell: (row) => (
            <time dateTime={row.deadline}>{date.format(new Date(`${row.deadline}T00:00:00Z`))}</time>
          ),
        },
        { header: t("fields.active"), cell: (row) => <YesNo value={row.active} /> },
      ]}
    />
  );
}
