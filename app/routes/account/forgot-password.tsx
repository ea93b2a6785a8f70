import { useTranslation } from "react-i18next";
import { data } from "react-router";
import {
  AuthCard,
  AuthField,
  AuthForm,
  SubmitButton,
  useAuthForm,
} from "#app/components/account/auth-form.tsx";
import { PageTitle } from "#app/components/account/page-title.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { forgotPasswordSchema } from "#app/domain/account-forms.ts";
import { localHref } from "#app/domain/languages.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import {
  accountAttemptAllowed,
  formError,
  rateLimited,
  receiveAuthForm,
} from "#app/server/auth/auth-form.server.ts";
import { withMinimumDuration } from "#app/server/auth/timing.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import type { Route } from "./+types/forgot-password";

/** Longer than a reset request takes, so known and unknown addresses answer alike. */
const RESET_RESPONSE_MS = 400;

export async function action({ request, context }: Route.ActionArgs) {
  const received = await receiveAuthForm(request, context, forgotPasswordSchema);
  if (received.kind === "answered") return received.response;
  const { value, submission, lang } = received;
  const limit = await accountAttemptAllowed("reset", value.email);
  if (!limit.allowed) return rateLimited(submission, limit.retryAfterSeconds);
  try {
    await withMinimumDuration(
      RESET_RESPONSE_MS,
      getAuth().api.requestPasswordReset({
        body: { email: value.email, redirectTo: absoluteUrl(localHref(lang, "/reset-password")) },
        headers: request.headers,
      }),
    );
  } catch (error) {
    return formError(submission, authErrorKey(error, "request-reset"), { status: 500 });
  }
  // The same answer whether or not the address has an account.
  return data({ result: submission.reply({ resetForm: true }), sent: true });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm(forgotPasswordSchema, actionData?.result);
  const sent = actionData && "sent" in actionData;
  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      <PageTitle page={t("forgot.title")} />
      {sent && (
        <div className="mb-4">
          <Notice tone="success">{t("forgot.sent")}</Notice>
        </div>
      )}
      <AuthForm form={form}>
        <AuthField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <SubmitButton pendingLabel={t("forgot.submitting")}>{t("forgot.submit")}</SubmitButton>
      </AuthForm>
      <p className="mt-6 text-sm text-slate-600">
        <LocalizedLink to="/login" className="font-medium text-brand-700 underline">
          {t("forgot.backToLogin")}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
