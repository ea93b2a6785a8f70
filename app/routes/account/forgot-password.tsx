import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  ACCOUNT_LINK,
  AuthCard,
  AuthField,
  AuthForm,
  CardFootnote,
  useAccountForm,
} from "#app/components/account/auth-form.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { forgotPasswordSchema } from "#app/domain/account/account-forms.ts";
import { localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { authErrorKey, UNEXPECTED_ERROR } from "#app/server/account/auth-errors.server.ts";
import { withMinimumDuration } from "#app/server/account/timing.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/forgot-password";

export const handle = i18nHandle("account");

/** Longer than a reset request takes, so known and unknown addresses answer alike. */
const RESET_RESPONSE_MS = 400;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, forgotPasswordSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  const { email } = form.value;
  const limited = await form.limit("authPerAccount", `reset:${email}`);
  if (limited) return limited;
  try {
    await withMinimumDuration(
      RESET_RESPONSE_MS,
      getAuth().api.requestPasswordReset({
        body: { email, redirectTo: absoluteUrl(localHref(form.lang, "/reset-password")) },
        headers: request.headers,
      }),
    );
  } catch (error) {
    const key = authErrorKey(error, "request-reset");
    return form.fail(key, key === UNEXPECTED_ERROR ? 500 : 400);
  }
  // The same answer whether or not the address has an account.
  return form.accept();
}

export const headers = formHeaders;

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  // The receipt of a purchase made without an account links here with the buyer's address (its first password).
  const [params] = useSearchParams();
  const form = useAccountForm("forgotPassword", {
    answer: actionData,
    defaultValue: { email: params.get("email") ?? undefined },
  });
  return (
    <AuthCard title={t("forgot.title")} description={t("forgot.description")} intro={t("forgot.intro")}>
      {actionData?.sent && (
        <div className="mb-4">
          <Notice tone="success">{t("forgot.sent")}</Notice>
        </div>
      )}
      <AuthForm form={form} submit={t("forgot.submit")} pendingLabel={t("forgot.submitting")}>
        <AuthField field={form.fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      </AuthForm>
      <CardFootnote>
        <LocalizedLink to="/login" className={ACCOUNT_LINK}>
          {t("forgot.backToLogin")}
        </LocalizedLink>
      </CardFootnote>
    </AuthCard>
  );
}
