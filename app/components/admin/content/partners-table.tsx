import { useTranslation } from "react-i18next";
import { RecordLink, YesNo } from "#app/components/admin/content/content-form.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import type { PartnerCategory, PartnershipLevel } from "#app/domain/partners/partner-directory.ts";

type PartnerRow = {
  isSample: boolean;
  id: string;
  name: string;
  category: PartnerCategory;
  industry: string;
  partnershipLevel: PartnershipLevel;
  isActive: boolean;
  isFeatured: boolean;
};

/** The partners list: each name opens the editor. */
export function PartnersTable({ rows }: { rows: readonly PartnerRow[] }) {
  const { t } = useTranslation("admin-content");
  return (
    <DataTable
      caption={t("partners.title")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("partners.empty")}
      columns={[
        {
          header: t("fields.name"),
          cell: (row) => (
            <RecordLink to={`/admin/partners/${row.id}`} detail={row.id} isSample={row.isSample}>
              {row.name}
            </RecordLink>
          ),
        },
        { header: t("fields.category"), cell: (row) => t(`categories.${row.category}`) },
        { header: t("fields.industry"), cell: (row) => row.industry },
        { header: t("fields.partnershipLevel"), cell: (row) => t(`levels.${row.partnershipLevel}`) },
        { header: t("fields.isActive"), cell: (row) => <YesNo value={row.isActive} /> },
        { header: t("fields.isFeatured"), cell: (row) => <YesNo value={row.isFeatured} /> },
      ]}
    />
  );
}
