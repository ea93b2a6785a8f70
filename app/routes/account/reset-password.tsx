import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import {
  AuthCard,
  AuthForm,
  NewPasswordFields,
  SubmitButton,
  useAuthForm,
} from "#app/components/account/auth-form.tsx";
import { PageTitle } from "#app/components/account/page-title.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { resetPasswordSchema } from "#app/domain/account-forms.ts";
import { localHref } from "#app/domain/languages.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import { formError, receiveAuthForm } from "#app/server/auth/auth-form.server.ts";
import type { Route } from "./+types/reset-password";

/** The page the reset mail links to (`?token=`); the token is checked when the new password is sent. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const received = await receiveAuthForm(request, context, resetPasswordSchema);
  if (received.kind === "answered") return received.response;
  const { value, submission, lang } = received;
  try {
    // Single use (better-auth consumes the token) and valid for RESET_LINK_TTL_SECONDS; all sessions end.
    await getAuth().api.resetPassword({
      body: { newPassword: value.password, token: value.token },
      headers: request.headers,
    });
  } catch (error) {
    return formError(submission, authErrorKey(error, "reset"));
  }
  throw redirect(localHref(lang, "/login", { notice: "passwordReset" }));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm(resetPasswordSchema, actionData?.result);
  if (!loaderData.token) {
    return (
      <AuthCard title={t("reset.title")}>
        <PageTitle page={t("reset.title")} />
        <Notice tone="error">{t("errors.invalidLink")}</Notice>
        <p className="mt-6 text-sm">
          <LocalizedLink to="/forgot-password" className="font-medium text-brand-700 underline">
            {t("reset.requestNew")}
          </LocalizedLink>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      <PageTitle page={t("reset.title")} />
      <AuthForm form={form}>
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t("fields.newPassword")}
        />
        <SubmitButton pendingLabel={t("reset.submitting")}>{t("reset.submit")}</SubmitButton>
      </AuthForm>
      <p className="mt-6 text-sm">
        <LocalizedLink to="/forgot-password" className="font-medium text-brand-700 underline">
          {t("reset.requestNew")}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
