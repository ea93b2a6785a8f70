/**
 * The ROI calculator (spec 001 §9 "ROI calculator"): the projected revenue of entering the Australian market, the
 * cost of doing it and what it returns. Money in integer cents (AUD), rounded to the cent at each step.
 *
 * - projected revenue = current revenue × growth % × size multiplier × timeframe months / 12
 * - service cost = 12 % of projected revenue; investment = marketing budget + service cost
 * - net gain = projected revenue − investment; ROI = net gain / investment
 * - payback = investment / monthly revenue, where monthly revenue is the projected revenue spread evenly over the
 *   timeframe (projected revenue / months; docs/decisions/027-roi-payback-and-tool-saving.md)
 *
 * Where a figure has no meaning (nothing invested, no revenue to pay it back), it is null and the page says
 * 'n/a', never NaN, Infinity or a negative payback.
 */
import { z } from "zod";
import { numberFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { translatedValue } from "#app/domain/tools/summary.ts";
import { typedNumber } from "#app/domain/tools/typed-number.ts";

export const COMPANY_SIZES = ["startup", "small", "medium", "large"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** How much further a company of each size can grow the revenue it brings (spec 001 §9). */
export const SIZE_MULTIPLIERS: Record<CompanySize, number> = {
  startup: 1.2,
  small: 1.5,
  medium: 2,
  large: 3,
};

export const ROI_TIMEFRAMES = [6, 12, 18, 24] as const;
export type RoiTimeframe = (typeof ROI_TIMEFRAMES)[number];
export const DEFAULT_ROI_TIMEFRAME: RoiTimeframe = 12;

/**
 * The worked example the calculator opens with, already computed (docs/decisions/072-tools-open-with-a-worked-example.md):
 * a medium-sized tech company with A$12 million of annual revenue expecting 15 % growth from Australia, with a
 * A$400,000 marketing budget over the default timeframe. As the form holds them (strings, amounts in dollars);
 * `RoiInputSchema` must accept them (a unit test checks); the line that introduces them (`tools:roi.example`)
 * calls the company medium-sized.
 */
export const ROI_EXAMPLE = {
  revenue: "12000000",
  growth: "15",
  size: "medium",
  budget: "400000",
  months: String(DEFAULT_ROI_TIMEFRAME),
} as const satisfies Record<keyof RoiInput, string>;

/** The service's fee: 12 % of the projected revenue. */
export const SERVICE_COST_RATE = 0.12;

/** Input limits: no negative money, and ceilings no market entrant reaches (AUD, whole dollars). */
export const ROI_LIMITS = {
  /** A$10 billion of current annual revenue. */
  revenueMaxDollars: 10_000_000_000,
  /** Growth from 0 % to 1,000 % (ten-fold). */
  growthMaxPercent: 1000,
  /** A$1 billion of marketing budget. */
  budgetMaxDollars: 1_000_000_000,
} as const;

export type RoiInput = {
  /** Current annual revenue, cents. */
  revenue: number;
  /** Expected growth, percent (50 = 50 %). */
  growth: number;
  size: CompanySize;
  /** Marketing budget, cents. */
  budget: number;
  months: RoiTimeframe;
};

export type RoiResult = {
  /** Cents. */
  projectedRevenue: number;
  serviceCost: number;
  investment: number;
  /** Negative when the investment is more than the revenue it brings. */
  netGain: number;
  /** Net gain / investment × 100; null when nothing is invested. */
  roiPercent: number | null;
  /** Projected revenue / months, cents. */
  monthlyRevenue: number;
  /** Investment / monthly revenue, months (never negative); null when there is no monthly revenue. */
  paybackMonths: number | null;
};

/**
 * A number field: required (`requiredKey`), a number (`notNumber`), from 0 (`negative`) to `max` (`maxKey`), at
 * most two decimals (`tooPrecise`).
 */
function numberField(requiredKey: string, max: number, maxKey: string) {
  return z.preprocess(
    typedNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredKey : "notNumber") })
      .refine(Number.isFinite, { error: "notNumber", abort: true })
      .min(0, { error: "negative", abort: true })
      .max(max, { error: maxKey, abort: true })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: "tooPrecise" }),
  );
}

/** Whole dollars and cents as typed, in integer cents. */
const dollars = (requiredKey: string, max: number, maxKey: string) =>
  numberField(requiredKey, max, maxKey).transform((n) => Math.round(n * 100));

const choice = <T extends readonly string[]>(values: T, requiredKey: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: requiredKey }));

/**
 * The calculator's five fields as the form sends them (strings; amounts in dollars), parsed to a RoiInput.
 * Message keys are `tools:errors.<key>`.
 */
export const RoiInputSchema: z.ZodType<RoiInput> = z.object({
  revenue: dollars("revenueRequired", ROI_LIMITS.revenueMaxDollars, "revenueTooLarge"),
  growth: numberField("growthRequired", ROI_LIMITS.growthMaxPercent, "growthTooLarge"),
  size: choice(COMPANY_SIZES, "sizeRequired"),
  budget: dollars("budgetRequired", ROI_LIMITS.budgetMaxDollars, "budgetTooLarge"),
  months: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.union(
      ROI_TIMEFRAMES.map((months) => z.literal(months)),
      { error: "timeframeInvalid" },
    ),
  ),
}) as unknown as z.ZodType<RoiInput>;

/** The calculator's figures for `input` (spec 001 §9). */
export function computeRoi(input: RoiInput): RoiResult {
  const { revenue, growth, size, budget, months } = input;
  const projectedRevenue = Math.round(((revenue * growth) / 100) * SIZE_MULTIPLIERS[size] * (months / 12));
  const serviceCost = Math.round(projectedRevenue * SERVICE_COST_RATE);
  const investment = budget + serviceCost;
  const netGain = projectedRevenue - investment;
  const monthlyRevenue = Math.round(projectedRevenue / months);
  return {
    projectedRevenue,
    serviceCost,
    investment,
    netGain,
    roiPercent: investment > 0 ? (netGain / investment) * 100 : null,
    monthlyRevenue,
    // investment / (projected / months), without the cent rounding of the monthly figure
    paybackMonths: projectedRevenue > 0 ? (investment * months) / projectedRevenue : null,
  };
}

/** A percentage for people to read, one decimal at most ("354.5 %" the page language's way). */
export function formatPercent(percent: number, lang: LanguageCode): string {
  return numberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/** A number of months for people to read, one decimal at most (the unit comes from the sentence around it). */
export function formatMonths(months: number, lang: LanguageCode): string {
  return numberFormat(lang, { maximumFractionDigits: 1 }).format(months);
}

/**
 * The saved-results mail's lines: label keys in the `tools` namespace, values for `lang` (money, percentages and
 * months formatted here; words such as the company size or 'n/a' as translation references, `tools.ts`).
 */
export function summarizeRoi(
  input: RoiInput,
  result: RoiResult,
  lang: LanguageCode,
): { label: string; value: string }[] {
  const money = (cents: number) => formatMoney(cents, lang);
  const notApplicable = translatedValue("tools:roi.notApplicable");
  return [
    { label: "tools:roi.summary.revenue", value: money(input.revenue) },
    { label: "tools:roi.summary.growth", value: formatPercent(input.growth, lang) },
    { label: "tools:roi.summary.size", value: translatedValue(`tools:roi.sizes.${input.size}`) },
    { label: "tools:roi.summary.budget", value: money(input.budget) },
    { label: "tools:roi.summary.timeframe", value: formatMonths(input.months, lang) },
    { label: "tools:roi.summary.projectedRevenue", value: money(result.projectedRevenue) },
    { label: "tools:roi.summary.serviceCost", value: money(result.serviceCost) },
    { label: "tools:roi.summary.investment", value: money(result.investment) },
    { label: "tools:roi.summary.netGain", value: money(result.netGain) },
    {
      label: "tools:roi.summary.roi",
      value: result.roiPercent === null ? notApplicable : formatPercent(result.roiPercent, lang),
    },
    {
      label: "tools:roi.summary.payback",
      value: result.paybackMonths === null ? notApplicable : formatMonths(result.paybackMonths, lang),
    },
  ];
}
