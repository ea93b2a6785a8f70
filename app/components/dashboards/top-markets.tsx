import { useTranslation } from "react-i18next";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { RankedCard } from "#app/components/ui/sections.tsx";
import type { TopMarketRow } from "#app/domain/dashboards/regional-dashboard.ts";

/**
 * The five largest markets where we work with local partners (spec 001 §2.8, decision 063), ranked by GDP, each
 * linking to its strategic report (`/regions/country-report/<slug>`) with its GDP and, for the selected period,
 * trade value and pipeline.
 */
export function TopMarkets({ markets }: { markets: readonly TopMarketRow[] }) {
  const { t } = useTranslation("dashboards");
  const format = useDashboardFormat();
  return (
    <ol
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
      data-testid="top-markets"
    >
      {markets.map((market, index) => {
        const name = format.country(market.slug);
        return (
          <RankedCard
            key={market.slug}
            rank={format.count(index + 1)}
            rankLabel={t("centralReporting.topMarkets.rank", { rank: index + 1 })}
            title={name}
            code={market.code}
            facts={[
              { id: "gdp", label: t("centralReporting.topMarkets.gdp"), value: format.usd(market.gdpUsd) },
              {
                id: "trade",
                label: t("centralReporting.topMarkets.trade"),
                value: format.usd(market.tradeValueUsd),
              },
              {
                id: "pipeline",
                label: t("centralReporting.topMarkets.pipeline"),
                value: format.usd(market.investmentPipelineUsd),
              },
            ]}
            link={{
              to: `/regions/country-report/${market.slug}`,
              label: t("centralReporting.topMarkets.report", { country: name }),
            }}
          />
        );
      })}
    </ol>
  );
}
