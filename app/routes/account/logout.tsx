import { useTranslation } from "react-i18next";
import { AuthCard, AuthForm, useAccountForm } from "#app/components/account/auth-form.tsx";
import { noFieldsSchema } from "#app/domain/account/account-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { logAuthFailure } from "#app/server/account/auth-errors.server.ts";
import { formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/logout";

export const handle = i18nHandle("account");

/**
 * Sign out (POST from the header menu or this page): the session is deleted and its cookie cleared. Never
 * rate-limited: anyone may always sign out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, noFieldsSchema, { rateLimit: null });
  if (!form.valid) return form.answer;
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return form.redirect("/login", { notice: "signedOut", cookies: headers });
  } catch (error) {
    logAuthFailure(error, "sign-out");
    return form.fail("signOutFailed", 500);
  }
}

export const headers = formHeaders;

/** Shown on GET (a bookmarked /logout) and when signing out failed: one button to (re)try. */
export default function Logout({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation();
  const form = useAccountForm(null, { answer: actionData });
  return (
    <AuthCard title={tc("account.signOut")}>
      <AuthForm form={form} submit={tc("account.signOut")} pendingLabel={t("signOut.pending")} />
    </AuthCard>
  );
}
