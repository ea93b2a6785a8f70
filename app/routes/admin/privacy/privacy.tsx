import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { EraseForm } from "#app/components/admin/privacy/erase-form.tsx";
import { PersonFindings } from "#app/components/admin/privacy/person-findings.tsx";
import { PersonLookup } from "#app/components/admin/privacy/person-lookup.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { eraseSchema, isEmpty, lookupEmailOf } from "#app/domain/admin/privacy.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { erasePerson, lookUpPerson } from "#app/server/admin/privacy.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/privacy";

export const handle = i18nHandle("admin-privacy");

/** `/admin/privacy?email=`: what is held about an address (each lookup audited), its export and its erasure. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  const query = new URL(request.url).searchParams;
  const { email, error } = lookupEmailOf(query);
  return {
    email: email ?? query.get("email") ?? "",
    error,
    findings: email ? await lookUpPerson(auditActor(admin, context), email) : null,
    erased: query.get("erased") === "1",
  };
}

/** Erase, once the address was typed again; then back to an empty lookup that says it is done. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, eraseSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const result = await erasePerson(auditActor(admin, context), form.value.email);
  if (result.status === "own-account") return form.fail("ownAccount");
  return form.redirect("/admin/privacy", { query: { erased: "1" } });
}

export const headers = formHeaders;

export default function PrivacyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-privacy");
  const { email, error, findings, erased } = loaderData;
  return (
    <AdminPage title={t("privacy.title")} lead={t("privacy.lead")}>
      {erased && (
        <Notice tone="success">
          {t("privacy.erased")}{" "}
          <LocalizedLink to="/admin/audit?action=erase" className="font-semibold underline">
            {t("privacy.erasedAudit")}
          </LocalizedLink>
        </Notice>
      )}
      <PersonLookup email={email} error={error} />
      {findings && <PersonFindings email={email} data={findings} />}
      {findings && !isEmpty(findings) && <EraseForm email={email} answer={actionData} />}
    </AdminPage>
  );
}
