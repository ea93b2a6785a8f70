import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { ConsentPreferences } from "#app/components/consent/consent-preferences.tsx";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { consentCookie } from "#app/domain/consent/consent.ts";
import { consentFormSchema } from "#app/domain/consent/consent-form.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { loadLegalText } from "#app/routes/legal/legal.server.ts";
import { CONSENT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/cookies";

export const handle = i18nHandle("legal", "consent");

export const loader = ({ request }: Route.LoaderArgs) => loadLegalText("cookies", request);

/**
 * The consent banner's choice without JavaScript (consent-banner.tsx): stored in the visitor's browser as the
 * banner's script stores it, then back to the page it was made on (303).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, consentFormSchema, CONSENT_FORM);
  if (!form.valid) return form.answer;
  const secure = new URL(request.url).protocol === "https:";
  return redirect(form.value.returnTo, {
    status: 303,
    headers: { "Set-Cookie": consentCookie(form.value.choice, new Date(), secure) },
  });
}

export const headers = formHeaders;

/** Cookie Policy (spec 000 §2, §9): the cookies this site really sets, and the spec's planned ones. */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  return (
    <LegalPage
      title={t("cookies.title")}
      description={t("cookies.description")}
      lead={t("cookies.lead")}
      text={loaderData}
    >
      <ConsentPreferences />
    </LegalPage>
  );
}
