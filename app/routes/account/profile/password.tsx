import { PasswordSection } from "#app/components/account/account-security.tsx";
import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { changePasswordSchema } from "#app/domain/account-forms.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/forms/receive-form.server.ts";
import type { Route } from "./+types/password";

export const handle = profileSectionHandle("password");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, changePasswordSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  try {
    // Other devices are signed out; this one gets a fresh session cookie.
    const { headers } = await getAuth().api.changePassword({
      body: {
        currentPassword: form.value.currentPassword,
        newPassword: form.value.password,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    return form.redirect("/profile", { notice: "passwordChanged", cookies: headers });
  } catch (error) {
    return form.fail(authErrorKey(error, "change-password"));
  }
}

export const headers = formHeaders;

export default function PasswordRoute({ actionData }: Route.ComponentProps) {
  return <PasswordSection answer={actionData} />;
}
