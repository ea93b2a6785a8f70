import { useTranslation } from "react-i18next";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import type { ChartTone } from "#app/components/charts/chart-tones.ts";
import { DistributionBar } from "#app/components/charts/distribution-bar.tsx";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import type { DashboardChart } from "#app/domain/dashboards/regional-dashboard.ts";

/**
 * Colours that carry a meaning the text says too: risk levels only. Everything else (categories, market potential,
 * our service in a market) takes the plain series colours, so no colour passes judgement on a country (decision 063).
 */
const TONES: Partial<Record<DashboardChart["dimension"], Record<string, ChartTone>>> = {
  risk: { low: "emerald", medium: "amber", high: "red" },
};

/** The central dashboard's charts for its metric: bars, or distribution bars for shares of the 22 countries. */
export function CentralCharts({ charts }: { charts: readonly DashboardChart[] }) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  const columns = charts.length === 2 ? "lg:grid-cols-2" : "lg:grid-cols-3";
  return (
    <ul className={`grid grid-cols-1 gap-6 md:grid-cols-2 ${columns}`}>
      {charts.map((chart) => {
        const rows = chart.items.map((item) => ({
          key: item.key,
          label: format.label(chart.dimension, item.key),
          value: item.value,
          text: chart.unit === "usd" ? format.usd(item.value) : format.count(item.value),
          tone: TONES[chart.dimension]?.[item.key],
        }));
        const labels = format.tableLabels(
          t(`charts.dimensions.${chart.dimension}`),
          t(chart.unit === "usd" ? "charts.gdp" : "charts.countries"),
        );
        const title = t(`centralReporting.charts.${chart.id}.title`);
        const note = t(`centralReporting.charts.${chart.id}.note`);
        return (
          <li key={chart.id} className={charts.length === 3 ? "md:last:col-span-2 lg:last:col-span-1" : ""}>
            {chart.kind === "distribution" ? (
              <DistributionBar
                title={title}
                note={note}
                rows={rows}
                labels={labels}
                formatShare={format.percent}
                testId={`chart-${chart.id}`}
              />
            ) : (
              <BarChart
                title={title}
                note={note}
                rows={rows}
                labels={labels}
                tone={chart.unit === "usd" ? "teal" : "brand"}
                testId={`chart-${chart.id}`}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
