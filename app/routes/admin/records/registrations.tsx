import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { ListFilter } from "#app/components/admin/records/list-filter.tsx";
import { RegistrationsTable } from "#app/components/admin/records/registrations-table.tsx";
import { FormError, Notice } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ANY_WEBINAR } from "#app/domain/admin/records.ts";
import { AttendanceSchema } from "#app/domain/admin/records-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { markAttendance, registrationsPage } from "#app/server/admin/records-registrations.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/registrations";

export const handle = i18nHandle("admin", "admin-records");

/** `?webinar=<id>|none&page=`; showing the page is audited. `?marked` follows a saved attendance. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  const page = await registrationsPage({ admin, context, request });
  return { ...page, marked: new URL(request.url).searchParams.has("marked") };
}

/** Marks one registrant as attended or not (audited), then back to the list, its filter and page kept. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, AttendanceSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const { registrationId, attended } = form.value;
  if (!(await markAttendance(auditActor(admin, context), registrationId, attended))) {
    return form.fail("registrationMissing", 404);
  }
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return form.redirect("/admin/registrations", { query: { ...query, marked: "1" } });
}

export const headers = formHeaders;

/** `/admin/registrations`: webinar registrations, newest first. */
export default function RegistrationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { formError, hasFieldErrors } = useForm({
    id: "attendance",
    ns: "admin-records",
    answer: actionData,
  });
  const { rows, page, pageCount, total, webinar, webinars, marked } = loaderData;
  const exportHref = useLocalizedHref()(
    webinar ? `/admin/registrations/export.csv?webinar=${webinar}` : "/admin/registrations/export.csv",
  );
  return (
    <AdminPage
      title={t("registrations.title")}
      lead={t("registrations.lead")}
      actions={
        // A file, not a page: a plain link (the router would try to render it).
        <a href={exportHref} download className={buttonClass("secondary")}>
          {t("registrations.export")}
        </a>
      }
    >
      {marked && <Notice tone="success">{t("registrations.marked")}</Notice>}
      {(formError || hasFieldErrors) && <FormError>{formError ?? t("errors.registrationMissing")}</FormError>}
      <ListFilter
        label={t("registrations.webinar")}
        name="webinar"
        value={webinar}
        options={[...webinars, { value: ANY_WEBINAR, label: t("registrations.anyWebinar") }]}
      />
      <RegistrationsTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
