import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { ListFilter } from "#app/components/admin/records/list-filter.tsx";
import { SubscribersTable } from "#app/components/admin/records/subscribers-table.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { subscribersPage } from "#app/server/admin/records-subscribers.server.ts";
import type { Route } from "./+types/subscribers";

export const handle = i18nHandle("admin", "admin-records");

/** `?status=confirmed|unconfirmed|unsubscribed&page=`; showing the page is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  return subscribersPage({ admin, context, request });
}

/** `/admin/subscribers`: the newsletter's subscribers, newest first. */
export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { rows, page, pageCount, total, status, statuses } = loaderData;
  return (
    <AdminPage title={t("subscribers.title")} lead={t("subscribers.lead")}>
      <ListFilter
        label={t("columns.status")}
        name="status"
        value={status}
        options={statuses.map((value) => ({ value, label: t(`subscribers.statuses.${value}`) }))}
      />
      <SubscribersTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
