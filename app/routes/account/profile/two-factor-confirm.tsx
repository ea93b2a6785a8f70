import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { TwoFactorSettings } from "#app/components/account/two-factor-settings.tsx";
import { totpCodeSchema } from "#app/domain/account/account-forms.ts";
import { setupSentBack } from "#app/routes/account/profile/two-factor.server.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { sessionUserOf } from "#app/server/account/session.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm, withData } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/two-factor-confirm";

export const handle = profileSectionHandle("twoFactor");

/** A code from the app confirms the setup and turns two-factor on; a wrong one shows the setup again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, totpCodeSchema, ACCOUNT_FORM);
  const setup = await setupSentBack(form.payload, sessionUserOf(context)?.email);
  if (!form.valid) return withData(form.answer, { setup });
  try {
    const { headers } = await getAuth().api.verifyTOTP({
      body: { code: form.value.code },
      headers: request.headers,
      returnHeaders: true,
    });
    return form.redirect("/profile", { notice: "twoFactorOn", cookies: headers });
  } catch (error) {
    return withData(form.fail(authErrorKey(error, "confirm-two-factor")), { setup });
  }
}

export const headers = formHeaders;

export default function TwoFactorConfirmRoute({ actionData }: Route.ComponentProps) {
  return <TwoFactorSettings answer={actionData} />;
}
