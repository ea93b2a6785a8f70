import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, NewRecordLink } from "#app/components/admin/content/content-form.tsx";
import { OpportunitiesTable } from "#app/components/admin/content/opportunities-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentListLoader } from "#app/server/admin/content-kit.server.ts";
import { opportunityContent } from "#app/server/admin/content-opportunities.server.ts";
import type { Route } from "./+types/opportunities";

export const handle = i18nHandle("admin", "admin-content");

/** `/admin/opportunities`: every tender, closed and inactive ones too, latest deadline first. */
export function loader(args: Route.LoaderArgs) {
  return contentListLoader(opportunityContent, args);
}

export default function Opportunities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { rows, total, page, pageCount, deleted } = loaderData;
  return (
    <AdminPage
      title={t("opportunities.title")}
      lead={t("opportunities.lead")}
      actions={<NewRecordLink to="/admin/opportunities/new">{t("opportunities.new")}</NewRecordLink>}
    >
      {deleted && <ContentNotice>{t("notices.deleted")}</ContentNotice>}
      <OpportunitiesTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
