import { useTranslation } from "react-i18next";
import { CentralCharts } from "#app/components/dashboards/central-charts.tsx";
import { type FilterField, radioFilter } from "#app/components/dashboards/dashboard-filters.tsx";
import { DashboardHero } from "#app/components/dashboards/dashboard-hero.tsx";
import { DashboardTiles } from "#app/components/dashboards/dashboard-tiles.tsx";
import { InfoNote } from "#app/components/dashboards/info-note.tsx";
import { SummaryCards } from "#app/components/dashboards/summary-cards.tsx";
import { TopMarkets } from "#app/components/dashboards/top-markets.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { Section } from "#app/components/ui/sections.tsx";
import { COUNTRY_FIGURES_YEAR } from "#app/content/countries.ts";
import { type CentralReport, METRICS, TIME_RANGES } from "#app/domain/dashboards/regional-dashboard.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { centralReportingData } from "#app/routes/dashboards/central-reporting.server.ts";
import type { Route } from "./+types/central-reporting";

export const handle = i18nHandle("dashboards", "regions");

/** The dashboard for the URL's time range and metric (decision 022); unknown values show the defaults. */
export function loader({ request }: Route.LoaderArgs) {
  return centralReportingData(request);
}

const FILTERS_ANCHOR = "figures";

/** The period the flows cover, said in words: a full year, the dates of the year to date, or one quarter. */
function usePeriodLine(report: CentralReport & { periodDates: string }) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  const share = format.percent(report.factor * 100);
  if (report.query.range !== "ytd") return t(`centralReporting.period.${report.query.range}`, { share });
  return t("centralReporting.period.ytd", { dates: report.periodDates, share });
}

/**
 * /regions/central-reporting (spec 001 §2.8, issue 11 item 6; decision 063): time range and metric selectors in the
 * URL, summary cards with the year and source of their figures, the distributions as charts, the top five markets
 * linking to their reports, and tiles to the hub and the two other dashboards. The Middle East is the one region
 * with data, so there is no region selector (the spec's other regions, disabled 'Coming Soon', are not shown).
 */
export default function CentralReporting({ loaderData: report }: Route.ComponentProps) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  const period = usePeriodLine(report);

  const fields: FilterField[] = [
    radioFilter("range", t("centralReporting.filters.range"), report.query.range, TIME_RANGES, (range) =>
      t(`centralReporting.ranges.${range}`),
    ),
    radioFilter("metric", t("centralReporting.filters.metric"), report.query.metric, METRICS, (metric) =>
      t(`centralReporting.metrics.${metric}`),
    ),
  ];

  const cards = report.cards.map((card) => ({
    id: card.id,
    label: t(`centralReporting.cards.${card.id}`),
    value:
      card.unit === "usd"
        ? card.id === "gdpPerCapita"
          ? format.usdFull(card.value)
          : format.usd(card.value)
        : format.count(card.value),
    note: card.scaled ? t(`centralReporting.cards.for.${report.query.range}`) : undefined,
  }));

  return (
    <>
      <DashboardHero page="centralReporting" anchor={FILTERS_ANCHOR} fields={fields} />

      <Section
        id="summary"
        title={t("centralReporting.summary.title", {
          metric: t(`centralReporting.metrics.${report.query.metric}`),
        })}
        intro={t(`centralReporting.summary.focus.${report.query.metric}`)}
      >
        <p className="-mt-4 mb-6 text-sm font-medium text-brand-800" data-testid="period-line">
          {period}
        </p>
        <SummaryCards cards={cards} testId="summary-cards" />
        <InfoNote className="mt-4 max-w-4xl" testId="figures-source">
          {t("centralReporting.source", { year: String(COUNTRY_FIGURES_YEAR) })}
        </InfoNote>
      </Section>

      <Section id="distribution" tone="muted" title={t("centralReporting.charts.title")}>
        <CentralCharts charts={report.charts} />
      </Section>

      <Section
        id="top-markets"
        title={t("centralReporting.topMarkets.title")}
        intro={t("centralReporting.topMarkets.intro")}
      >
        <TopMarkets markets={report.topMarkets} />
      </Section>

      <Section id="explore" tone="muted" title={t("centralReporting.explore")}>
        <DashboardTiles tiles={["hub", "aacci", "tech4humanity"]} />
      </Section>
    </>
  );
}
