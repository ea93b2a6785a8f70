import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { AuditFilters, AuditTable } from "#app/components/admin/privacy/audit-log.tsx";
import { pageCountOf, pageOf } from "#app/domain/admin/paging.ts";
import { auditFilterOf } from "#app/domain/admin/privacy-audit.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { AUDIT_ACTIONS, listAuditLog } from "#app/server/admin/privacy-audit-log.server.ts";
import type { Route } from "./+types/audit";

export const handle = i18nHandle("admin", "admin-privacy");

/**
 * `/admin/audit`: the audit log, newest first, filtered in the URL. Reading it adds no audit row: it names staff
 * (their addresses and IPs) and records by id, never a visitor's personal data, and a row per reading would bury the
 * rows that matter.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const query = new URL(request.url).searchParams;
  const filter = auditFilterOf(query, AUDIT_ACTIONS);
  const page = pageOf(query);
  const { rows, total } = await listAuditLog(filter, page);
  return { filter, rows, total, page, pageCount: pageCountOf(total), actions: AUDIT_ACTIONS };
}

export default function AuditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-privacy");
  const { filter, rows, total, page, pageCount, actions } = loaderData;
  return (
    <AdminPage title={t("audit.title")} lead={t("audit.lead")}>
      <AuditFilters filter={filter} actions={actions} />
      <AuditTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
