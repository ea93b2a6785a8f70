import { useTranslation } from "react-i18next";
import {
  CentralReportingLink,
  ChamberFocus,
  ChamberPartnerships,
  ChamberResults,
} from "#app/components/dashboards/aacci-sections.tsx";
import { radioFilter } from "#app/components/dashboards/dashboard-filters.tsx";
import { DashboardHero } from "#app/components/dashboards/dashboard-hero.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { StatsBand } from "#app/components/ui/sections.tsx";
import { CHAMBER_PERIODS, type ChamberPeriod } from "#app/content/dashboards.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { aacciDashboardData } from "#app/routes/dashboards/aacci-dashboard.server.ts";
import { requireSampleContent } from "#app/server/db/seed/sample-content.server.ts";
import type { Route } from "./+types/aacci-dashboard";

export const handle = i18nHandle("dashboards", "regions");

/** The chamber dashboard for the URL's `?period=`; an unknown period shows the latest (the year to date). */
/** Sample figures only (decision 080): the page exists while the sample content is shown. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSampleContent();
  return aacciDashboardData(request);
}

const FILTERS_ANCHOR = "period";

/**
 * /regions/aacci-dashboard (spec 001 §2.9, issue 11 item 7, decision 063): the chamber's reporting-period selector
 * (dated from today, opening on the latest period), the markets it covers, the period's results and focus-area
 * progress (sample figures, said in one line), the top six partnerships linking to the country pages and a link to
 * the central reporting dashboard.
 */
export default function AacciDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  const { period, periodDates, reach, figures, focus, partnerships } = loaderData;
  // "2026 year to date", "2025 full year", "Q3 2026": the year as digits, never grouped ("2,026").
  const periodLabel = (value: ChamberPeriod) => t(`aacciDashboard.periods.${value}`, periodDates[value]);
  const periodName = periodLabel(period);

  return (
    <>
      <DashboardHero
        page="aacciDashboard"
        anchor={FILTERS_ANCHOR}
        fields={[
          radioFilter("period", t("aacciDashboard.filters.period"), period, CHAMBER_PERIODS, periodLabel),
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

      <ChamberResults figures={figures} periodName={periodName} />

      <ChamberFocus focus={focus} periodName={periodName} />

      <ChamberPartnerships partnerships={partnerships} />

      <CentralReportingLink />
    </>
  );
}
