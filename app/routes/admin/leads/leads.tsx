import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { LeadFilterForm } from "#app/components/admin/leads/lead-filter-form.tsx";
import { LeadsTable } from "#app/components/admin/leads/leads-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { leadFiltersQuery, parseLeadFilters } from "#app/domain/admin/lead-filters.ts";
import { pageCountOf, pageOf } from "#app/domain/admin/paging.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { leadFilterChoices, viewLeads } from "#app/server/admin/leads.server.ts";
import type { Route } from "./+types/leads";

export const handle = i18nHandle("admin", "admin-leads");

/** `/admin/leads`: every lead, newest first, filtered and paged by its URL; each load is audited as a view. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  const query = new URL(request.url).searchParams;
  const { filters, errors } = parseLeadFilters(query);
  const page = pageOf(query);
  const [{ rows, total }, choices] = await Promise.all([
    viewLeads(auditActor(admin, context), filters, page),
    leadFilterChoices(),
  ]);
  return {
    rows,
    total,
    page,
    pageCount: pageCountOf(total),
    filters,
    errors,
    choices,
    exportQuery: Object.fromEntries(leadFiltersQuery(filters)),
  };
}

export default function LeadsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-leads");
  const href = useLocalizedHref();
  const { rows, total, page, pageCount, filters, errors, choices, exportQuery } = loaderData;
  return (
    <AdminPage
      title={t("list.title")}
      lead={t("list.lead")}
      actions={
        // A plain link, not a client-side navigation: the file downloads and the page stays; past the export limit
        // the browser shows the server's plain message.
        <a href={href("/admin/leads/export.csv", exportQuery)} className={buttonClass("secondary")}>
          {t("list.export")}
        </a>
      }
    >
      <LeadFilterForm filters={filters} errors={errors} choices={choices} />
      <LeadsTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
