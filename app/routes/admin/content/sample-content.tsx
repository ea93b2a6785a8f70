import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { SampleContentSummary } from "#app/components/admin/content/sample-content-summary.tsx";
import { sampleRemovalSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { removeSampleContent, sampleContentStatus } from "#app/server/db/seed/sample-content.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/sample-content";

export const handle = i18nHandle("admin-content");

/**
 * `/admin/sample-content` (issue 29 item 6): what is left of the sample content and one action that removes all of
 * it; `?confirm=delete` asks first, `?removed` says it is done.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const query = new URL(request.url).searchParams;
  return {
    status: await sampleContentStatus(),
    confirmDelete: query.get("confirm") === "delete",
    removed: query.has("removed"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, sampleRemovalSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  await removeSampleContent(auditActor(admin, context));
  return form.redirect("/admin/sample-content", { query: { removed: "1" } });
}

export const headers = formHeaders;

export default function SampleContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { status, confirmDelete, removed } = loaderData;
  return (
    <AdminPage title={t("samples.title")} lead={t("samples.lead")}>
      {removed && <ContentNotice>{t("samples.removedNotice")}</ContentNotice>}
      {confirmDelete ? (
        <DeleteConfirm question={t("samples.confirmDelete")} />
      ) : (
        <SampleContentSummary status={status} />
      )}
    </AdminPage>
  );
}
