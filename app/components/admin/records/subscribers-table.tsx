import { useTranslation } from "react-i18next";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { Address, LanguageName, When } from "#app/components/admin/records/cells.tsx";
import { type BadgeTone, StatusBadge } from "#app/components/admin/records/status-badge.tsx";
import type { SubscriberRow, SubscriberStatus } from "#app/domain/admin/records.ts";

const TONE: Record<SubscriberStatus, BadgeTone> = {
  confirmed: "good",
  unconfirmed: "waiting",
  unsubscribed: "quiet",
};

/** The newsletter's subscribers: address, status, where they signed up, in which language, and when. */
export function SubscribersTable({ rows }: { rows: SubscriberRow[] }) {
  const { t } = useTranslation("admin-records");
  return (
    <DataTable
      caption={t("subscribers.caption")}
      empty={t("subscribers.empty")}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: t("columns.email"), cell: (row) => <Address value={row.email} /> },
        {
          header: t("columns.status"),
          cell: (row) => (
            <StatusBadge tone={TONE[row.status]}>{t(`subscribers.statuses.${row.status}`)}</StatusBadge>
          ),
        },
        { header: t("columns.source"), cell: (row) => row.source },
        { header: t("columns.language"), cell: (row) => <LanguageName code={row.language} /> },
        { header: t("subscribers.subscribedAt"), cell: (row) => <When value={row.subscribedAt} /> },
        { header: t("subscribers.confirmedAt"), cell: (row) => <When value={row.confirmedAt} /> },
        { header: t("subscribers.unsubscribedAt"), cell: (row) => <When value={row.unsubscribedAt} /> },
      ]}
    />
  );
}
