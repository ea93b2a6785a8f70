import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, NewRecordLink } from "#app/components/admin/content/content-form.tsx";
import { WebinarsTable } from "#app/components/admin/content/webinars-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentListLoader } from "#app/server/admin/content-kit.server.ts";
import { webinarContent } from "#app/server/admin/content-webinars.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { registrationCounts, webinarTitles } from "#app/server/webinars/webinar-programme.server.ts";
import type { Route } from "./+types/webinars";

export const handle = i18nHandle("admin", "admin-content");

/**
 * `/admin/webinars`: the programme, latest first, each session with its title in the staff member's language
 * (else English, else any), its registrations and the state of every language (decision 082).
 */
export async function loader(args: Route.LoaderArgs) {
  const list = await contentListLoader(webinarContent, args);
  const ids = list.rows.map((row) => row.id);
  const lang = languageFromPath(new URL(args.request.url).pathname);
  const [titles, registered] = await Promise.all([
    webinarTitles(getDb(), ids, lang),
    registrationCounts(getDb(), ids),
  ]);
  return {
    ...list,
    rows: list.rows.map((row) => ({
      id: row.id,
      title: titles.get(row.id) ?? null,
      startsAt: row.startsAt.toISOString(),
      registrations: registered.get(row.id) ?? 0,
      capacity: row.capacity,
      isSample: row.isSample,
      languages: row.languages,
    })),
  };
}

export default function Webinars({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { rows, total, page, pageCount, deleted } = loaderData;
  return (
    <AdminPage
      title={t("webinars.title")}
      lead={t("webinars.lead")}
      actions={<NewRecordLink to="/admin/webinars/new">{t("webinars.new")}</NewRecordLink>}
    >
      {deleted && <ContentNotice>{t("notices.deleted")}</ContentNotice>}
      <WebinarsTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
