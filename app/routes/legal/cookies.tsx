import { useTranslation } from "react-i18next";
import { ConsentPreferences } from "#app/components/consent/consent-preferences.tsx";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { loadLegalText } from "#app/routes/legal/legal.server.ts";
import type { Route } from "./+types/cookies";

export const handle = i18nHandle("legal", "consent");

export const loader = ({ request }: Route.LoaderArgs) => loadLegalText("cookies", request);

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
