import { describe, expect, it } from "vitest";
import {
  computePaymentsPlan,
  evenInstalments,
  milestoneMonths,
  PAYMENT_MODELS,
  PAYMENTS_DEFAULTS,
  type PaymentsPlanInput,
  PaymentsPlanInputSchema,
  planOf,
  projection,
  summarizePaymentsPlan,
} from "#app/domain/tools/payments-planner.ts";
import { referencedKey } from "#app/domain/tools/summary.ts";
import { PAYMENTS_FORM, PAYMENTS_INPUT } from "#tests/support/tool-forms.ts";

const parse = (changes: Partial<Record<keyof typeof PAYMENTS_FORM, string | undefined>> = {}) =>
  PaymentsPlanInputSchema.safeParse({ ...PAYMENTS_FORM, ...changes });

/** The message key a refused form shows by each field: the field's first. */
const errorsOf = (changes: Partial<Record<keyof typeof PAYMENTS_FORM, string | undefined>>) => {
  const parsed = parse(changes);
  expect(parsed.success).toBe(false);
  const first: Record<string, string> = {};
  for (const issue of parsed.error!.issues) first[issue.path.join(".")] ??= issue.message;
  return first;
};

const input = (changes: Partial<PaymentsPlanInput> = {}): PaymentsPlanInput => ({
  ...(parse().data as PaymentsPlanInput),
  ...changes,
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("the planner's form", () => {
  it("parses the fields to cents, months, percentages and units", () => {
    expect(parse().data).toEqual(PAYMENTS_INPUT);
  });

  it("has the spec's defaults: 6 months, 3 deferred, 20 %, 3 milestones, a threshold of 10,000", () => {
    expect(PAYMENTS_DEFAULTS).toMatchObject({
      duration: 6,
      deferredMonths: 3,
      revenueSharePercent: 20,
      milestoneCount: 3,
      usageThreshold: 10_000,
    });
    expect(parse({ duration: undefined }).data?.duration).toBe(6);
    expect(parse({ duration: "" }).data?.duration).toBe(6);
  });

  it("takes amounts with thousands separators, cents, and digits typed in Arabic or Hindi", () => {
    expect(parse({ projectCost: "60,000.50" }).data?.projectCost).toBe(6_000_050);
    expect(parse({ projectCost: " 60 000 " }).data?.projectCost).toBe(6_000_000);
    expect(parse({ projectCost: "٦٠٬٠٠٠٫٢٥" }).data?.projectCost).toBe(6_000_025);
    expect(parse({ monthlyBudget: "१०००" }).data?.monthlyBudget).toBe(100_000);
  });

  it.each([3, 6, 9, 12])("accepts a duration of %i months", (months) => {
    expect(parse({ duration: String(months), deferredMonths: "1" }).data?.duration).toBe(months);
  });

  it.each(["0", "4", "24", "six", "-6"])("refuses a duration of %s", (value) => {
    expect(errorsOf({ duration: value })).toEqual({ duration: "durationInvalid" });
  });

  it("defers from 1 month up to the whole duration", () => {
    expect(parse({ deferredMonths: "1" }).success).toBe(true);
    expect(parse({ deferredMonths: "6" }).success).toBe(true);
    expect(parse({ duration: "12", deferredMonths: "12" }).success).toBe(true);
    expect(errorsOf({ deferredMonths: "0" })).toEqual({ deferredMonths: "deferredRange" });
    expect(errorsOf({ deferredMonths: "7" })).toEqual({ deferredMonths: "deferredRange" });
    expect(errorsOf({ duration: "3", deferredMonths: "4" })).toEqual({ deferredMonths: "deferredRange" });
    expect(errorsOf({ deferredMonths: "13" })).toEqual({ deferredMonths: "deferredRange" });
    expect(errorsOf({ deferredMonths: "2.5" })).toEqual({ deferredMonths: "wholeNumber" });
  });

  it("shares 1 % to 50 % of revenue", () => {
    expect(parse({ revenueSharePercent: "1" }).success).toBe(true);
    expect(parse({ revenueSharePercent: "50" }).success).toBe(true);
    expect(parse({ revenueSharePercent: "12.5" }).data?.revenueSharePercent).toBe(12.5);
    expect(errorsOf({ revenueSharePercent: "0.99" })).toEqual({ revenueSharePercent: "revenueShareRange" });
    expect(errorsOf({ revenueSharePercent: "50.01" })).toEqual({ revenueSharePercent: "revenueShareRange" });
    expect(errorsOf({ revenueSharePercent: "12.345" })).toEqual({ revenueSharePercent: "tooPrecise" });
  });

  it("pays in 2 to 6 milestones", () => {
    expect(parse({ milestoneCount: "2" }).success).toBe(true);
    expect(parse({ milestoneCount: "6" }).success).toBe(true);
    expect(errorsOf({ milestoneCount: "1" })).toEqual({ milestoneCount: "milestoneRange" });
    expect(errorsOf({ milestoneCount: "7" })).toEqual({ milestoneCount: "milestoneRange" });
    expect(errorsOf({ milestoneCount: "2.5" })).toEqual({ milestoneCount: "wholeNumber" });
  });

  it("reports every missing field, and shows the deferral's error beside the others", () => {
    const blank = Object.fromEntries(Object.keys(PAYMENTS_FORM).map((name) => [name, ""]));
    const errors = errorsOf({ ...blank, duration: "3", deferredMonths: "5" });
    expect(errors).toEqual({
      projectCost: "required",
      monthlyBudget: "required",
      deferredMonths: "deferredRange",
      revenueSharePercent: "required",
      milestoneCount: "required",
      usageThreshold: "required",
      startingRevenue: "required",
      startingUsage: "required",
      growthPercent: "required",
    });
  });

  it.each([
    ["abc", "notNumber"],
    ["1e9", "notNumber"],
    ["Infinity", "notNumber"],
    ["NaN", "notNumber"],
    ["12..5", "notNumber"],
    ["0", "projectCostPositive"],
    ["-5000", "projectCostPositive"],
    ["10000000.01", "moneyTooLarge"],
    ["99999999999999999999", "moneyTooLarge"],
    ["100.001", "tooPrecise"],
  ])("refuses a project cost of %s (%s)", (value, key) => {
    expect(errorsOf({ projectCost: value })).toEqual({ projectCost: key });
  });

  it("takes the largest amounts allowed", () => {
    const parsed = parse({ projectCost: "10000000", monthlyBudget: "10000000", startingRevenue: "10000000" });
    expect(parsed.data).toMatchObject({
      projectCost: 1_000_000_000,
      monthlyBudget: 1_000_000_000,
      startingRevenue: 1_000_000_000,
    });
  });

  it("lets the monthly budget, revenue, usage, threshold and growth be zero, never negative or huge", () => {
    expect(
      parse({
        monthlyBudget: "0",
        startingRevenue: "0",
        startingUsage: "0",
        usageThreshold: "0",
        growthPercent: "0",
      }).success,
    ).toBe(true);
    expect(errorsOf({ monthlyBudget: "-1" })).toEqual({ monthlyBudget: "negative" });
    expect(errorsOf({ startingRevenue: "-1" })).toEqual({ startingRevenue: "negative" });
    expect(errorsOf({ startingUsage: "-1" })).toEqual({ startingUsage: "usageRange" });
    expect(errorsOf({ usageThreshold: "1000000001" })).toEqual({ usageThreshold: "usageRange" });
    expect(errorsOf({ growthPercent: "-1" })).toEqual({ growthPercent: "growthRange" });
    expect(errorsOf({ growthPercent: "101" })).toEqual({ growthPercent: "growthRange" });
    expect(errorsOf({ startingUsage: "many" })).toEqual({ startingUsage: "notNumber" });
  });
});

describe("the building blocks", () => {
  it("splits an amount into equal instalments, the leftover cents on the last", () => {
    expect(evenInstalments(6_000_000, 6)).toEqual([
      1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000,
    ]);
    expect(evenInstalments(100_000, 3)).toEqual([33_333, 33_333, 33_334]);
    expect(evenInstalments(100_001, 6)).toEqual([16_666, 16_666, 16_666, 16_666, 16_666, 16_671]);
    expect(evenInstalments(5, 0)).toEqual([]);
  });

  it("spaces milestones evenly, the last in the last month", () => {
    expect(milestoneMonths(3, 6)).toEqual([2, 4, 6]);
    expect(milestoneMonths(4, 6)).toEqual([2, 3, 5, 6]);
    expect(milestoneMonths(6, 3)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(milestoneMonths(5, 12)).toEqual([3, 5, 8, 10, 12]);
    expect(milestoneMonths(2, 3)).toEqual([2, 3]);
  });

  it("grows month one's figure by the monthly rate, compounding, to whole cents", () => {
    expect(projection(500_000, 10, 6)).toEqual([500_000, 550_000, 605_000, 665_500, 732_050, 805_255]);
    expect(projection(8_000, 10, 6)).toEqual([8_000, 8_800, 9_680, 10_648, 11_713, 12_884]);
    expect(projection(0, 100, 3)).toEqual([0, 0, 0]);
  });
});

describe("the five models, worked example: A$60,000 over 6 months, A$10,000 a month of spending", () => {
  const result = computePaymentsPlan(input());

  it("pays the standard fee evenly: A$10,000 a month, nothing saved", () => {
    const plan = planOf(result, "standard");
    expect(plan.schedule).toEqual(Array(6).fill(1_000_000));
    expect(plan.cumulative).toEqual([1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000]);
    expect(plan).toMatchObject({
      paidWithin: 6_000_000,
      owedAfter: 0,
      cashSaved: 0,
      runwayMonths: 0,
      mostKept: 0,
    });
    expect(plan.mostKeptMonth).toBeNull();
  });

  it("defers 3 months, then A$20,000 a month: all paid within the period, A$30,000 kept at month 3", () => {
    const plan = planOf(result, "deferred");
    expect(plan.schedule).toEqual([0, 0, 0, 2_000_000, 2_000_000, 2_000_000]);
    expect(plan).toMatchObject({ paidWithin: 6_000_000, owedAfter: 0, cashSaved: 0, runwayMonths: 0 });
    expect(plan).toMatchObject({ mostKept: 3_000_000, mostKeptMonth: 3 });
  });

  it("shares revenue: A$18,000 (30 %) in month one, then 20 % of each month's revenue", () => {
    const plan = planOf(result, "revenue_share");
    expect(plan.schedule).toEqual([1_800_000, 110_000, 121_000, 133_100, 146_410, 161_051]);
    expect(plan.paidWithin).toBe(2_471_561);
    expect(plan.owedAfter).toBe(3_528_439);
    // A$60,000 − A$24,715.61 = A$35,284.39 saved: 3 months of A$10,000, rounded down.
    expect(plan).toMatchObject({ cashSaved: 3_528_439, runwayMonths: 3 });
  });

  it("pays three milestones of A$20,000 in months 2, 4 and 6", () => {
    const plan = planOf(result, "milestone");
    expect(plan.schedule).toEqual([0, 2_000_000, 0, 2_000_000, 0, 2_000_000]);
    expect(plan).toMatchObject({ paidWithin: 6_000_000, cashSaved: 0, runwayMonths: 0, mostKept: 1_000_000 });
    expect(plan.mostKeptMonth).toBe(1);
  });

  it("pays half in month one, then A$6,000 in each month whose usage is above 10,000", () => {
    const plan = planOf(result, "usage_based");
    // Usage: 8,000, 8,800, 9,680, 10,648, 11,713, 12,884.
    expect(plan.schedule).toEqual([3_000_000, 0, 0, 600_000, 600_000, 600_000]);
    expect(plan).toMatchObject({
      paidWithin: 4_800_000,
      owedAfter: 1_200_000,
      cashSaved: 1_200_000,
      runwayMonths: 1,
    });
  });

  it("lists the models in the spec's order", () => {
    expect(result.plans.map((plan) => plan.model)).toEqual([...PAYMENT_MODELS]);
    expect(result.duration).toBe(6);
  });
});

describe("every schedule adds up to the project cost exactly", () => {
  const cases: Partial<PaymentsPlanInput>[] = [
    {},
    { projectCost: 100_001, duration: 3, deferredMonths: 2, milestoneCount: 6 },
    { projectCost: 1, duration: 12, deferredMonths: 5, milestoneCount: 5 },
    {
      projectCost: 1_000_000_000,
      duration: 9,
      deferredMonths: 9,
      milestoneCount: 4,
      revenueSharePercent: 50,
    },
    { projectCost: 999_999_999, duration: 12, startingRevenue: 1_000_000_000, growthPercent: 100 },
    { projectCost: 3_333_333, duration: 9, usageThreshold: 0, startingUsage: 1 },
  ];
  it.each(cases)("%o", (changes) => {
    const plan = computePaymentsPlan(input(changes));
    const total = input(changes).projectCost;
    for (const model of plan.plans) {
      expect(model.schedule).toHaveLength(plan.duration);
      expect(model.schedule.every((cents) => Number.isInteger(cents) && cents >= 0)).toBe(true);
      expect(sum(model.schedule) + model.owedAfter).toBe(total);
      expect(model.owedAfter).toBeGreaterThanOrEqual(0);
      expect(model.cumulative.at(-1)).toBe(model.paidWithin);
    }
    for (const model of ["standard", "milestone"] as const) {
      expect(planOf(plan, model).paidWithin).toBe(total);
    }
    const deferredAll = input(changes).deferredMonths === plan.duration;
    expect(planOf(plan, "deferred").paidWithin).toBe(deferredAll ? 0 : total);
  });

  it("deferring the whole duration leaves it all owed after the period", () => {
    const plan = planOf(computePaymentsPlan(input({ deferredMonths: 6 })), "deferred");
    expect(plan.schedule).toEqual([0, 0, 0, 0, 0, 0]);
    expect(plan).toMatchObject({ owedAfter: 6_000_000, cashSaved: 6_000_000, runwayMonths: 6 });
  });

  it("stops sharing revenue once the fee is covered", () => {
    const plan = planOf(
      computePaymentsPlan(input({ startingRevenue: 10_000_000, revenueSharePercent: 50 })),
      "revenue_share",
    );
    // 30 % up front (A$18,000), then 50 % of A$110,000 would be A$55,000: only the A$42,000 left is due.
    expect(plan.schedule).toEqual([1_800_000, 4_200_000, 0, 0, 0, 0]);
    expect(plan.cashSaved).toBe(0);
  });

  it("collects nothing more from a pre-revenue startup without usage", () => {
    const result = computePaymentsPlan(input({ startingRevenue: 0, startingUsage: 0 }));
    expect(planOf(result, "revenue_share").schedule).toEqual([1_800_000, 0, 0, 0, 0, 0]);
    expect(planOf(result, "usage_based").schedule).toEqual([3_000_000, 0, 0, 0, 0, 0]);
  });
});

describe("runway extension", () => {
  it("is cash saved / monthly budget, rounded down", () => {
    // A$35,284.39 / A$11,761.46 = 3.00000…: 3 months; one cent more a month and it is 2.99999…: 2 months.
    const result = computePaymentsPlan(input({ monthlyBudget: 1_176_146 }));
    expect(planOf(result, "revenue_share").runwayMonths).toBe(3);
    const less = computePaymentsPlan(input({ monthlyBudget: 1_176_147 }));
    expect(planOf(less, "revenue_share").runwayMonths).toBe(2);
  });

  it("is null, never Infinity or NaN, with no monthly budget", () => {
    const result = computePaymentsPlan(input({ monthlyBudget: 0 }));
    for (const plan of result.plans) {
      expect(plan.runwayMonths).toBeNull();
      expect(Number.isFinite(plan.cashSaved)).toBe(true);
    }
  });

  it("stays whole and finite with the largest inputs", () => {
    const result = computePaymentsPlan(
      input({
        projectCost: 1_000_000_000,
        monthlyBudget: 1,
        duration: 12,
        startingRevenue: 1_000_000_000,
        startingUsage: 1_000_000_000,
        usageThreshold: 1_000_000_000,
        growthPercent: 100,
      }),
    );
    for (const plan of result.plans) {
      expect(Number.isSafeInteger(plan.cashSaved)).toBe(true);
      expect(plan.runwayMonths === null || Number.isSafeInteger(plan.runwayMonths)).toBe(true);
      expect(plan.schedule.every(Number.isSafeInteger)).toBe(true);
    }
  });
});

describe("the mail's summary", () => {
  const value = input();
  const result = computePaymentsPlan(value);
  /** Intl separates some currency signs with a no-break space and marks Arabic with a right-to-left mark. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/[\u200e\u200f]/g, "");

  it("names the inputs, then each model's payments, savings and runway, in English", () => {
    const lines = summarizePaymentsPlan(value, result, "en");
    const byLabel = Object.fromEntries(lines.map((line) => [line.label, plain(line.value)]));
    expect(byLabel).toMatchObject({
      "tools-payments:summary.projectCost": "A$60,000",
      "tools-payments:summary.monthlyBudget": "A$10,000",
      "tools-payments:summary.duration": "6 months",
      "tools-payments:summary.startingRevenue": "A$5,000",
      "tools-payments:summary.startingUsage": "8,000",
      "tools-payments:summary.growth": "10%",
      "tools-payments:summary.deferredMonths": "3 months",
      "tools-payments:summary.revenueShare": "20%",
      "tools-payments:summary.milestones": "3",
      "tools-payments:summary.usageThreshold": "10,000",
      "tools-payments:summary.paidWithin.revenueShare": "A$24,715.61",
      "tools-payments:summary.cashSaved.revenueShare": "A$35,284.39",
      "tools-payments:summary.runway.revenueShare": "3 months",
      "tools-payments:summary.cashSaved.usageBased": "A$12,000",
      "tools-payments:summary.runway.standard": "0 months",
    });
    expect(lines).toHaveLength(10 + 3 * 5);
  });

  it("formats for the visitor's language: Arabic", () => {
    const lines = summarizePaymentsPlan(value, result, "ar");
    const byLabel = Object.fromEntries(lines.map((line) => [line.label, plain(line.value)]));
    expect(byLabel["tools-payments:summary.projectCost"]).toBe("60,000 AU$");
    expect(byLabel["tools-payments:summary.cashSaved.revenueShare"]).toBe("35,284.39 AU$");
    expect(byLabel["tools-payments:summary.revenueShare"]).toBe("20%");
    expect(byLabel["tools-payments:summary.duration"]).toBe("6 أشهر");
    expect(byLabel["tools-payments:summary.runway.usageBased"]).toBe("شهر"); // one month, in a word
  });

  it("says 'n/a' for the runway when there is no monthly budget", () => {
    const noBudget = input({ monthlyBudget: 0 });
    const lines = summarizePaymentsPlan(noBudget, computePaymentsPlan(noBudget), "ko");
    const runway = lines.filter((line) => line.label.startsWith("tools-payments:summary.runway."));
    expect(runway.map((line) => referencedKey(line.value))).toEqual(
      Array(5).fill("tools-payments:summary.notApplicable"),
    );
    expect(lines.find((line) => line.label === "tools-payments:summary.duration")?.value).toBe("6개월");
    expect(lines.find((line) => line.label === "tools-payments:summary.projectCost")?.value).toBe(
      "AU$60,000",
    );
  });
});
