import { useTranslation } from "react-i18next";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { loadLegalText } from "#app/routes/legal/legal.server.ts";
import type { Route } from "./+types/terms";

export const handle = documentPage(i18nHandle("legal"));
export const clientMiddleware = [loadAsDocument];

export const loader = ({ request }: Route.LoaderArgs) => loadLegalText("terms", request);

/** Terms of Service (spec 000 §2), with the 30-day money-back guarantee the marketing copy promises. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  return (
    <LegalPage
      title={t("terms.title")}
      description={t("terms.description")}
      lead={t("terms.lead")}
      text={loaderData}
    />
  );
}
