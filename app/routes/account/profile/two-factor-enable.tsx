import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { TwoFactorSettings } from "#app/components/account/two-factor-settings.tsx";
import { passwordOnlySchema } from "#app/domain/account/account-forms.ts";
import { twoFactorSetup } from "#app/routes/account/profile/two-factor.server.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm, withData } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/two-factor-enable";

export const handle = profileSectionHandle("twoFactor");

/** Asks better-auth for a TOTP secret and backup codes; two-factor is on once a code confirms them. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, passwordOnlySchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  try {
    const setup = await getAuth().api.enableTwoFactor({
      body: { password: form.value.password },
      headers: request.headers,
    });
    if (setup.method !== "totp") throw new Error("two-factor: expected a TOTP setup");
    return withData(form.accept(), { setup: await twoFactorSetup(setup.totpURI, setup.backupCodes) });
  } catch (error) {
    return form.fail(authErrorKey(error, "enable-two-factor"));
  }
}

export const headers = formHeaders;

export default function TwoFactorEnableRoute({ actionData }: Route.ComponentProps) {
  return <TwoFactorSettings answer={actionData} />;
}
