import { useTranslation } from "react-i18next";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { loadLegalText } from "#app/routes/legal/legal.server.ts";
import type { Route } from "./+types/privacy-policy";

export const handle = documentPage(i18nHandle("legal"));
export const clientMiddleware = [loadAsDocument];

export const loader = ({ request }: Route.LoaderArgs) => loadLegalText("privacy", request);

/** Privacy Policy (spec 000 §2, §9: AI data, model training, opt-out, GDPR rights, retention, security). */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  return (
    <LegalPage
      title={t("privacyPolicy.title")}
      description={t("privacyPolicy.description")}
      lead={t("privacyPolicy.lead")}
      text={loaderData}
    />
  );
}
