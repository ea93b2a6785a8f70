import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { z } from "zod";
import {
  ACCOUNT_LINK,
  AuthCard,
  AuthField,
  AuthForm,
  NewPasswordFields,
  useAccountForm,
} from "#app/components/account/auth-form.tsx";
import { useTrackOnRedirect } from "#app/components/analytics/analytics-hooks.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { registerSchema } from "#app/domain/account/account-forms.ts";
import { type LanguageCode, languageFromPath, localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { createProfile, isEmailRegistered } from "#app/server/account/account.server.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { queueRegisteredAgainEmail } from "#app/server/account/auth-emails.server.ts";
import { authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { sessionUserOf } from "#app/server/account/session.server.ts";
import { withMinimumDuration } from "#app/server/account/timing.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import { logger } from "#app/server/logger.server.ts";
import type { Route } from "./+types/register";

export const handle = i18nHandle("account");

export function loader({ request, context }: Route.LoaderArgs) {
  if (sessionUserOf(context)) {
    throw redirect(localHref(languageFromPath(new URL(request.url).pathname), "/profile"));
  }
  return null;
}

/** Longer than registering takes, so a new address and a registered one answer alike. */
const REGISTER_RESPONSE_MS = 700;

/**
 * Spec 001 §2.4, §5, §8: account + profile row, verification mail queued, then /login with the success notice. An
 * address that already has an account gets the same answer, and its owner a mail instead (issue 25 item 14).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, registerSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  // Either way this mails the address: five mails to one address in 15 minutes at most.
  const limited = await form.limit("authPerAccount", `register:${form.value.email}`);
  if (limited) return limited;
  try {
    await withMinimumDuration(REGISTER_RESPONSE_MS, register(form.value, form.lang, request.headers));
  } catch (error) {
    return form.fail(authErrorKey(error, "register"));
  }
  return form.redirect("/login", { notice: "registered" });
}

async function register(value: z.output<typeof registerSchema>, lang: LanguageCode, headers: Headers) {
  if (await isEmailRegistered(value.email)) return queueRegisteredAgainEmail(value.email, lang);
  let user: { id: string; email: string };
  try {
    ({ user } = await getAuth().api.signUpEmail({
      body: {
        name: "",
        email: value.email,
        password: value.password,
        callbackURL: absoluteUrl(localHref(lang, "/verify-email")),
      },
      headers,
    }));
  } catch (error) {
    // Registered by another request since the check: answered as any registered address.
    if (await isEmailRegistered(value.email)) return queueRegisteredAgainEmail(value.email, lang);
    throw error;
  }
  // Spec 001 §7.2: a failed profile insert is only logged; /profile then says 'Profile not found'.
  await createProfile(user, value.company).catch((error: unknown) =>
    logger.error({ error: error instanceof Error ? error.name : "unknown" }, "profile insert failed"),
  );
}

export const headers = formHeaders;

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const form = useAccountForm("register", { answer: actionData });
  useTrackOnRedirect("sign_up");
  return (
    <AuthCard
      title={t("register.title")}
      description={t("register.description")}
      intro={
        <>
          {t("register.haveAccount")}{" "}
          <LocalizedLink to="/login" className={ACCOUNT_LINK}>
            {t("register.loginLink")}
          </LocalizedLink>
        </>
      }
    >
      <AuthForm form={form} submit={t("register.submit")} pendingLabel={t("register.submitting")}>
        <AuthField field={form.fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <AuthField
          field={form.fields.company}
          label={t("fields.company")}
          type="text"
          autoComplete="organization"
        />
        <NewPasswordFields fields={form.fields} passwordLabel={t("fields.password")} />
      </AuthForm>
    </AuthCard>
  );
}
