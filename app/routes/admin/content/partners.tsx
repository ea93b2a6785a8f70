import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, NewRecordLink } from "#app/components/admin/content/content-form.tsx";
import { PartnersTable } from "#app/components/admin/content/partners-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentListLoader } from "#app/server/admin/content-kit.server.ts";
import { partnerContent } from "#app/server/admin/content-partners.server.ts";
import type { Route } from "./+types/partners";

export const handle = i18nHandle("admin", "admin-content");

/** `/admin/partners`: the partner directory, inactive partners too, by name. */
export function loader(args: Route.LoaderArgs) {
  return contentListLoader(partnerContent, args);
}

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { rows, total, page, pageCount, deleted } = loaderData;
  return (
    <AdminPage
      title={t("partners.title")}
      lead={t("partners.lead")}
      actions={<NewRecordLink to="/admin/partners/new">{t("partners.new")}</NewRecordLink>}
    >
      {deleted && <ContentNotice>{t("notices.deleted")}</ContentNotice>}
      <PartnersTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
