import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import {
  AuthCard,
  AuthField,
  AuthForm,
  NewPasswordFields,
  SubmitButton,
  useAuthForm,
} from "../components/auth/auth-form.tsx";
import { PageTitle } from "../components/auth/page-title.tsx";
import { LocalizedLink } from "../components/language.tsx";
import { registerSchema } from "../domain/account-forms.ts";
import { languageFromPath } from "../domain/languages.ts";
import { createProfile, isEmailRegistered } from "../server/auth/account.server.ts";
import { getAuth } from "../server/auth/auth.server.ts";
import { authErrorKey } from "../server/auth/auth-errors.server.ts";
import { formError, localHref, receiveAuthForm } from "../server/auth/auth-form.server.ts";
import { getSessionUser } from "../server/auth/session.server.ts";
import { siteLink } from "../server/email/lead-capture-emails.server.ts";
import { logger } from "../server/logger.server.ts";
import type { Route } from "./+types/register";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) {
    throw redirect(localHref("/profile", languageFromPath(new URL(request.url).pathname)));
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
        callbackURL: siteLink(lang, "/verify-email"),
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
  throw redirect(localHref("/login", lang, { notice: "registered" }));
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
