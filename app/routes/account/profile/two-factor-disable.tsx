import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { TwoFactorSettings } from "#app/components/account/two-factor-settings.tsx";
import { passwordOnlySchema } from "#app/domain/account/account-forms.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { settleAuthCall } from "#app/server/account/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/two-factor-disable";

export const handle = profileSectionHandle("twoFactor");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, passwordOnlySchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  return settleAuthCall(form, "disable-two-factor", { to: "/profile", notice: "twoFactorOff" }, () =>
    getAuth().api.disableTwoFactor({
      body: { password: form.value.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}

export const headers = formHeaders;

export default function TwoFactorDisableRoute({ actionData }: Route.ComponentProps) {
  return <TwoFactorSettings answer={actionData} />;
}
