import { EmailVerification } from "#app/components/account/email-verification.tsx";
import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { noFieldsSchema } from "#app/domain/account/account-forms.ts";
import { localHref } from "#app/domain/languages.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { requireUser } from "#app/server/account/session.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/resend-verification";

export const handle = profileSectionHandle("verification");

/** Sends the confirmation mail again: limited per account too, as it sends mail. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, noFieldsSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  const { email } = requireUser({ request, context });
  const limited = await form.limit("authPerAccount", `verify:${email}`);
  if (limited) return limited;
  try {
    await getAuth().api.sendVerificationEmail({
      body: { email, callbackURL: absoluteUrl(localHref(form.lang, "/verify-email")) },
      headers: request.headers,
    });
  } catch (error) {
    return form.fail(authErrorKey(error, "resend-verification"));
  }
  return form.redirect("/profile", { notice: "verificationSent" });
}

export const headers = formHeaders;

export default function ResendVerificationRoute({ actionData }: Route.ComponentProps) {
  return <EmailVerification answer={actionData} />;
}
