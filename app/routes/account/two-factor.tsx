import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import {
  AuthCard,
  AuthField,
  AuthForm,
  SubmitButton,
  useAuthForm,
} from "#app/components/account/auth-form.tsx";
import { PageTitle } from "#app/components/account/page-title.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { backupCodeSchema, totpCodeSchema } from "#app/domain/account-forms.ts";
import { localHref } from "#app/domain/languages.ts";
import { safeRedirectPath } from "#app/domain/safe-redirect.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import { formError, receiveAuthForm, redirectWithAuthCookies } from "#app/server/auth/auth-form.server.ts";
import type { Route } from "./+types/two-factor";

/**
 * Second step of signing in to an account with two-factor on: a code from the authenticator app, or one of the
 * backup codes. The pending sign-in lives in better-auth's signed two-factor cookie (10 minutes, 5 tries).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const useBackup = formData.get("intent") === "backup";
  const received = await receiveAuthForm(
    request,
    context,
    useBackup ? backupCodeSchema : totpCodeSchema,
    formData,
  );
  if (received.kind === "answered") return received.response;
  const { value, submission, lang } = received;
  const target = safeRedirectPath(
    new URL(request.url).searchParams.get("redirectTo"),
    localHref(lang, "/profile"),
  );
  try {
    const api = getAuth().api;
    const input = { body: { code: value.code }, headers: request.headers, returnHeaders: true } as const;
    const { headers } = useBackup ? await api.verifyBackupCode(input) : await api.verifyTOTP(input);
    return redirectWithAuthCookies(target, headers);
  } catch (error) {
    return formError(submission, authErrorKey(error, "two-factor"), { status: 401 });
  }
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const useBackup = searchParams.get("method") === "backup";
  const [form, fields] = useAuthForm(useBackup ? backupCodeSchema : totpCodeSchema, actionData?.result, {
    id: useBackup ? "backup" : "totp",
  });
  const otherMethod = new URLSearchParams(searchParams);
  if (useBackup) otherMethod.delete("method");
  else otherMethod.set("method", "backup");
  return (
    <AuthCard title={t("twoFactor.title")} intro={t(useBackup ? "twoFactor.backupIntro" : "twoFactor.intro")}>
      <PageTitle page={t("twoFactor.title")} />
      <AuthForm form={form} intent={useBackup ? "backup" : "totp"}>
        <AuthField
          meta={fields.code}
          label={t(useBackup ? "fields.backupCode" : "fields.code")}
          type="text"
          autoComplete="one-time-code"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pendingLabel={t("twoFactor.submitting")}>{t("twoFactor.submit")}</SubmitButton>
          <Link to={`?${otherMethod}`} replace className="text-sm font-medium text-brand-700 underline">
            {t(useBackup ? "twoFactor.useApp" : "twoFactor.useBackup")}
          </Link>
        </div>
      </AuthForm>
      <p className="mt-6 text-sm text-slate-600">
        <LocalizedLink to="/login" className="font-medium text-brand-700 underline">
          {t("twoFactor.startOver")}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
