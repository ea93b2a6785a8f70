import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice } from "#app/components/admin/content/content-form.tsx";
import { MediaTable } from "#app/components/admin/media/media-table.tsx";
import { MediaUploadForm } from "#app/components/admin/media/media-upload-form.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { mediaListLoader, mediaUploadAction } from "#app/server/admin/content-media.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/media";

export const handle = i18nHandle("admin", "admin-content", "admin-media", "regions");

/** `/admin/media`: the upload form, then the library, newest first, with where each image is shown. */
export function loader(args: Route.LoaderArgs) {
  return mediaListLoader(args);
}

/** Upload: checked, cleaned, stored with its variants, then on to the new image's page. */
export function action(args: Route.ActionArgs) {
  return mediaUploadAction(args);
}

export const headers = formHeaders;

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-media");
  const { rows, total, page, pageCount, deleted, maxUploadMegabytes } = loaderData;
  return (
    <AdminPage title={t("library.title")} lead={t("library.lead")}>
      {deleted && <ContentNotice>{t("library.deleted")}</ContentNotice>}
      <MediaUploadForm maxMegabytes={maxUploadMegabytes} answer={actionData} />
      <MediaTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
