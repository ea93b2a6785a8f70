import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CountryReportNotFound } from "#app/components/country-report/country-report-not-found.tsx";
import { QuickActions } from "#app/components/country-report/quick-actions.tsx";
import { ReportSections } from "#app/components/country-report/report-sections.tsx";
import { ReportTypeNav } from "#app/components/country-report/report-type-nav.tsx";
import { ShareButton } from "#app/components/country-report/share-button.tsx";
import { useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { countryBySlug } from "#app/content/countries.ts";
import { buildCountryReport } from "#app/domain/country-report/country-report-content.ts";
import { reportPdfPath } from "#app/domain/country-report/country-report-sections.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { reportPageData } from "#app/routes/country-report/country-report.server.ts";
import type { Route } from "./+types/country-report";

export const handle = i18nHandle("country-report", "regions");

/** The country (an unknown slug is 'Country Not Found', HTTP 404) and the report type (`?type=`). */
export function loader({ request, params }: Route.LoaderArgs) {
  return reportPageData(request, params);
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <CountryReportNotFound /> }} />;
}

/**
 * `/regions/country-report/:slug` (spec 001 §2.11, issue 11 item 8): one country's strategic report. The type
 * selector (comprehensive, executive, financial, risk) is in the URL; each type shows its own sections
 * (`domain/country-report/country-report-sections.ts`), written from the catalogue's figures in the page's language. Share,
 * Export PDF (the same report as a document) and the quick actions.
 */
export default function CountryReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["country-report", "regions"]);
  const lang = useLanguage();
  const href = useLocalizedHref();
  const { slug, type } = loaderData;
  const country = countryBySlug(slug)!;
  // The report builds its keys from the catalogue's data (named with their namespace).
  const report = buildCountryReport(country, type, lang, (key, values) => translateDataKey(t, key, values));
  const pdf = href(reportPdfPath(slug), type === "comprehensive" ? undefined : { type });

  return (
    <>
      <PageMeta title={report.metaTitle} description={report.metaDescription} />
      <PageHero
        back={{ to: "/regions/central-reporting", label: t("page.back") }}
        title={report.title}
        lead={
          <>
            <abbr
              title={report.country}
              className="me-3 inline-flex items-center rounded-md bg-brand-900 px-2 py-0.5 align-middle font-mono text-sm font-bold tracking-wider text-white no-underline"
            >
              {report.code}
            </abbr>
            {report.facts}
          </>
        }
      >
        <ReportTypeNav slug={slug} current={type} />
        <p className="mt-4 max-w-3xl text-slate-700" data-testid="report-type-description">
          <strong className="font-semibold text-slate-900">{report.typeTitle}:</strong>{" "}
          {report.typeDescription}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <a href={pdf} download className={buttonClass("primary", "px-5 py-3 text-base")}>
            <FileDown aria-hidden className="size-4" />
            {t("actions.exportPdf")}
          </a>
          <ShareButton title={report.title} text={t("actions.shareText", { country: report.country })} />
        </div>
      </PageHero>

      <ReportSections report={report} />

      <Section
        id="quick-actions"
        title={t("quickActions.title")}
        intro={t("quickActions.intro")}
        tone={report.sections.length % 2 === 0 ? "plain" : "muted"}
      >
        <QuickActions slug={slug} country={report.country} />
      </Section>
    </>
  );
}
