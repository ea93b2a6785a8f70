import { useTranslation } from "react-i18next";
import { MissingPage } from "#app/components/shell/missing-page.tsx";

/** An unknown plan slug (spec 001 §2.2): 'Pricing Tier Not Found' and the way back to the five plans; HTTP 404. */
export function PlanNotFound() {
  const { t } = useTranslation("pricing-plan");
  return (
    <MissingPage
      testId="plan-not-found"
      metaTitle={t("notFound.metaTitle")}
      title={t("notFound.title")}
      text={t("notFound.text")}
      backTo="/pricing"
      backLabel={t("notFound.back")}
    />
  );
}
