import { ArrowLeft, ArrowRight, BarChart3, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import { DashboardFilters } from "#app/components/dashboards/dashboard-filters.tsx";
import { DashboardTiles } from "#app/components/dashboards/dashboard-tiles.tsx";
import { FigureBand } from "#app/components/dashboards/figure-band.tsx";
import { SummaryCards } from "#app/components/dashboards/summary-cards.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { CHAMBER_PERIODS } from "#app/content/dashboards.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { aacciDashboardData } from "#app/routes/regions/aacci-dashboard.server.ts";
import type { Route } from "./+types/aacci-dashboard";

export const handle = i18nHandle("dashboards", "regions");

/** The chamber dashboard for the URL's `?period=`; an unknown period shows the default (2024 YTD). */
export function loader({ request }: Route.LoaderArgs) {
  return aacciDashboardData(request);
}

const FILTERS_ANCHOR = "period";

/**
 * /regions/aacci-dashboard (spec 001 §2.9, issue 11 item 7): the chamber's reporting-period selector, the markets
 * it covers, the period's results, focus-area progress, the top six partnerships linking to the country pages
 * (Israel, Cyprus and Turkey excluded) and a link to the central reporting dashboard.
 */
export default function AacciDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboards");
  const { t: tr } = useTranslation("regions");
  const format = useDashboardFormat();
  const { period, reach, figures, focus, partnerships } = loaderData;
  const periodName = t(`aacciDashboard.periods.${period}`);

  return (
    <>
      <PageMeta title={t("aacciDashboard.metaTitle")} description={t("aacciDashboard.metaDescription")} />
      <PageHero
        eyebrow={
          <LocalizedLink
            to="/regions/central-reporting"
            className="inline-flex items-center gap-1 normal-case tracking-normal hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("aacciDashboard.back")}
          </LocalizedLink>
        }
        title={t("aacciDashboard.title")}
        lead={t("aacciDashboard.lead")}
      >
        <div className="mt-8" id={FILTERS_ANCHOR}>
          <DashboardFilters
            path="/regions/aacci-dashboard"
            label={t("aacciDashboard.filters.label")}
            anchor={FILTERS_ANCHOR}
            fields={[
              {
                name: "period",
                legend: t("aacciDashboard.filters.period"),
                kind: "radios",
                value: period,
                defaultValue: CHAMBER_PERIODS[0],
                options: CHAMBER_PERIODS.map((value) => ({
                  value,
                  label: t(`aacciDashboard.periods.${value}`),
                })),
              },
            ]}
          />
        </div>
        <div className="mt-8">
          <h2 className="sr-only">{t("aacciDashboard.reach.title")}</h2>
          <FigureBand
            testId="chamber-reach"
            figures={[
              { id: "people", value: format.people(reach.people), label: t("aacciDashboard.reach.people") },
              { id: "gdp", value: format.usd(reach.combinedGdpUsd), label: t("aacciDashboard.reach.gdp") },
              { id: "markets", value: format.count(reach.markets), label: t("aacciDashboard.reach.markets") },
              {
                id: "entryRate",
                value: format.percent(figures.entryRatePercent),
                label: t("aacciDashboard.reach.entryRate"),
              },
            ]}
          />
        </div>
      </PageHero>

      <Section
        id="results"
        title={t("aacciDashboard.metrics.title", { period: periodName })}
        intro={t("aacciDashboard.metrics.intro")}
      >
        <SummaryCards
          testId="chamber-metrics"
          cards={[
            {
              id: "projects",
              label: t("aacciDashboard.metrics.projects"),
              value: format.count(figures.projects),
            },
            {
              id: "programs",
              label: t("aacciDashboard.metrics.programs"),
              value: format.count(figures.programs),
            },
            {
              id: "entryRate",
              label: t("aacciDashboard.metrics.entryRate"),
              value: format.percent(figures.entryRatePercent),
            },
            {
              id: "memberCompanies",
              label: t("aacciDashboard.metrics.memberCompanies"),
              value: format.count(figures.memberCompanies),
            },
            {
              id: "tradeDelegations",
              label: t("aacciDashboard.metrics.tradeDelegations"),
              value: format.count(figures.tradeDelegations),
            },
            {
              id: "businessMatches",
              label: t("aacciDashboard.metrics.businessMatches"),
              value: format.count(figures.businessMatches),
            },
            {
              id: "facilitatedTrade",
              label: t("aacciDashboard.metrics.facilitatedTrade"),
              value: format.usd(figures.facilitatedTradeUsd),
            },
          ]}
        />
      </Section>

      <Section
        id="focus"
        tone="muted"
        title={t("aacciDashboard.focus.title")}
        intro={t("aacciDashboard.focus.intro")}
      >
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <BarChart
            title={t("aacciDashboard.focus.chartTitle", { period: periodName })}
            note={t("aacciDashboard.focus.chartNote")}
            testId="chart-focus"
            tone="teal"
            max={100}
            rows={focus.map((area) => ({
              key: area.key,
              label: t(`aacciDashboard.focus.areas.${area.key}.title`),
              value: area.value,
              text: format.percent(area.value),
            }))}
            labels={format.tableLabels(t("aacciDashboard.focus.item"), t("aacciDashboard.focus.value"))}
          />
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {focus.map((area) => (
              <li key={area.key} className="rounded-xl border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-slate-900">
                  {t(`aacciDashboard.focus.areas.${area.key}.title`)}
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  {t(`aacciDashboard.focus.areas.${area.key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="partnerships"
        title={t("aacciDashboard.partnerships.title")}
        intro={t("aacciDashboard.partnerships.rule")}
      >
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="partnerships">
          {partnerships.map((partner, index) => {
            const name = format.country(partner.slug);
            return (
              <li
                key={partner.slug}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {format.count(index + 1)}
                  </span>
                  <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
                  <span className="ms-auto rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                    {partner.code}
                  </span>
                </div>
                <dl className="mt-4 grid flex-1 content-start gap-2 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">{t("aacciDashboard.partnerships.priority")}</dt>
                    <dd className="font-semibold text-slate-900">{tr(`priority.${partner.priority}`)}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">{t("aacciDashboard.partnerships.gdp")}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900">
                      {format.usd(partner.gdpUsd)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">{t("aacciDashboard.partnerships.sectors")}</dt>
                    <dd className="text-end font-semibold text-slate-900">
                      {partner.sectors.map(format.sector).join(" · ")}
                    </dd>
                  </div>
                </dl>
                <LocalizedLink
                  to={`/regions/middle-east/${partner.slug}`}
                  className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t("aacciDashboard.partnerships.explore", { country: name })}
                  <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
                </LocalizedLink>
              </li>
            );
          })}
        </ol>
        <p className="mt-6 flex gap-2 text-sm text-slate-700">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{t("aacciDashboard.partnerships.excluded")}</span>
        </p>
      </Section>

      <Section id="central" tone="muted" title={t("aacciDashboard.central.title")}>
        <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-slate-700">{t("aacciDashboard.central.text")}</p>
          <LocalizedLink to="/regions/central-reporting" className={buttonClass("primary", "shrink-0")}>
            <BarChart3 aria-hidden className="size-4" />
            {t("aacciDashboard.central.link")}
          </LocalizedLink>
        </div>
        <div className="mt-8">
          <DashboardTiles tiles={["hub", "tech4humanity"]} />
        </div>
      </Section>
    </>
  );
}
