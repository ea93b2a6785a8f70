import { SessionsSection } from "#app/components/account/account-security.tsx";
import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { noFieldsSchema } from "#app/domain/account/account-forms.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { logAuthFailure } from "#app/server/account/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/sign-out-everywhere";

export const handle = profileSectionHandle("sessions");

/** Ends every session of the account, this one included. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, noFieldsSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  try {
    const { headers } = await getAuth().api.revokeSessions({ headers: request.headers, returnHeaders: true });
    return form.redirect("/login", { notice: "signedOutEverywhere", cookies: headers });
  } catch (error) {
    logAuthFailure(error, "sign-out-everywhere");
    return form.fail("signOutFailed", 500);
  }
}

export const headers = formHeaders;

export default function SignOutEverywhereRoute({ actionData }: Route.ComponentProps) {
  return <SessionsSection answer={actionData} />;
}
