import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { PartnerForm } from "#app/components/admin/content/partner-form.tsx";
import { partnerFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentEditAction, contentEditLoader } from "#app/server/admin/content-kit.server.ts";
import { partnerContent } from "#app/server/admin/content-partners.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import { mediaChoices } from "#app/server/media/media-library.server.ts";
import type { Route } from "./+types/partner";

export const handle = i18nHandle("admin-content", "admin-media");

/**
 * `/admin/partners/new` and `/admin/partners/:id`: every field of a partner and its logo (one of the media library's
 * images); `?confirm=delete` asks before deleting.
 */
export async function loader(args: Route.LoaderArgs) {
  const edit = await contentEditLoader(partnerContent, args);
  return { ...edit, images: await mediaChoices() };
}

export function action(args: Route.ActionArgs) {
  return contentEditAction(partnerContent, partnerFormSchema, args);
}

export const headers = formHeaders;

export default function Partner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { record, confirmDelete, saved, images } = loaderData;
  return (
    <AdminPage title={record ? t("partner.editTitle", { name: record.name }) : t("partner.newTitle")}>
      {confirmDelete ? (
        <DeleteConfirm question={t("partner.confirmDelete")} />
      ) : (
        <PartnerForm
          key={record?.id ?? "new"}
          partner={record}
          images={images}
          saved={saved}
          answer={actionData}
        />
      )}
    </AdminPage>
  );
}
