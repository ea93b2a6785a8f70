/**
 * The tools' forms as a visitor fills them in, for the tools' tests (domain and /tools route): the strings the
 * browser posts, without `tool` and `intent`.
 */
import type { PaymentsPlanInput } from "#app/domain/tools/payments-planner.ts";
import type { RoiInput } from "#app/domain/tools/roi.ts";

/** The ROI calculator: A$1,000,000 a year, 50 % growth, a medium-sized business, A$100,000 over 12 months. */
export const ROI_FORM = { revenue: "1000000", growth: "50", size: "medium", budget: "100000", months: "12" };

/** The payments planner: A$60,000 over 6 months, A$10,000 a month of spending, the defaults. */
export const PAYMENTS_FORM = {
  projectCost: "60000",
  monthlyBudget: "10000",
  duration: "6",
  deferredMonths: "3",
  revenueSharePercent: "20",
  milestoneCount: "3",
  usageThreshold: "10000",
  startingRevenue: "5000",
  startingUsage: "8000",
  growthPercent: "10",
};

/** What `PAYMENTS_FORM` parses to, and what a save stores: amounts in cents. */
export const PAYMENTS_INPUT: PaymentsPlanInput = {
  projectCost: 6_000_000,
  monthlyBudget: 1_000_000,
  duration: 6,
  deferredMonths: 3,
  revenueSharePercent: 20,
  milestoneCount: 3,
  usageThreshold: 10_000,
  startingRevenue: 500_000,
  startingUsage: 8_000,
  growthPercent: 10,
};

/** What `ROI_FORM` parses to, and what a save stores: amounts in cents. */
export const ROI_INPUT: RoiInput = {
  revenue: 100_000_000,
  growth: 50,
  size: "medium",
  budget: 10_000_000,
  months: 12,
};
