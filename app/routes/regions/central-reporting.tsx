import { ArrowLeft, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CentralCharts } from "#app/components/dashboards/central-charts.tsx";
import { DashboardFilters, type FilterField } from "#app/components/dashboards/dashboard-filters.tsx";
import { DashboardTiles } from "#app/components/dashboards/dashboard-tiles.tsx";
import { SummaryCards } from "#app/components/dashboards/summary-cards.tsx";
import { TopMarkets } from "#app/components/dashboards/top-markets.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { REGIONS } from "#app/content/regions.ts";
import {
  type CentralReport,
  DASHBOARD_REGION,
  METRICS,
  TIME_RANGES,
} from "#app/domain/regional-dashboard.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { centralReportingData } from "#app/routes/regions/central-reporting.server.ts";
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
 * /regions/central-reporting (spec 001 §2.8, issue 11 item 6): region, time range and metric selectors in the URL,
 * summary cards, the distributions as charts, the top five markets linking to their reports, and tiles to the hub,
 * the two other dashboards, Advanced Analytics (Coming Soon) and Global Insights (Beta Access).
 */
export default function CentralReporting({ loaderData: report }: Route.ComponentProps) {
  const { t } = useTranslation("dashboards");
  const { t: tr } = useTranslation("regions");
  const format = useDashboardFormat();
  const period = usePeriodLine(report);

  const fields: FilterField[] = [
    {
      name: "region",
      legend: t("centralReporting.filters.region"),
      kind: "select",
      value: DASHBOARD_REGION,
      defaultValue: DASHBOARD_REGION,
      options: REGIONS.map((region) => ({
        value: region.id,
        label:
          region.status === "active"
            ? tr(`region.${region.id}.name`)
            : t("centralReporting.filters.comingSoon", { region: tr(`region.${region.id}.name`) }),
        disabled: region.status !== "active",
      })),
    },
    {
      name: "range",
      legend: t("centralReporting.filters.range"),
      kind: "radios",
      value: report.query.range,
      defaultValue: TIME_RANGES[0],
      options: TIME_RANGES.map((range) => ({ value: range, label: t(`centralReporting.ranges.${range}`) })),
    },
    {
      name: "metric",
      legend: t("centralReporting.filters.metric"),
      kind: "radios",
      value: report.query.metric,
      defaultValue: METRICS[0],
      options: METRICS.map((metric) => ({ value: metric, label: t(`centralReporting.metrics.${metric}`) })),
    },
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
      <PageMeta title={t("centralReporting.metaTitle")} description={t("centralReporting.metaDescription")} />
      <PageHero
        eyebrow={
          <LocalizedLink
            to="/regions"
            className="inline-flex items-center gap-1 normal-case tracking-normal hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("centralReporting.back")}
          </LocalizedLink>
        }
        title={t("centralReporting.title")}
        lead={t("centralReporting.lead")}
      >
        <div className="mt-8" id={FILTERS_ANCHOR}>
          <DashboardFilters
            path="/regions/central-reporting"
            label={t("centralReporting.filters.label")}
            fields={fields}
            anchor={FILTERS_ANCHOR}
          />
          <p className="mt-4 flex max-w-4xl gap-2 text-sm text-slate-700" data-testid="dashboard-rule">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>{t("centralReporting.rule")}</span>
          </p>
        </div>
      </PageHero>

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
        <DashboardTiles tiles={["hub", "aacci", "tech4humanity", "analytics", "insights"]} />
      </Section>
    </>
  );
}
