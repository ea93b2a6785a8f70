import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, NewRecordLink } from "#app/components/admin/content/content-form.tsx";
import { TeamTable } from "#app/components/admin/content/team-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentListLoader } from "#app/server/admin/content-kit.server.ts";
import { teamContent } from "#app/server/admin/content-team.server.ts";
import type { Route } from "./+types/team";

export const handle = i18nHandle("admin", "admin-content");

/** `/admin/team`: the leadership team in the order /about shows it, with the state of each language's texts. */
export function loader(args: Route.LoaderArgs) {
  return contentListLoader(teamContent, args);
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { rows, total, page, pageCount, deleted } = loaderData;
  return (
    <AdminPage
      title={t("team.title")}
      lead={t("team.lead")}
      actions={<NewRecordLink to="/admin/team/new">{t("team.new")}</NewRecordLink>}
    >
      {deleted && <ContentNotice>{t("notices.deleted")}</ContentNotice>}
      <TeamTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
