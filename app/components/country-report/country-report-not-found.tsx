import { useTranslation } from "react-i18next";
import { MissingPage } from "#app/components/shell/missing-page.tsx";

/**
 * An unknown country in a report's address (spec 001 §2.11, §8): 'Country Not Found' and 'Return to Dashboard'
 * to the central intelligence dashboard; HTTP 404.
 */
export function CountryReportNotFound() {
  const { t } = useTranslation("country-report");
  return (
    <MissingPage
      testId="country-report-not-found"
      metaTitle={t("notFound.metaTitle")}
      title={t("notFound.title")}
      text={t("notFound.text")}
      backTo="/regions/central-reporting"
      backLabel={t("notFound.back")}
    />
  );
}
