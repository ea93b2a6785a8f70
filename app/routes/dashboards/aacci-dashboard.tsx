import { BarChart3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import { radioFilter } from "#app/components/dashboards/dashboard-filters.tsx";
import { DashboardHero } from "#app/components/dashboards/dashboard-hero.tsx";
import { DashboardTiles } from "#app/components/dashboards/dashboard-tiles.tsx";
import { InfoNote } from "#app/components/dashboards/info-note.tsx";
import { SummaryCards } from "#app/components/dashboards/summary-cards.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { RankedCard, Section, StatsBand } from "#app/components/ui/sections.tsx";
import { CHAMBER_PERIODS } from "#app/content/dashboards.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { aacciDashboardData } from "#app/routes/dashboards/aacci-dashboard.server.ts";
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
      <DashboardHero
        page="aacciDashboard"
        anchor={FILTERS_ANCHOR}
        fields={[
          radioFilter("period", t("aacciDashboard.filters.period"), period, CHAMBER_PERIODS, (value) =>
            t(`aacciDashboard.periods.${value}`),
          ),
        ]}
      >
        <div className="mt-8">
          <h2 className="sr-only">{t("aacciDashboard.reach.title")}</h2>
          <StatsBand
            testId="chamber-reach"
            stats={[
              { value: format.people(reach.people), label: t("aacciDashboard.reach.people") },
              { value: format.usd(reach.combinedGdpUsd), label: t("aacciDashboard.reach.gdp") },
              { value: format.count(reach.markets), label: t("aacciDashboard.reach.markets") },
              { value: format.percent(figures.entryRatePercent), label: t("aacciDashboard.reach.entryRate") },
            ]}
          />
        </div>
      </DashboardHero>

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
              <RankedCard
                key={partner.slug}
                rank={format.count(index + 1)}
                title={name}
                code={partner.code}
                facts={[
                  {
                    id: "priority",
                    label: t("aacciDashboard.partnerships.priority"),
                    value: tr(`priority.${partner.priority}`),
                  },
                  {
                    id: "gdp",
                    label: t("aacciDashboard.partnerships.gdp"),
                    value: format.usd(partner.gdpUsd),
                  },
                  {
                    id: "sectors",
                    label: t("aacciDashboard.partnerships.sectors"),
                    value: partner.sectors.map(format.sector).join(" · "),
                  },
                ]}
                link={{
                  to: `/regions/middle-east/${partner.slug}`,
                  label: t("aacciDashboard.partnerships.explore", { country: name }),
                }}
              />
            );
          })}
        </ol>
        <InfoNote className="mt-6">{t("aacciDashboard.partnerships.excluded")}</InfoNote>
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
