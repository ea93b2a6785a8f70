import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { AuthCard } from "#app/components/account/auth-form.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { verifyEmailSchema } from "#app/domain/account/account-forms.ts";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { addressOfToken } from "#app/routes/account/verify-email.server.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { type AccountErrorKey, authErrorKey } from "#app/server/account/auth-errors.server.ts";
import { type SessionUser, sessionUserOf } from "#app/server/account/session.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import type { Route } from "./+types/verify-email";

export const handle = i18nHandle("account");

type Step =
  | { step: "confirm"; token: string }
  | { step: "signIn"; signInHref: string }
  | { step: "done" }
  | { step: "failed"; error: AccountErrorKey };

/**
 * Who may use the link: the signed-in holder of the account it names. A mail scanner or whoever reads the mailbox
 * alone cannot confirm an account someone else registered with that address, nor can that someone without the
 * mailbox (issue 25 item 4: confirming promoted the registrant of an ADMIN_EMAILS address).
 */
function stepFor(user: SessionUser | null, token: string | null, request: Request): Step {
  const address = token ? addressOfToken(token) : null;
  if (!token || !address) return { step: "failed", error: "invalidLink" };
  if (!user) {
    const url = new URL(request.url);
    const signIn = localHref(languageFromPath(url.pathname), "/login", {
      redirectTo: url.pathname + url.search,
    });
    return { step: "signIn", signInHref: signIn };
  }
  if (user.email.toLowerCase() !== address) return { step: "failed", error: "otherAccount" };
  return { step: "confirm", token };
}

const answer = (step: Step, status = 200) =>
  data(step, { status, headers: { "Cache-Control": PRIVATE_CACHE } });

/**
 * The page the verification mail links to (`?token=`). Opening it confirms nothing (mail scanners open links):
 * it asks the signed-in holder of the account to confirm with a button, which posts. Never stored by any cache.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(stepFor(sessionUserOf(context), new URL(request.url).searchParams.get("token"), request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, verifyEmailSchema, ACCOUNT_FORM);
  // Refused before the token was read (size, malformed, rate limit): the pipeline's own answer.
  if (!form.valid) return form.answer;
  const step = stepFor(sessionUserOf(context), form.value.token, request);
  if (step.step !== "confirm") return answer(step, 403);
  try {
    await getAuth().api.verifyEmail({ query: { token: step.token }, headers: request.headers });
    return answer({ step: "done" });
  } catch (error) {
    return answer({ step: "failed", error: authErrorKey(error, "verify-email") }, 400);
  }
}

export const headers = formHeaders;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const pending = useNavigation().state === "submitting";
  const step = actionData && "step" in actionData ? actionData : loaderData;
  const refusal = actionData && "result" in actionData ? actionData.result.error?.[""]?.[0] : undefined;
  return (
    <AuthCard title={t("verify.title")}>
      {refusal && <Notice tone="error">{translateDataKey(t, `forms:errors.${refusal}`)}</Notice>}
      {step.step === "done" && <Notice tone="success">{t("verify.done")}</Notice>}
      {step.step === "failed" && <Notice tone="error">{t(`errors.${step.error}`)}</Notice>}
      {step.step === "signIn" && (
        <>
          <p>{t("verify.signInFirst")}</p>
          <p className="mt-6">
            <a href={step.signInHref} className={buttonClass("primary")}>
              {t("verify.signIn")}
            </a>
          </p>
        </>
      )}
      {step.step === "confirm" && (
        <Form method="post">
          <p>{t("verify.prompt")}</p>
          <input type="hidden" name="token" value={step.token} />
          <SubmitButton pending={pending} pendingLabel={t("verify.confirming")} className="mt-6">
            {t("verify.confirm")}
          </SubmitButton>
        </Form>
      )}
      {(step.step === "done" || step.step === "failed") && (
        <p className="mt-6">
          <LocalizedLink to="/profile" className={buttonClass("primary")}>
            {t("verify.toProfile")}
          </LocalizedLink>
        </p>
      )}
    </AuthCard>
  );
}
