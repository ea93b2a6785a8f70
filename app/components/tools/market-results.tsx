import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BarChart } from "#app/components/charts/bar-chart.tsx";
import { useLanguage } from "#app/components/language.tsx";
import { formatMoney, formatMoneyCompact } from "#app/domain/money.ts";
import { formatCount, formatPercent } from "#app/domain/regions/country-figures.ts";
import {
  formatGrowth,
  formatMultiplier,
  type INDUSTRIES,
  type IndustryId,
  type MarketSizingResult,
  type OpportunityId,
  PROJECTION_YEARS,
  type RegionId,
  YEAR_ONE_TARGET_PERCENT,
  YEAR_THREE_TARGET_PERCENT,
} from "#app/domain/tools/market-sizing.ts";

/** The key of each opportunity the catalogue names under its industry, checked against `tools-market.json`. */
type OpportunityKey = {
  [I in IndustryId]: `industries.${I}.opportunities.${(typeof INDUSTRIES)[I]["opportunities"][number]}`;
}[IndustryId];

// TypeScript cannot tie a result's opportunities to its industry (two unions); the result lists that industry's.
const opportunityKey = (industry: IndustryId, opportunity: OpportunityId) =>
  `industries.${industry}.opportunities.${opportunity}` as OpportunityKey;

/**
 * What the Market Sizing Tool found: the addressable market and the two targets (announced politely as they
 * change), the industry's growth and the region's population, the industry's opportunities and the five-year
 * projection as a bar chart with its table. Amounts in short form ("A$8.4B"), in full in the chart's table. Until
 * the three choices are made, a line says what is missing.
 */
export function MarketResults({
  result,
  industry,
  region,
}: {
  result: MarketSizingResult | undefined;
  industry: IndustryId | undefined;
  region: RegionId | undefined;
}) {
  const { t } = useTranslation("tools-market");
  const lang = useLanguage();
  const id = useId();
  const money = (cents: number) => formatMoney(cents, lang);
  const short = (cents: number) => formatMoneyCompact(cents, lang);
  const ready = result && industry && region;

  return (
    <section aria-labelledby={`${id}-title`} data-testid="market-results" className="min-w-0">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("marketResults.title")}
      </h3>
      <div role="status" className="mt-3">
        {ready ? (
          <div className="space-y-4">
            <div className="rounded-xl bg-brand-700 p-5 text-white shadow-sm">
              <p className="text-sm font-medium text-brand-50">{t("marketResults.addressable")}</p>
              <p
                className="mt-1 text-2xl font-bold tabular-nums break-words sm:text-3xl"
                data-testid="market-addressable"
              >
                {short(result.addressableCents)}
              </p>
              <p className="mt-2 text-sm text-brand-50">
                {t("marketResults.formula", {
                  marketSize: short(result.marketSizeCents),
                  multiplier: formatMultiplier(result.multiplierHundredths, lang),
                  share: formatPercent(result.sharePercent, lang),
                })}
              </p>
            </div>
            <dl className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ["yearOne", result.yearOneTargetCents, YEAR_ONE_TARGET_PERCENT, "market-year-one"],
                  ["yearThree", result.yearThreeTargetCents, YEAR_THREE_TARGET_PERCENT, "market-year-three"],
                ] as const
              ).map(([label, cents, percent, testId]) => (
                <Figure
                  key={testId}
                  label={t(`marketResults.${label}`)}
                  value={short(cents)}
                  hint={t("marketResults.targetHint", { percent: formatPercent(percent, lang) })}
                  testId={testId}
                />
              ))}
            </dl>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-700">
            {t("marketResults.empty")}
          </p>
        )}
      </div>
      {ready && (
        <div className="mt-4 space-y-6">
          <dl className="grid grid-cols-2 gap-4">
            <Figure
              label={t("marketResults.growth")}
              value={formatGrowth(result.growthBasisPoints, lang)}
              hint={t("marketResults.growthHint", { industry: t(`industries.${industry}.name`) })}
              testId="market-growth"
            />
            <Figure
              label={t("marketResults.population")}
              value={formatCount(result.population, lang)}
              hint={t("marketResults.populationHint", { region: t(`regions.${region}.name`) })}
              testId="market-population"
            />
          </dl>
          <p className="text-sm text-slate-600">{t("marketResults.rule")}</p>
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h4 className="text-base font-semibold text-slate-900">
              {t("marketResults.opportunities", { industry: t(`industries.${industry}.name`) })}
            </h4>
            <ul className="mt-3 space-y-2" data-testid="market-opportunities">
              {result.opportunities.map((opportunity) => (
                <li key={opportunity} className="flex gap-2 text-sm text-slate-800">
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  {t(opportunityKey(industry, opportunity))}
                </li>
              ))}
            </ul>
          </div>
          <BarChart
            title={t("marketResults.chart.title", { years: formatCount(PROJECTION_YEARS, lang) })}
            note={t("marketResults.chart.note", { growth: formatGrowth(result.growthBasisPoints, lang) })}
            testId="market-chart"
            rows={result.projection.map(({ year, cents }) => ({
              key: `year-${year}`,
              label:
                year === 0
                  ? t("marketResults.chart.today")
                  : t("marketResults.chart.year", { year: formatCount(year, lang) }),
              value: cents,
              text: short(cents),
              exact: money(cents),
              tone: year === 0 ? "brand" : "teal",
            }))}
            labels={{
              show: t("marketResults.chart.showTable"),
              item: t("marketResults.chart.item"),
              value: t("marketResults.chart.value"),
            }}
          />
        </div>
      )}
    </section>
  );
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums break-words text-slate-900">{value}</dd>
      <dd className="mt-1 text-xs text-slate-600">{hint}</dd>
    </div>
  );
}
