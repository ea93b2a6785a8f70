import { BarChart3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import { DashboardTiles } from "#app/components/dashboards/dashboard-tiles.tsx";
import { InfoNote } from "#app/components/dashboards/info-note.tsx";
import { MetricCards } from "#app/components/dashboards/metric-cards.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { RankedCard, Section } from "#app/components/ui/sections.tsx";
import type { Country } from "#app/content/countries.ts";
import type { ChamberFigures, FocusArea } from "#app/content/dashboards.ts";

// The AACCI dashboard's sections (/regions/aacci-dashboard, spec 001 §2.9), below its hero.

/** The period's results as cards. */
export function ChamberResults({
  figures,
  periodName,
}: {
  figures: Omit<ChamberFigures, "focusProgressPercent">;
  periodName: string;
}) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  return (
    <Section
      id="results"
      title={t("aacciDashboard.metrics.title", { period: periodName })}
      intro={t("aacciDashboard.metrics.intro")}
    >
      <MetricCards
        testId="chamber-metrics"
        label={(id) => t(`aacciDashboard.metrics.${id}`)}
        metrics={[
          { id: "projects", value: format.count(figures.projects) },
          { id: "programs", value: format.count(figures.programs) },
          { id: "entryRate", value: format.percent(figures.entryRatePercent) },
          { id: "memberCompanies", value: format.count(figures.memberCompanies) },
          { id: "tradeDelegations", value: format.count(figures.tradeDelegations) },
          { id: "businessMatches", value: format.count(figures.businessMatches) },
          { id: "facilitatedTrade", value: format.usd(figures.facilitatedTradeUsd) },
        ]}
      />
    </Section>
  );
}

/** Focus-area progress: a chart and the areas explained. */
export function ChamberFocus({
  focus,
  periodName,
}: {
  focus: readonly { key: FocusArea; value: number }[];
  periodName: string;
}) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  return (
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
  );
}

/** A partnership the dashboard ranks: a country, its market potential, GDP and first two sectors. */
export type Partnership = Pick<Country, "slug" | "code" | "marketPotential" | "gdpUsd"> & {
  sectors: readonly string[];
};

/**
 * The top partnerships, each linking to its country page (decision 022: the chamber's programme leaves three
 * markets out; decision 063: ranked by market potential, then GDP, and the note names no country).
 */
export function ChamberPartnerships({ partnerships }: { partnerships: readonly Partnership[] }) {
  const { t } = useTranslation("dashboards");
  const { t: tr } = useTranslation("regions");
  const format = useDashboardFormat();
  return (
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
                  id: "marketPotential",
                  label: t("aacciDashboard.partnerships.marketPotential"),
                  value: tr(`marketPotential.${partner.marketPotential}`),
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
  );
}

/** The way to the central reporting dashboard, and tiles to the others. */
export function CentralReportingLink() {
  const { t } = useTranslation("dashboards");
  return (
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
  );
}
