import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { ListFilter } from "#app/components/admin/records/list-filter.tsx";
import { OrdersTable, SubscriptionsTable } from "#app/components/admin/records/orders-tables.tsx";
import { COMMERCE_VIEWS } from "#app/domain/admin/records.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { ordersPage } from "#app/server/admin/records-orders.server.ts";
import type { Route } from "./+types/orders";

export const handle = i18nHandle("admin", "admin-records");

/** `?view=orders|subscriptions&status=&page=`; showing the page is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  return ordersPage({ admin, context, request });
}

/** `/admin/orders`: orders or subscriptions (two tabs), by status. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { pathname } = useLocation();
  const { view, page, pageCount, total, status } = loaderData;
  return (
    <AdminPage title={t("orders.title")} lead={t("orders.lead")}>
      <nav aria-label={t("orders.views")} className="flex gap-2 border-b border-slate-200">
        {COMMERCE_VIEWS.map((each) => (
          <Link
            key={each}
            to={each === "orders" ? pathname : `${pathname}?view=${each}`}
            aria-current={each === view ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${
              each === view
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {t(`orders.tabs.${each}`)}
          </Link>
        ))}
      </nav>
      <ListFilter
        label={t("columns.status")}
        name="status"
        value={status}
        options={
          loaderData.view === "orders"
            ? loaderData.statuses.map((value) => ({ value, label: t(`orders.statuses.${value}`) }))
            : loaderData.statuses.map((value) => ({ value, label: t(`subscriptions.statuses.${value}`) }))
        }
        keep={view === "orders" ? {} : { view }}
      />
      {loaderData.view === "orders" ? (
        <OrdersTable rows={loaderData.rows} />
      ) : (
        <SubscriptionsTable rows={loaderData.rows} />
      )}
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
