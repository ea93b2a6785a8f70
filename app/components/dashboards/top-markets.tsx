import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useDashboardFormat } from "#app/components/dashboards/use-dashboard-format.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import type { TopMarketRow } from "#app/domain/regional-dashboard.ts";

/**
 * The top five high-priority active markets by GDP (spec 001 §2.8), ranked, each linking to its strategic report
 * (`/regions/country-report/<slug>`) with its GDP and, for the selected period, trade value and pipeline.
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
          <li
            key={market.slug}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {format.count(index + 1)}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">
                <span className="sr-only">{t("centralReporting.topMarkets.rank", { rank: index + 1 })} </span>
                {name}
              </h3>
              <span className="ms-auto rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                {market.code}
              </span>
            </div>
            <dl className="mt-4 grid flex-1 grid-cols-1 content-start gap-2 text-sm">
              <div className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-slate-600">{t("centralReporting.topMarkets.gdp")}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{format.usd(market.gdpUsd)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-slate-600">{t("centralReporting.topMarkets.trade")}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">
                  {format.usd(market.tradeValueUsd)}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-slate-600">{t("centralReporting.topMarkets.pipeline")}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">
                  {format.usd(market.investmentPipelineUsd)}
                </dd>
              </div>
            </dl>
            <LocalizedLink
              to={`/regions/country-report/${market.slug}`}
              className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t("centralReporting.topMarkets.report", { country: name })}
              <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
            </LocalizedLink>
          </li>
        );
      })}
    </ol>
  );
}
