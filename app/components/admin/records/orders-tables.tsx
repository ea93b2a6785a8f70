import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { Address, When } from "#app/components/admin/records/cells.tsx";
import { type BadgeTone, StatusBadge } from "#app/components/admin/records/status-badge.tsx";
import type { OrderRow, ProviderId, SubscriptionRow } from "#app/domain/admin/records.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

const ORDER_TONE: Record<string, BadgeTone> = { paid: "good", pending: "waiting", failed: "bad" };
const SUBSCRIPTION_TONE: Record<string, BadgeTone> = {
  active: "good",
  trialing: "good",
  past_due: "bad",
  unpaid: "bad",
  incomplete: "waiting",
  paused: "waiting",
};

/** The payment provider, and every id it gave, each linked to its page in the provider's dashboard (Stripe). */
function ProviderCell({ provider, ids }: { provider: string; ids: ProviderId[] }) {
  const { t } = useTranslation("admin-records");
  return (
    <div className="min-w-48 space-y-1">
      <p className="font-medium">{provider === "stripe" ? "Stripe" : t("orders.testProvider")}</p>
      <ul className="space-y-0.5 text-xs">
        {ids.map(({ kind, id, url }) => (
          <li key={kind}>
            <span className="text-slate-600">{t(`orders.ids.${kind}`)}</span>{" "}
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                dir="ltr"
                className="inline-flex items-center gap-1 break-all text-brand-800 underline underline-offset-2"
              >
                {id}
                <ExternalLink aria-hidden className="size-3 shrink-0" />
                <span className="sr-only">{t("orders.dashboardLink")}</span>
              </a>
            ) : (
              <code dir="ltr" className="break-all">
                {id}
              </code>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Checkouts: buyer, plan, amount, status, the provider's ids, when started and paid. */
export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  const { t } = useTranslation("admin-records");
  return (
    <DataTable
      caption={t("orders.caption")}
      empty={t("orders.empty")}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: t("columns.email"), cell: (row) => <Address value={row.email} /> },
        {
          header: t("orders.plan"),
          cell: (row) => (
            <div>
              <p>{row.plan}</p>
              <p className="text-xs text-slate-600">{translateDataKey(t, `orders.modes.${row.mode}`)}</p>
            </div>
          ),
        },
        { header: t("orders.amount"), numeric: true, cell: (row) => row.amount },
        {
          header: t("columns.status"),
          cell: (row) => (
            <StatusBadge tone={ORDER_TONE[row.status] ?? "quiet"}>
              {translateDataKey(t, `orders.statuses.${row.status}`)}
            </StatusBadge>
          ),
        },
        {
          header: t("orders.provider"),
          cell: (row) => <ProviderCell provider={row.provider} ids={row.providerIds} />,
        },
        { header: t("columns.createdAt"), cell: (row) => <When value={row.createdAt} /> },
        { header: t("orders.paidAt"), cell: (row) => <When value={row.paidAt} /> },
      ]}
    />
  );
}

/** Subscriptions as the provider last reported them: buyer, plan, status, period end, the provider's ids. */
export function SubscriptionsTable({ rows }: { rows: SubscriptionRow[] }) {
  const { t } = useTranslation("admin-records");
  return (
    <DataTable
      caption={t("subscriptions.caption")}
      empty={t("subscriptions.empty")}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: t("columns.email"), cell: (row) => <Address value={row.email} /> },
        { header: t("orders.plan"), cell: (row) => row.plan ?? t("subscriptions.otherPlan") },
        {
          header: t("columns.status"),
          cell: (row) => (
            <div className="space-y-1">
              <StatusBadge tone={SUBSCRIPTION_TONE[row.status] ?? "quiet"}>
                {translateDataKey(t, `subscriptions.statuses.${row.status}`)}
              </StatusBadge>
              {row.cancelAtPeriodEnd && (
                <p className="text-xs text-slate-600">{t("subscriptions.endsAtPeriodEnd")}</p>
              )}
            </div>
          ),
        },
        { header: t("subscriptions.periodEnd"), cell: (row) => <When value={row.periodEnd} /> },
        {
          header: t("orders.provider"),
          cell: (row) => <ProviderCell provider={row.provider} ids={row.providerIds} />,
        },
        { header: t("subscriptions.updatedAt"), cell: (row) => <When value={row.updatedAt} /> },
      ]}
    />
  );
}
