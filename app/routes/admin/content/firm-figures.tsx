import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { FirmFiguresForm } from "#app/components/admin/content/firm-figures-form.tsx";
import { firmFiguresFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { firmFigures, saveFirmFigures } from "#app/server/content/firm-figures.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/firm-figures";

export const handle = i18nHandle("admin-content");

/** `/admin/figures`: the firm's four figures, as every page states them (decision 084). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  return { figures: await firmFigures(), saved: new URL(request.url).searchParams.has("saved") };
}

/** Save: stored, audited, on every page at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, firmFiguresFormSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const { intent: _, ...figures } = form.value;
  await saveFirmFigures(auditActor(admin, context), figures);
  return form.redirect("/admin/figures", { query: { saved: "1" } });
}

export const headers = formHeaders;

export default function FirmFigures({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  return (
    <AdminPage title={t("figures.title")} lead={t("figures.lead")}>
      <FirmFiguresForm figures={loaderData.figures} saved={loaderData.saved} answer={actionData} />
    </AdminPage>
  );
}
