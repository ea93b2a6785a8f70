import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { OpportunityForm } from "#app/components/admin/content/opportunity-form.tsx";
import { opportunityFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { takenAnswer } from "#app/server/admin/content.server.ts";
import {
  createOpportunity,
  deleteOpportunity,
  findOpportunity,
  updateOpportunity,
} from "#app/server/admin/content-opportunities.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/opportunity";

export const handle = i18nHandle("admin-content");

/** `/admin/opportunities/new` and `/admin/opportunities/:id`: a tender; `?confirm=delete` asks before deleting. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const opportunity = params.id ? await findOpportunity(params.id) : null;
  if (params.id && !opportunity) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    opportunity,
    confirmDelete: opportunity !== null && query.get("confirm") === "delete",
    saved: query.has("saved"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, opportunityFormSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const actor = auditActor(admin, context);
  if (form.value.intent === "delete") {
    if (!params.id || (await deleteOpportunity(actor, params.id)) === "notFound")
      return form.fail("notFound", 404);
    return form.redirect("/admin/opportunities", { query: { deleted: "1" } });
  }
  const { intent: _, ...input } = form.value;
  const outcome = params.id
    ? await updateOpportunity(actor, params.id, input)
    : await createOpportunity(actor, input);
  if (outcome === "taken") return takenAnswer(form.payload, "id", "idTaken");
  if (outcome === "notFound") return form.fail("notFound", 404);
  return form.redirect(`/admin/opportunities/${input.id}`, { query: { saved: "1" } });
}

export const headers = formHeaders;

export default function Opportunity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { opportunity, confirmDelete, saved } = loaderData;
  return (
    <AdminPage
      title={
        opportunity ? t("opportunity.editTitle", { title: opportunity.title }) : t("opportunity.newTitle")
      }
    >
      {confirmDelete ? (
        <DeleteConfirm question={t("opportunity.confirmDelete")} />
      ) : (
        <OpportunityForm
          key={opportunity?.id ?? "new"}
          opportunity={opportunity}
          saved={saved}
          answer={actionData}
        />
      )}
    </AdminPage>
  );
}
