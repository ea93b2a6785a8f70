import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  computeMarketSizing,
  MARKET_SIZING_EXAMPLE,
  MarketSizingInputSchema,
} from "#app/domain/tools/market-sizing.ts";
import {
  computePaymentsPlan,
  PAYMENTS_DEFAULTS,
  PAYMENTS_EXAMPLE,
  PAYMENTS_FIELDS,
  PaymentsPlanInputSchema,
} from "#app/domain/tools/payments-planner.ts";
import { computeRoi, DEFAULT_ROI_TIMEFRAME, ROI_EXAMPLE, RoiInputSchema } from "#app/domain/tools/roi.ts";
import type { ToolId } from "#app/domain/tools/tool-ids.ts";
import { toolFormSchema } from "#app/domain/tools/tools.ts";
import enMarket from "#app/locales/en/tools-market.json";

/** The worked examples the tools open with (decision 072): valid by each tool's own rules, with results. */
const EXAMPLES: Record<ToolId, Record<string, string>> = {
  roi: ROI_EXAMPLE,
  "market-sizing": MARKET_SIZING_EXAMPLE,
  payments: PAYMENTS_EXAMPLE,
};

/** The parse, or its issues as the error (an edit that breaks an example says which field). */
function parsed<T>(schema: z.ZodType<T>, values: unknown): T {
  const result = schema.safeParse(values);
  if (!result.success) throw new Error(`the example is refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe("the tools' worked examples", () => {
  it.each(Object.entries(EXAMPLES))(
    "%s: the whole form, as posted, passes the /tools action's schema",
    (tool, example) => {
      expect(
        toolFormSchema(tool as ToolId).safeParse({ tool, intent: "calculate", ...example }).success,
      ).toBe(true);
    },
  );

  it("ROI: a medium-sized company's figures, within the limits, with a gain and a payback", () => {
    const input = parsed(RoiInputSchema, ROI_EXAMPLE);
    expect(input).toEqual({
      revenue: 1_200_000_000,
      growth: 15,
      size: "medium",
      budget: 40_000_000,
      months: 12,
    });
    expect(input.months).toBe(DEFAULT_ROI_TIMEFRAME);
    const result = computeRoi(input);
    // 12,000,000 × 15 % × 2 × 12/12 = 3,600,000; service 432,000; investment 832,000.
    expect(result.projectedRevenue).toBe(360_000_000);
    expect(result.investment).toBe(83_200_000);
    expect(result.netGain).toBe(276_800_000);
    expect(result.roiPercent).toBeCloseTo(332.69, 2);
    expect(result.paybackMonths).toBeCloseTo(2.77, 2);
  });

  it("market sizing: the choices its line names (technology, Sydney, an SME)", () => {
    const input = parsed(MarketSizingInputSchema, MARKET_SIZING_EXAMPLE);
    const line = enMarket.marketSizingTool.example;
    expect(line).toContain(enMarket.industries[input.industry].name.toLowerCase());
    expect(line).toContain(enMarket.regions[input.region].name);
    expect(line).toContain("SME");
    expect(input.companyType).toBe("sme");
    // 167B × 1 × 5 % = 8.35B.
    expect(computeMarketSizing(input).addressableCents).toBe(835_000_000_000);
  });

  it("payments: every field filled, the spec's defaults for the models, a model that saves cash", () => {
    expect(Object.keys(PAYMENTS_EXAMPLE).sort()).toEqual([...PAYMENTS_FIELDS].sort());
    const input = parsed(PaymentsPlanInputSchema, PAYMENTS_EXAMPLE);
    expect(input).toMatchObject({
      duration: PAYMENTS_DEFAULTS.duration,
      deferredMonths: PAYMENTS_DEFAULTS.deferredMonths,
      revenueSharePercent: PAYMENTS_DEFAULTS.revenueSharePercent,
      milestoneCount: PAYMENTS_DEFAULTS.milestoneCount,
      usageThreshold: PAYMENTS_DEFAULTS.usageThreshold,
      projectCost: 12_000_000,
      monthlyBudget: 4_000_000,
    });
    const best = Math.max(...computePaymentsPlan(input).plans.map((plan) => plan.cashSaved));
    expect(best).toBe(5_713_756); // revenue share: A$57,137.56
  });
});
