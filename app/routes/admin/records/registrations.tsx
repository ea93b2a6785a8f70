import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { ListFilter } from "#app/components/admin/records/list-filter.tsx";
import { RegistrationsTable } from "#app/components/admin/records/registrations-table.tsx";
import { ANY_WEBINAR } from "#app/domain/admin/records.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { registrationsPage } from "#app/server/admin/records-registrations.server.ts";
import type { Route } from "./+types/registrations";

export const handle = i18nHandle("admin", "admin-records");

/** `?webinar=<id>|none&page=`; showing the page is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  return registrationsPage({ admin, context, request });
}

/** `/admin/registrations`: webinar registrations, newest first. */
export default function RegistrationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { rows, page, pageCount, total, webinar, webinars } = loaderData;
  return (
    <AdminPage title={t("registrations.title")} lead={t("registrations.lead")}>
      <ListFilter
        label={t("registrations.webinar")}
        name="webinar"
        value={webinar}
        options={[...webinars, { value: ANY_WEBINAR, label: t("registrations.anyWebinar") }]}
      />
      <RegistrationsTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
