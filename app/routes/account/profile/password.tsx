import { PasswordSection } from "#app/components/account/account-security.tsx";
import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { changePasswordSchema } from "#app/domain/account/account-forms.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { settleAuthCall } from "#app/server/account/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/password";

export const handle = profileSectionHandle("password");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, changePasswordSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  // Other devices are signed out; this one gets a fresh session cookie.
  return settleAuthCall(form, "change-password", { to: "/profile", notice: "passwordChanged" }, () =>
    getAuth().api.changePassword({
      body: {
        currentPassword: form.value.currentPassword,
        newPassword: form.value.password,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}

export const headers = formHeaders;

export default function PasswordRoute({ actionData }: Route.ComponentProps) {
  return <PasswordSection answer={actionData} />;
}
