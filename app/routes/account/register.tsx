import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import {
  AuthCard,
  AuthField,
  AuthForm,
  NewPasswordFields,
  SubmitButton,
  useAuthForm,
} from "#app/components/account/auth-form.tsx";
import { PageTitle } from "#app/components/account/page-title.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { registerSchema } from "#app/domain/account-forms.ts";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { createProfile, isEmailRegistered } from "#app/server/auth/account.server.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import { formError, receiveAuthForm } from "#app/server/auth/auth-form.server.ts";
import { sessionUserOf } from "#app/server/auth/session.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import type { Route } from "./+types/register";

export function loader({ request, context }: Route.LoaderArgs) {
  if (sessionUserOf(context)) {
    throw redirect(localHref(languageFromPath(new URL(request.url).pathname), "/profile"));
  }
  return null;
}

/** Spec 001 §2.4, §5, §8: account + profile row, verification mail queued, then /login with the success notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const received = await receiveAuthForm(request, context, registerSchema);
  if (received.kind === "answered") return received.response;
  const { value, submission, lang } = received;
  try {
    if (await isEmailRegistered(value.email)) return formError(submission, "emailTaken", { status: 409 });
    const { user } = await getAuth().api.signUpEmail({
      body: {
        name: "",
        email: value.email,
        password: value.password,
        callbackURL: absoluteUrl(localHref(lang, "/verify-email")),
      },
      headers: request.headers,
    });
    // Spec 001 §7.2: a failed profile insert is only logged; /profile then says 'Profile not found'.
    await createProfile(user, value.company).catch((error: unknown) =>
      logger.error({ error: error instanceof Error ? error.name : "unknown" }, "profile insert failed"),
    );
  } catch (error) {
    return formError(submission, authErrorKey(error, "register"));
  }
  throw redirect(localHref(lang, "/login", { notice: "registered" }));
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useAuthForm(registerSchema, actionData?.result);
  return (
    <AuthCard
      title={t("register.title")}
      intro={
        <>
          {t("register.haveAccount")}{" "}
          <LocalizedLink to="/login" className="font-medium text-brand-700 underline">
            {t("register.loginLink")}
          </LocalizedLink>
        </>
      }
    >
      <PageTitle page={t("register.title")} />
      <AuthForm form={form}>
        <AuthField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <AuthField
          meta={fields.company}
          label={t("fields.company")}
          type="text"
          autoComplete="organization"
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t("fields.password")}
        />
        <SubmitButton pendingLabel={t("register.submitting")}>{t("register.submit")}</SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
