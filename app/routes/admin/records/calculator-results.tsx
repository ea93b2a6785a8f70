import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { CalculatorResultsTable } from "#app/components/admin/records/calculator-results-table.tsx";
import { ListFilter } from "#app/components/admin/records/list-filter.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { calculatorResultsPage } from "#app/server/admin/records-calculators.server.ts";
import type { Route } from "./+types/calculator-results";

export const handle = i18nHandle("admin", "admin-records");

/** `?type=<calculator type>&page=`; showing the page is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  return calculatorResultsPage({ admin, context, request });
}

/** `/admin/calculator-results`: results visitors saved from the tools, newest first. */
export default function CalculatorResultsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { rows, page, pageCount, total, type, types } = loaderData;
  return (
    <AdminPage title={t("calculatorResults.title")} lead={t("calculatorResults.lead")}>
      <ListFilter label={t("calculatorResults.tool")} name="type" value={type} options={types} />
      <CalculatorResultsTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
