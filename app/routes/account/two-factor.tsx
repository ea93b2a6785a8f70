import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import {
  ACCOUNT_LINK,
  AuthCard,
  AuthField,
  AuthForm,
  CardFootnote,
  useAccountForm,
} from "#app/components/account/auth-form.tsx";
import { useTrackOnRedirect } from "#app/components/analytics/analytics-hooks.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { backupCodeSchema, totpCodeSchema } from "#app/domain/account/account-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { signInDestination } from "#app/routes/account/login.server.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/two-factor";

export const handle = i18nHandle("account");

/** `?method=backup`: one of the backup codes instead of a code from the app. */
const usesBackup = (query: URLSearchParams) => query.get("method") === "backup";

/**
 * Second step of signing in to an account with two-factor on: a code from the authenticator app, or one of the
 * backup codes. The pending sign-in lives in better-auth's signed two-factor cookie (10 minutes, 5 tries).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const query = new URL(request.url).searchParams;
  const backup = usesBackup(query);
  const form = await receiveForm(request, context, backup ? backupCodeSchema : totpCodeSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  try {
    const api = getAuth().api;
    const input = { body: { code: form.value.code }, headers: request.headers, returnHeaders: true } as const;
    const { headers } = backup ? await api.verifyBackupCode(input) : await api.verifyTOTP(input);
    return form.redirect(signInDestination(query.get("redirectTo")), { cookies: headers });
  } catch (error) {
    return form.fail(authErrorKey(error, "two-factor"), 401);
  }
}

export const headers = formHeaders;

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  useTrackOnRedirect("sign_in");
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  const backup = usesBackup(searchParams);
  const form = useAccountForm(backup ? "backupCode" : "totpCode", {
    id: backup ? "backup" : "totp",
    answer: actionData,
  });
  const otherMethod = new URLSearchParams(searchParams);
  if (backup) otherMethod.delete("method");
  else otherMethod.set("method", "backup");
  return (
    <AuthCard title={t("twoFactor.title")} intro={t(backup ? "twoFactor.backupIntro" : "twoFactor.intro")}>
      <AuthForm
        form={form}
        submit={t("twoFactor.submit")}
        pendingLabel={t("twoFactor.submitting")}
        aside={
          <Link to={`?${otherMethod}`} replace className={`text-sm ${ACCOUNT_LINK}`}>
            {t(backup ? "twoFactor.useApp" : "twoFactor.useBackup")}
          </Link>
        }
      >
        <AuthField
          field={form.fields.code}
          label={t(backup ? "fields.backupCode" : "fields.code")}
          type="text"
          autoComplete="one-time-code"
        />
      </AuthForm>
      <CardFootnote>
        <LocalizedLink to="/login" className={ACCOUNT_LINK}>
          {t("twoFactor.startOver")}
        </LocalizedLink>
      </CardFootnote>
    </AuthCard>
  );
}
