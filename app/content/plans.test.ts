import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMPARISON,
  COMPARISON_ROWS,
  PLAN_CARD_FEATURES,
  PLAN_SLUGS,
  PLANS,
  type Plan,
  planBySlug,
  planCaseStudyTexts,
  slugOfName,
} from "#app/content/plans.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";

const locale = (lng: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "locales", lng, "pricing.json"), "utf8"),
  ) as Record<string, unknown>;

/** The text at a dotted key of one language's `pricing` namespace; fails on a missing key. */
function text(lng: string, key: string): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale(lng));
  if (typeof found !== "string") throw new Error(`${lng}/pricing.json has no text at ${key}`);
  return found;
}

/** Every translation key a plan names. */
const keysOf = (plan: Plan) => [
  plan.name,
  plan.description,
  plan.tagline,
  plan.support.text,
  ...plan.features,
  ...plan.targetAudience,
  ...plan.process.flatMap((step) => [step.title, step.description]),
  ...plan.outcomes,
];

describe("the plan catalogue", () => {
  it("has the five plans of the spec, in order, with slugs from their English names", () => {
    expect(PLANS.map((plan) => text("en", plan.name))).toEqual([
      "Assessment",
      "Entry Kit",
      "Growth Plan",
      "Premium Retainer",
      "Enterprise",
    ]);
    for (const plan of PLANS) expect(plan.slug).toBe(slugOfName(text("en", plan.name)));
    expect(PLANS.map((plan) => plan.slug)).toEqual(PLAN_SLUGS);
    expect(slugOfName("Premium Retainer")).toBe("premium-retainer");
    expect(slugOfName("  Growth   Plan ")).toBe("growth-plan");
  });

  it("prices in integer cents (AUD): free, A$5,000 once, A$5,000 and A$15,000 a month, custom", () => {
    expect(PLANS.map((plan) => [plan.slug, plan.priceCents, plan.billing])).toEqual([
      ["assessment", 0, "free"],
      ["entry-kit", 500_000, "one-time"],
      ["growth-plan", 500_000, "monthly"],
      ["premium-retainer", 1_500_000, "monthly"],
      ["enterprise", null, "custom"],
    ]);
    for (const plan of PLANS) {
      if (plan.priceCents !== null) expect(Number.isInteger(plan.priceCents)).toBe(true);
    }
  });

  it("features one plan, the Premium Retainer; sells only Entry Kit and Growth Plan by card", () => {
    expect(PLANS.filter((plan) => plan.featured).map((plan) => plan.slug)).toEqual(["premium-retainer"]);
    expect(PLANS.filter((plan) => plan.purchasable).map((plan) => plan.slug)).toEqual([
      "entry-kit",
      "growth-plan",
    ]);
    expect(PLANS.filter((plan) => plan.isSubscription).map((plan) => plan.slug)).toEqual([
      "growth-plan",
      "premium-retainer",
      "enterprise",
    ]);
    expect(planBySlug("entry-kit")?.priceEnvVar).toBe("STRIPE_PRICE_ENTRY_KIT");
    expect(planBySlug("growth-plan")?.priceEnvVar).toBe("STRIPE_PRICE_GROWTH_PLAN");
  });

  it("gives the spec's support response times", () => {
    expect(Object.fromEntries(PLANS.map((plan) => [plan.slug, plan.support.response]))).toEqual({
      assessment: { businessDays: 3 },
      "entry-kit": { businessDays: 2 },
      "growth-plan": { businessDays: 1 },
      "premium-retainer": { hours: 4 },
      enterprise: { criticalHours: 1, highHours: 4 },
    });
  });

  it("has every section a plan page shows, and more features than a card shows ('+ N more features', N > 1)", () => {
    for (const plan of PLANS) {
      expect(plan.features.length).toBeGreaterThan(PLAN_CARD_FEATURES + 1);
      expect(plan.targetAudience.length).toBeGreaterThan(0);
      expect(plan.process.length).toBeGreaterThanOrEqual(3);
      expect(plan.outcomes.length).toBeGreaterThan(0);
    }
  });

  it.each(LANGUAGE_CODES)("has every text in %s", (lng) => {
    for (const plan of PLANS) for (const key of keysOf(plan)) expect(text(lng, key).trim()).not.toBe("");
  });

  it("finds plans by slug only", () => {
    expect(planBySlug("premium-retainer")?.featured).toBe(true);
    expect(planBySlug("Premium Retainer")).toBeUndefined();
    expect(planBySlug(null)).toBeUndefined();
  });
});

describe("the comparison table", () => {
  it("has the spec's nine rows, each with a cell for all five plans", () => {
    expect(COMPARISON_ROWS).toHaveLength(9);
    for (const row of COMPARISON_ROWS)
      expect(Object.keys(COMPARISON[row]).sort()).toEqual([...PLAN_SLUGS].sort());
    for (const row of COMPARISON_ROWS) expect(text("en", `comparison.rows.${row}`)).not.toBe("");
  });

  it("carries the spec's allowances (§9)", () => {
    expect(COMPARISON.governmentIntroductions).toEqual({
      assessment: { kind: "none" },
      "entry-kit": { kind: "total", count: 1 },
      "growth-plan": { kind: "monthlyUpTo", count: 2 },
      "premium-retainer": { kind: "monthlyUpTo", count: 5 },
      enterprise: { kind: "unlimited" },
    });
    expect(COMPARISON.inPersonMeetings["growth-plan"]).toEqual({ kind: "upTo", count: 2 });
    expect(COMPARISON.inPersonMeetings["premium-retainer"]).toEqual({ kind: "upTo", count: 4 });
    expect(COMPARISON.tenderSupport["growth-plan"]).toEqual({ kind: "count", count: 1 });
    expect(COMPARISON.tenderSupport["premium-retainer"]).toEqual({ kind: "upTo", count: 2 });
    expect(COMPARISON.partnerCoordination["growth-plan"]).toEqual({ kind: "count", count: 1 });
    expect(COMPARISON.partnerCoordination["premium-retainer"]).toEqual({ kind: "upTo", count: 3 });
    for (const row of ["inPersonMeetings", "tenderSupport", "partnerCoordination"] as const) {
      expect(COMPARISON[row].enterprise).toEqual({ kind: "unlimited" });
      expect(COMPARISON[row].assessment).toEqual({ kind: "none" });
    }
  });

  it("tells one of the firm's stories on every plan, each story told once (decision 064), none in texts of its own", () => {
    expect(Object.fromEntries(PLANS.map((plan) => [plan.slug, plan.caseStudy.story]))).toEqual({
      assessment: "paymentsLaunch",
      "entry-kit": "hospitalReview",
      "growth-plan": "partnerChannel",
      "premium-retainer": "govtechContract",
      enterprise: "rdFunding",
    });
    expect(planCaseStudyTexts(planBySlug("premium-retainer")!.caseStudy)).toMatchObject({
      client: "case-studies:items.govtechContract.client",
      challenge: "case-studies:items.govtechContract.challenge",
      result: "case-studies:items.govtechContract.outcome",
      illustrative: true,
    });
    for (const lng of LANGUAGE_CODES) {
      const plans = locale(lng).plans as Record<string, Record<string, unknown>>;
      for (const texts of Object.values(plans)) expect(texts).not.toHaveProperty("caseStudy");
    }
  });
});
