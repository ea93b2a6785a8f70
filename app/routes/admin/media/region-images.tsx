import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { RegionImagesForm } from "#app/components/admin/media/region-images-form.tsx";
import { REGION_IDS } from "#app/content/regions.ts";
import { imageChoicesFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import { mediaChoices } from "#app/server/media/media-library.server.ts";
import { regionImageChoices, saveRegionImages } from "#app/server/media/region-images.server.ts";
import type { Route } from "./+types/region-images";

export const handle = i18nHandle("admin-content", "admin-media", "regions");

const schema = imageChoicesFormSchema(REGION_IDS);

/** `/admin/regions`: each region's picture, an image of the media library (decision 086). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const [chosen, images] = await Promise.all([regionImageChoices(), mediaChoices()]);
  return { chosen, images, saved: new URL(request.url).searchParams.has("saved") };
}

/** Save: stored, audited, on /regions at once; an image deleted meanwhile is refused on its field. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, schema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const { intent: _, ...choices } = form.value;
  const outcome = await saveRegionImages(auditActor(admin, context), choices);
  if (outcome === "referenced") return form.fail("imageGone", 409);
  return form.redirect("/admin/regions", { query: { saved: "1" } });
}

export const headers = formHeaders;

export default function RegionImages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-media");
  return (
    <AdminPage title={t("regions.title")} lead={t("regions.lead")}>
      <RegionImagesForm
        chosen={loaderData.chosen}
        images={loaderData.images}
        saved={loaderData.saved}
        answer={actionData}
      />
    </AdminPage>
  );
}
