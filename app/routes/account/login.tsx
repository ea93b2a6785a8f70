import { useTranslation } from "react-i18next";
import { redirect, useSearchParams } from "react-router";
import {
  ACCOUNT_LINK,
  AuthCard,
  AuthField,
  AuthForm,
  CurrentPasswordField,
  useAccountForm,
} from "#app/components/account/auth-form.tsx";
import { UrlNotice } from "#app/components/account/url-notice.tsx";
import { useTrackOnRedirect } from "#app/components/analytics/analytics-hooks.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { loginSchema } from "#app/domain/account/account-forms.ts";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { signInDestination } from "#app/routes/account/login.server.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { sessionUserOf } from "#app/server/account/session.server.ts";
import { consumeRateLimit, rateLimitLeft, resetRateLimit } from "#app/server/form/rate-limit.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";
import type { Route } from "./+types/login";

export const handle = i18nHandle("account");

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (sessionUserOf(context)) {
    throw redirect(
      localHref(languageFromPath(url.pathname), signInDestination(url.searchParams.get("redirectTo"))),
    );
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, loginSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  // Wrong passwords only, per address and IP together: a guesser elsewhere never locks the owner out, and a
  // guesser here runs out of tries for this address (issue 25 item 12). The per-IP limit has been spent already.
  const failures = `${form.value.email} ${getRequestValues(context).clientIp}`;
  const left = await rateLimitLeft("signInFailures", failures);
  if (!left.allowed) return form.rateLimited(left.retryAfterSeconds);
  const target = signInDestination(form.value.redirectTo);
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: form.value.email, password: form.value.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await resetRateLimit("signInFailures", failures);
    // Two-factor accounts get a short-lived challenge cookie instead of a session: the code comes next.
    if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      return form.redirect("/two-factor", { query: { redirectTo: target }, cookies: headers });
    }
    return form.redirect(target, { cookies: headers });
  } catch (error) {
    const reason = authErrorKey(error, "sign-in");
    if (reason === "invalidCredentials") await consumeRateLimit("signInFailures", failures);
    return form.fail(reason, 401);
  }
}

export const headers = formHeaders;

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  const form = useAccountForm("login", { answer: actionData });
  useTrackOnRedirect("sign_in", "/two-factor");
  const redirectTo = searchParams.get("redirectTo");
  return (
    <AuthCard
      title={t("login.title")}
      description={t("login.description")}
      intro={
        <>
          {t("login.noAccount")}{" "}
          <LocalizedLink to="/register" className={ACCOUNT_LINK}>
            {t("login.registerLink")}
          </LocalizedLink>
        </>
      }
    >
      <div className="mb-4 empty:hidden">
        <UrlNotice />
      </div>
      <AuthForm
        form={form}
        submit={t("login.submit")}
        pendingLabel={t("login.submitting")}
        aside={
          <LocalizedLink to="/forgot-password" className={`text-sm ${ACCOUNT_LINK}`}>
            {t("login.forgotPassword")}
          </LocalizedLink>
        }
      >
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <AuthField field={form.fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <CurrentPasswordField field={form.fields.password} />
      </AuthForm>
    </AuthCard>
  );
}
