import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import {
  DateTime,
  SourceCode,
  StatusBadge,
  useLeadLabels,
} from "#app/components/admin/leads/lead-format.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import type { LeadListRow } from "#app/domain/admin/lead-views.ts";

/** One page of leads; each name links to the lead's page. */
export function LeadsTable({ rows }: { rows: readonly LeadListRow[] }) {
  const { t } = useTranslation("admin-leads");
  const labels = useLeadLabels();
  const columns: Column<LeadListRow>[] = [
    { header: t("fields.createdAt"), cell: (lead) => <DateTime value={lead.createdAt} /> },
    {
      header: t("fields.name"),
      cell: (lead) => (
        <LocalizedLink
          to={`/admin/leads/${lead.id}`}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {lead.name}
        </LocalizedLink>
      ),
    },
    { header: t("fields.company"), cell: (lead) => lead.company },
    { header: t("fields.email"), cell: (lead) => <span dir="ltr">{lead.email}</span> },
    { header: t("fields.source"), cell: (lead) => <SourceCode source={lead.source} /> },
    { header: t("fields.service"), cell: (lead) => labels.service(lead.service) },
    { header: t("fields.language"), cell: (lead) => labels.language(lead.language) },
    { header: t("fields.status"), cell: (lead) => <StatusBadge status={lead.status} /> },
  ];
  return (
    <DataTable
      caption={t("list.caption")}
      columns={columns}
      rows={rows}
      rowKey={(lead) => lead.id}
      empty={t("list.empty")}
    />
  );
}
