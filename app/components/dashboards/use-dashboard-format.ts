import { useTranslation } from "react-i18next";
import type { ChartTableLabels } from "#app/components/charts/chart-frame.tsx";
import { useLanguage } from "#app/components/language.tsx";
import type { ChartDimension } from "#app/domain/dashboards/regional-dashboard.ts";
import { figureFormat } from "#app/domain/regions/country-figures.ts";

/**
 * The dashboards' formatting in the page's language: money, counts, people and percentages through Intl
 * (`country-figures.ts`), the names of catalogue values (`regions` namespace) and the charts' table labels.
 */
export function useDashboardFormat() {
  const lang = useLanguage();
  const { t } = useTranslation("dashboards");
  const { t: tr } = useTranslation("regions");
  return {
    lang,
    ...figureFormat(lang),
    country: (slug: string) => tr(`country.${slug}.name`),
    sector: (id: string) => tr(`sector.${id}`),
    /** The name of a catalogue value a chart counts by: "GCC States", "High priority", "Low risk"… */
    label: (dimension: ChartDimension, key: string) =>
      dimension === "risk" ? t(`charts.risk.${key}`) : tr(`${dimension}.${key}`),
    /** A chart's table: its disclosure and column headers. */
    tableLabels: (item: string, value: string): ChartTableLabels & { share: string } => ({
      show: t("charts.showTable"),
      item,
      value,
      share: t("charts.share"),
    }),
  };
}
