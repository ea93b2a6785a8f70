import { useTranslation } from "react-i18next";
import {
  ACCOUNT_LINK,
  AuthCard,
  AuthForm,
  CardFootnote,
  NewPasswordFields,
  useAccountForm,
} from "#app/components/account/auth-form.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { resetPasswordSchema } from "#app/domain/account/account-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/reset-password";

export const handle = i18nHandle("account");

/** The page the reset mail links to (`?token=`); the token is checked when the new password is sent. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, resetPasswordSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  try {
    // Single use (better-auth consumes the token) and valid for RESET_LINK_TTL_SECONDS; all sessions end.
    await getAuth().api.resetPassword({
      body: { newPassword: form.value.password, token: form.value.token },
      headers: request.headers,
    });
  } catch (error) {
    return form.fail(authErrorKey(error, "reset"));
  }
  return form.redirect("/login", { notice: "passwordReset" });
}

export const headers = formHeaders;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const form = useAccountForm("resetPassword", { answer: actionData });
  const requestNew = (
    <CardFootnote>
      <LocalizedLink to="/forgot-password" className={ACCOUNT_LINK}>
        {t("reset.requestNew")}
      </LocalizedLink>
    </CardFootnote>
  );
  return (
    <AuthCard title={t("reset.title")} intro={loaderData.token && t("reset.intro")}>
      {loaderData.token ? (
        <AuthForm form={form} submit={t("reset.submit")} pendingLabel={t("reset.submitting")}>
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields fields={form.fields} passwordLabel={t("fields.newPassword")} />
        </AuthForm>
      ) : (
        <Notice tone="error">{t("errors.invalidLink")}</Notice>
      )}
      {requestNew}
    </AuthCard>
  );
}
