import { CompanyForm } from "#app/components/account/company-form.tsx";
import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { companySchema } from "#app/domain/account/account-forms.ts";
import { updateCompany } from "#app/server/account/account.server.ts";
import { requireUser } from "#app/server/account/session.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/company";

export const handle = profileSectionHandle("company");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, companySchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  if (!(await updateCompany(requireUser({ request, context }).id, form.value.company))) {
    return form.fail("profileNotFound", 404);
  }
  return form.redirect("/profile", { notice: "companySaved" });
}

export const headers = formHeaders;

export default function CompanyRoute({ actionData }: Route.ComponentProps) {
  return <CompanyForm answer={actionData} />;
}
