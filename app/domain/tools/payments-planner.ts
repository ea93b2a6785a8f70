/**
 * The Startup Payments Planner (spec 001 §4, §5, §9 "Payments planner"): how a project's fee would leave the bank
 * under five payment models, month by month over the project's duration, and what each model saves in cash and
 * runway against paying evenly. Money in integer cents (AUD); every schedule is in whole cents.
 *
 * Every model's schedule (months 1..duration) plus what it leaves owed after the period adds up to the project
 * cost exactly. Instalments that do not divide evenly put the leftover cents on the last instalment.
 *
 * - standard: the cost in equal monthly instalments over the duration.
 * - deferred: nothing for the deferred months, then the cost in equal instalments over the months left (deferring
 *   the whole duration leaves it all owed after the period).
 * - revenue_share: a fixed 30 % of the cost in month one; from month two the share percent of that month's
 *   projected revenue, until the cost is covered; what is not covered within the period is owed after it.
 * - milestone: the cost split evenly across the milestones, spaced evenly so the last falls in the last month
 *   (milestone k of n in month ⌈k × duration / n⌉).
 * - usage_based: 50 % in month one; the other 50 % in equal instalments over months two to the last, each due only
 *   in a month whose projected usage is above the threshold; the instalments of quieter months are owed after the
 *   period.
 *
 * Projected revenue and usage start at the visitor's month-one figures and grow by the monthly growth rate,
 * compounding, rounded to whole cents and whole units (docs/decisions/028-payments-planner-models.md).
 *
 * Cash saved = what the standard model pays within the duration − what the model pays within it; runway extension
 * = cash saved / monthly budget, rounded down (null when there is no budget: nothing to divide by).
 */
import { z } from "zod";
import { numberFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { type SummaryLine, translatedValue } from "#app/domain/tools/summary.ts";
import { typedNumber } from "#app/domain/tools/typed-number.ts";

export const PAYMENT_MODELS = ["standard", "deferred", "revenue_share", "milestone", "usage_based"] as const;
export type PaymentModel = (typeof PAYMENT_MODELS)[number];

export const PLAN_DURATIONS = [3, 6, 9, 12] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];

/** The spec's defaults (001 §9). */
export const PAYMENTS_DEFAULTS = {
  duration: 6,
  deferredMonths: 3,
  revenueSharePercent: 20,
  milestoneCount: 3,
  usageThreshold: 10_000,
} as const;

/** The spec's fixed parts: 30 % up front under revenue share, 50 % under usage-based. */
export const REVENUE_SHARE_UPFRONT_PERCENT = 30;
export const USAGE_UPFRONT_PERCENT = 50;

/** Input limits: the spec's bounds for the model parameters, and ceilings no startup's project reaches. */
export const PAYMENTS_LIMITS = {
  /** A$10 million: the project cost, the monthly budget and month one's revenue. */
  moneyMaxDollars: 10_000_000,
  deferredMin: 1,
  revenueShareMin: 1,
  revenueShareMax: 50,
  milestonesMin: 2,
  milestonesMax: 6,
  /** Units of usage a month (threshold and month one's usage). */
  usageMax: 1_000_000_000,
  /** Monthly growth of revenue and usage, percent. */
  growthMax: 100,
} as const;

export type PaymentsPlanInput = {
  /** The project's total fee, cents. */
  projectCost: number;
  /** What the business spends a month, cents. */
  monthlyBudget: number;
  duration: PlanDuration;
  /** Months with nothing to pay under the deferred model, 1..duration. */
  deferredMonths: number;
  /** Percent of each month's revenue paid under the revenue-share model, 1..50. */
  revenueSharePercent: number;
  /** Payments under the milestone model, 2..6. */
  milestoneCount: number;
  /** Units of usage a month above which a usage-based instalment is due. */
  usageThreshold: number;
  /** Projected revenue in month one, cents. */
  startingRevenue: number;
  /** Projected usage in month one, units. */
  startingUsage: number;
  /** Monthly growth of revenue and usage, percent (10 = 10 % a month). */
  growthPercent: number;
};

export type ModelPlan = {
  model: PaymentModel;
  /** Cents paid in months 1..duration. */
  schedule: number[];
  /** Cents paid by the end of each month (the chart's lines). */
  cumulative: number[];
  /** Cents paid within the duration. */
  paidWithin: number;
  /** Cents still owed once the duration ends (project cost − paid within). */
  owedAfter: number;
  /** Standard's payments within the duration − this model's, cents (never negative). */
  cashSaved: number;
  /** Cash saved / monthly budget, whole months rounded down; null without a monthly budget. */
  runwayMonths: number | null;
  /**
   * The most this model leaves in the bank compared with the standard model at any month's end, cents, and the
   * first month it does (null when it never keeps more): what a deferral is worth before it is paid.
   */
  mostKept: number;
  mostKeptMonth: number | null;
};

export type PaymentsPlanResult = {
  duration: PlanDuration;
  /** Projected revenue per month, cents, and usage per month, units (months 1..duration). */
  revenue: number[];
  usage: number[];
  /** One plan per model, in PAYMENT_MODELS order. */
  plans: ModelPlan[];
};

/* ---------------------------------------------------------------- the form's fields */

const atMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * A number: required (`required`), a number (`notNumber`), finite. Message keys: `tools-payments:errors.*`. No
 * check aborts (zod would then skip the form's cross-field check, deferred months against the duration); a field
 * shows its first message, so each field's checks run from the most to the least basic.
 */
const number = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? "required" : "notNumber") })
    .refine(Number.isFinite, { error: "notNumber" });

/** An amount in dollars (two decimals at most), from `min` to A$10 million, in integer cents. */
const dollars = (min: number, minKey: string) =>
  z.preprocess(
    typedNumber,
    number()
      .min(min, { error: minKey })
      .max(PAYMENTS_LIMITS.moneyMaxDollars, { error: "moneyTooLarge" })
      .refine(atMostTwoDecimals, { error: "tooPrecise" })
      .transform((n) => Math.round(n * 100)),
  );

/** A whole number from `min` to `max`; `rangeKey` says both. */
const wholeNumber = (min: number, max: number, rangeKey: string) =>
  z.preprocess(
    typedNumber,
    number()
      .refine(Number.isInteger, { error: "wholeNumber" })
      .min(min, { error: rangeKey })
      .max(max, { error: rangeKey }),
  );

/** A percentage (two decimals at most) from `min` to `max`. */
const percent = (min: number, max: number, rangeKey: string) =>
  z.preprocess(
    typedNumber,
    number()
      .min(min, { error: rangeKey })
      .max(max, { error: rangeKey })
      .refine(atMostTwoDecimals, { error: "tooPrecise" }),
  );

/** The duration: one of 3, 6, 9, 12 months; the default (6) when the form sends none. */
const duration = z.preprocess(
  (value) => (value === undefined || value === "" ? PAYMENTS_DEFAULTS.duration : Number(value)),
  z.union(
    PLAN_DURATIONS.map((months) => z.literal(months)),
    { error: "durationInvalid" },
  ),
);

/**
 * The planner's fields as the form sends them (strings; amounts in dollars), parsed to a PaymentsPlanInput.
 * Message keys are `tools-payments:errors.<key>`. Deferred months run from 1 to the duration (`deferredRange`).
 */
export const PaymentsPlanInputSchema: z.ZodType<PaymentsPlanInput> = z
  .object({
    projectCost: dollars(0.01, "projectCostPositive"),
    monthlyBudget: dollars(0, "negative"),
    duration,
    deferredMonths: wholeNumber(PAYMENTS_LIMITS.deferredMin, 12, "deferredRange"),
    revenueSharePercent: percent(
      PAYMENTS_LIMITS.revenueShareMin,
      PAYMENTS_LIMITS.revenueShareMax,
      "revenueShareRange",
    ),
    milestoneCount: wholeNumber(
      PAYMENTS_LIMITS.milestonesMin,
      PAYMENTS_LIMITS.milestonesMax,
      "milestoneRange",
    ),
    usageThreshold: wholeNumber(0, PAYMENTS_LIMITS.usageMax, "usageRange"),
    startingRevenue: dollars(0, "negative"),
    startingUsage: wholeNumber(0, PAYMENTS_LIMITS.usageMax, "usageRange"),
    growthPercent: percent(0, PAYMENTS_LIMITS.growthMax, "growthRange"),
  })
  .refine((input) => input.deferredMonths <= input.duration, {
    path: ["deferredMonths"],
    error: "deferredRange",
    // Also when other fields are wrong, so every error shows at once; only once both months are valid.
    when: ({ issues }) =>
      !issues.some((issue) => issue.path?.[0] === "deferredMonths" || issue.path?.[0] === "duration"),
  });

/** The form's field names, in the order the form shows them. */
export const PAYMENTS_FIELDS = [
  "projectCost",
  "monthlyBudget",
  "duration",
  "startingRevenue",
  "startingUsage",
  "growthPercent",
  "deferredMonths",
  "revenueSharePercent",
  "milestoneCount",
  "usageThreshold",
] as const satisfies readonly (keyof PaymentsPlanInput)[];

/**
 * The worked example the planner opens with, already computed (docs/decisions/072-tools-open-with-a-worked-example.md):
 * a mid-size tech company's A$120,000 market-entry project over six months, with A$40,000 a month to spend and
 * A$20,000 of revenue expected in month one; the models' settings are the spec's defaults. As the form holds
 * them (strings, amounts in dollars); `PaymentsPlanInputSchema` must accept them (a unit test checks).
 */
export const PAYMENTS_EXAMPLE = {
  projectCost: "120000",
  monthlyBudget: "40000",
  duration: String(PAYMENTS_DEFAULTS.duration),
  startingRevenue: "20000",
  startingUsage: "8000",
  growthPercent: "10",
  deferredMonths: String(PAYMENTS_DEFAULTS.deferredMonths),
  revenueSharePercent: String(PAYMENTS_DEFAULTS.revenueSharePercent),
  milestoneCount: String(PAYMENTS_DEFAULTS.milestoneCount),
  usageThreshold: String(PAYMENTS_DEFAULTS.usageThreshold),
} as const satisfies Record<(typeof PAYMENTS_FIELDS)[number], string>;

/* ---------------------------------------------------------------- the models */

/** `total` in `count` equal whole-cent instalments; the leftover cents go on the last one. */
export function evenInstalments(total: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const instalments = Array.from({ length: count }, () => base);
  instalments[count - 1] = total - base * (count - 1);
  return instalments;
}

/** Month one's figure grown by `growthPercent` a month, compounding, for months 1..duration. */
export function projection(start: number, growthPercent: number, months: number): number[] {
  return Array.from({ length: months }, (_, index) => Math.round(start * (1 + growthPercent / 100) ** index));
}

/** The month (1-based) of each of `count` milestones spread over `months`: the last in the last month. */
export function milestoneMonths(count: number, months: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.ceil(((index + 1) * months) / count));
}

/** A share of cents, rounded to the cent. */
const share = (cents: number, percentage: number) => Math.round((cents * percentage) / 100);

/** Each model's payments in months 1..duration. */
function schedules(
  input: PaymentsPlanInput,
  revenue: number[],
  usage: number[],
): Record<PaymentModel, number[]> {
  const { projectCost: total, duration: months } = input;
  const none = () => Array.from({ length: months }, () => 0);

  const deferred = none();
  const deferredMonths = Math.min(input.deferredMonths, months);
  evenInstalments(total, months - deferredMonths).forEach((amount, index) => {
    deferred[deferredMonths + index] = amount;
  });

  const revenueShare = none();
  revenueShare[0] = share(total, REVENUE_SHARE_UPFRONT_PERCENT);
  let balance = total - revenueShare[0];
  for (let month = 1; month < months; month++) {
    const payment = Math.min(balance, share(revenue[month]!, input.revenueSharePercent));
    revenueShare[month] = payment;
    balance -= payment;
  }

  const milestone = none();
  const milestoneAmounts = evenInstalments(total, input.milestoneCount);
  milestoneMonths(input.milestoneCount, months).forEach((month, index) => {
    milestone[month - 1]! += milestoneAmounts[index]!;
  });

  const usageBased = none();
  usageBased[0] = share(total, USAGE_UPFRONT_PERCENT);
  evenInstalments(total - usageBased[0], months - 1).forEach((amount, index) => {
    if (usage[index + 1]! > input.usageThreshold) usageBased[index + 1] = amount;
  });

  return {
    standard: evenInstalments(total, months),
    deferred,
    revenue_share: revenueShare,
    milestone,
    usage_based: usageBased,
  };
}

/** What has been paid by the end of each month. */
function runningTotals(values: readonly number[]): number[] {
  let running = 0;
  return values.map((value) => (running += value));
}

/** The five models' schedules for `input`, with cash saved and runway extension against the standard model. */
export function computePaymentsPlan(input: PaymentsPlanInput): PaymentsPlanResult {
  const months = input.duration;
  const revenue = projection(input.startingRevenue, input.growthPercent, months);
  const usage = projection(input.startingUsage, input.growthPercent, months);
  const byModel = schedules(input, revenue, usage);
  const standardCumulative = runningTotals(byModel.standard);
  const standardPaid = standardCumulative.at(-1) ?? 0;
  const plans = PAYMENT_MODELS.map((model): ModelPlan => {
    const schedule = byModel[model];
    const cumulative = runningTotals(schedule);
    const paidWithin = cumulative.at(-1) ?? 0;
    const cashSaved = Math.max(0, standardPaid - paidWithin);
    let mostKept = 0;
    let mostKeptMonth: number | null = null;
    cumulative.forEach((paid, index) => {
      const kept = standardCumulative[index]! - paid;
      if (kept > mostKept) [mostKept, mostKeptMonth] = [kept, index + 1];
    });
    return {
      model,
      schedule,
      cumulative,
      paidWithin,
      owedAfter: input.projectCost - paidWithin,
      cashSaved,
      runwayMonths: input.monthlyBudget > 0 ? Math.floor(cashSaved / input.monthlyBudget) : null,
      mostKept,
      mostKeptMonth,
    };
  });
  return { duration: months, revenue, usage, plans };
}

/** The plan of `model` in `result`. */
export function planOf(result: PaymentsPlanResult, model: PaymentModel): ModelPlan {
  return result.plans.find((plan) => plan.model === model)!;
}

/* ---------------------------------------------------------------- for people to read */

/** A percentage ("20%", "12.5 %" the language's way), two decimals at most. */
export function formatSharePercent(percentage: number, lang: LanguageCode): string {
  return numberFormat(lang, { style: "percent", maximumFractionDigits: 2 }).format(percentage / 100);
}

/** A count (usage units, months) with the language's grouping. */
export function formatCount(count: number, lang: LanguageCode): string {
  return numberFormat(lang, { maximumFractionDigits: 0 }).format(count);
}

/** A number of months with its unit, in the language's words and plural ("6 months", "6개월", "6 أشهر"). */
export function formatMonthCount(months: number, lang: LanguageCode): string {
  return numberFormat(lang, { style: "unit", unit: "month", unitDisplay: "long" }).format(months);
}

/**
 * The saved-results mail's lines: label keys in the `tools-payments` namespace, values for `lang`: money,
 * percentages, counts and months formatted here with Intl; 'n/a' (no monthly budget, so no runway) a reference
 * the mail translates. The inputs first, then per model what it pays within the period, the cash it saves and the
 * runway that buys.
 */
export function summarizePaymentsPlan(
  input: PaymentsPlanInput,
  result: PaymentsPlanResult,
  lang: LanguageCode,
): SummaryLine[] {
  const money = (cents: number) => formatMoney(cents, lang);
  const months = (count: number) => formatMonthCount(count, lang);
  const lines = [
    { label: "tools-payments:summary.projectCost", value: money(input.projectCost) },
    { label: "tools-payments:summary.monthlyBudget", value: money(input.monthlyBudget) },
    { label: "tools-payments:summary.duration", value: months(input.duration) },
    { label: "tools-payments:summary.startingRevenue", value: money(input.startingRevenue) },
    { label: "tools-payments:summary.startingUsage", value: formatCount(input.startingUsage, lang) },
    { label: "tools-payments:summary.growth", value: formatSharePercent(input.growthPercent, lang) },
    { label: "tools-payments:summary.deferredMonths", value: months(input.deferredMonths) },
    {
      label: "tools-payments:summary.revenueShare",
      value: formatSharePercent(input.revenueSharePercent, lang),
    },
    { label: "tools-payments:summary.milestones", value: formatCount(input.milestoneCount, lang) },
    { label: "tools-payments:summary.usageThreshold", value: formatCount(input.usageThreshold, lang) },
  ];
  for (const plan of result.plans) {
    const key = modelKey(plan.model);
    lines.push(
      { label: `tools-payments:summary.paidWithin.${key}`, value: money(plan.paidWithin) },
      { label: `tools-payments:summary.cashSaved.${key}`, value: money(plan.cashSaved) },
      {
        label: `tools-payments:summary.runway.${key}`,
        value:
          plan.runwayMonths === null
            ? translatedValue("tools-payments:summary.notApplicable")
            : months(plan.runwayMonths),
      },
    );
  }
  return lines;
}

/** Each model's name in translation keys (camelCase), written out so the keys built from it are typed. */
const MODEL_KEYS = {
  standard: "standard",
  deferred: "deferred",
  revenue_share: "revenueShare",
  milestone: "milestone",
  usage_based: "usageBased",
} as const satisfies Record<PaymentModel, string>;

/** A model's name in translation keys (camelCase: `revenueShare`). */
export const modelKey = (model: PaymentModel) => MODEL_KEYS[model];
