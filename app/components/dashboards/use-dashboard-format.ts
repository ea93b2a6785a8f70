import { useTranslation } from "react-i18next";
import type { ChartTableLabels } from "#app/components/charts/chart-frame.tsx";
import { useLanguage } from "#app/components/language.tsx";
import type { ChartDimension } from "#app/domain/dashboards/regional-dashboard.ts";
import { figureFormat } from "#app/domain/regions/country-figures.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

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
    // The report's rows name catalogue values as data (a country's slug, a sector's id), checked by the catalogue's
    // own tests rather than the type check.
    country: (slug: string) => translateDataKey(tr, `country.${slug}.name`),
    sector: (id: string) => translateDataKey(tr, `sector.${id}`),
    /** The name of a catalogue value a chart counts by: "GCC States", "Very High", "Low risk"… */
    label: (dimension: ChartDimension, key: string) =>
      dimension === "risk"
        ? translateDataKey(t, `charts.risk.${key}`)
        : translateDataKey(tr, `${dimension}.${key}`),
    /** A chart's table: its disclosure and column headers. */
    tableLabels: (item: string, value: string): ChartTableLabels & { share: string } => ({
      show: t("charts.showTable"),
      item,
      value,
      share: t("charts.share"),
    }),
  };
}
