import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { PartnerForm } from "#app/components/admin/content/partner-form.tsx";
import { partnerFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { takenAnswer } from "#app/server/admin/content.server.ts";
import {
  createPartner,
  deletePartner,
  findPartner,
  updatePartner,
} from "#app/server/admin/content-partners.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/partner";

export const handle = i18nHandle("admin-content");

/** `/admin/partners/new` and `/admin/partners/:id`: every field of a partner; `?confirm=delete` asks before deleting. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const partner = params.id ? await findPartner(params.id) : null;
  if (params.id && !partner) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    partner,
    confirmDelete: partner !== null && query.get("confirm") === "delete",
    saved: query.has("saved"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, partnerFormSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const actor = auditActor(admin, context);
  if (form.value.intent === "delete") {
    if (!params.id || (await deletePartner(actor, params.id)) === "notFound")
      return form.fail("notFound", 404);
    return form.redirect("/admin/partners", { query: { deleted: "1" } });
  }
  const { intent: _, ...input } = form.value;
  const outcome = params.id
    ? await updatePartner(actor, params.id, input)
    : await createPartner(actor, input);
  if (outcome === "taken") return takenAnswer(form.payload, "id", "idTaken");
  if (outcome === "notFound") return form.fail("notFound", 404);
  return form.redirect(`/admin/partners/${input.id}`, { query: { saved: "1" } });
}

export const headers = formHeaders;

export default function Partner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { partner, confirmDelete, saved } = loaderData;
  return (
    <AdminPage title={partner ? t("partner.editTitle", { name: partner.name }) : t("partner.newTitle")}>
      {confirmDelete ? (
        <DeleteConfirm question={t("partner.confirmDelete")} />
      ) : (
        <PartnerForm key={partner?.id ?? "new"} partner={partner} saved={saved} answer={actionData} />
      )}
    </AdminPage>
  );
}
