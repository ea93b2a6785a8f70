import { useTranslation } from "react-i18next";
import { redirect, useSearchParams } from "react-router";
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
import { loginSchema } from "#app/domain/account-forms.ts";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { safeRedirectPath } from "#app/domain/safe-redirect.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import {
  accountAttemptAllowed,
  formError,
  rateLimited,
  receiveAuthForm,
  redirectWithAuthCookies,
} from "#app/server/auth/auth-form.server.ts";
import { sessionUserOf } from "#app/server/auth/session.server.ts";
import type { Route } from "./+types/login";

/** Messages other account pages leave for this one (`?notice=`). */
const NOTICES = [
  "registered",
  "passwordReset",
  "signedOut",
  "signedOutEverywhere",
  "accountDeleted",
] as const;

/** Where to go after signing in: the page the visitor came from (same site only), else their profile. */
function destination(request: Request, requested: string | null | undefined) {
  const lang = languageFromPath(new URL(request.url).pathname);
  return safeRedirectPath(requested, localHref(lang, "/profile"));
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (sessionUserOf(context)) throw redirect(destination(request, url.searchParams.get("redirectTo")));
  const notice = NOTICES.find((name) => name === url.searchParams.get("notice")) ?? null;
  return { notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const received = await receiveAuthForm(request, context, loginSchema);
  if (received.kind === "answered") return received.response;
  const { value, submission, lang } = received;
  const limit = await accountAttemptAllowed("sign-in", value.email);
  if (!limit.allowed) return rateLimited(submission, limit.retryAfterSeconds);
  const target = destination(request, value.redirectTo);
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: value.email, password: value.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // Two-factor accounts get a short-lived challenge cookie instead of a session: the code comes next.
    if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      return redirectWithAuthCookies(localHref(lang, "/two-factor", { redirectTo: target }), headers);
    }
    return redirectWithAuthCookies(target, headers);
  } catch (error) {
    return formError(submission, authErrorKey(error, "sign-in"), { status: 401 });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const [form, fields] = useAuthForm(loginSchema, actionData?.result);
  const redirectTo = searchParams.get("redirectTo");
  return (
    <AuthCard
      title={t("login.title")}
      intro={
        <>
          {t("login.noAccount")}{" "}
          <LocalizedLink to="/register" className="font-medium text-brand-700 underline">
            {t("login.registerLink")}
          </LocalizedLink>
        </>
      }
    >
      <PageTitle page={t("login.title")} />
      {loaderData.notice && (
        <div className="mb-4">
          <Notice tone="success">{t(`notices.${loaderData.notice}`)}</Notice>
        </div>
      )}
      <AuthForm form={form}>
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <AuthField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <AuthField
          meta={fields.password}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pendingLabel={t("login.submitting")}>{t("login.submit")}</SubmitButton>
          <LocalizedLink to="/forgot-password" className="text-sm font-medium text-brand-700 underline">
            {t("login.forgotPassword")}
          </LocalizedLink>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
