import { describe, expect, it } from "vitest";
import { planAction } from "#app/domain/pricing/plan-action.ts";

const assessment = { slug: "assessment", isSubscription: false };
const entryKit = { slug: "entry-kit", isSubscription: false };
const growth = { slug: "growth-plan", isSubscription: true };
const premium = { slug: "premium-retainer", isSubscription: true };
const enterprise = { slug: "enterprise", isSubscription: true };

const label = (
  plan: { slug: string; isSubscription: boolean },
  activePlanSlug: string | null,
  loading = false,
) => planAction({ plan, activePlanSlug, loading }).label;

describe("the plan action button (spec 001 §4), rule by rule in the spec's order", () => {
  it("1. 'Current Plan' for the plan of the active subscription, before every other rule, disabled", () => {
    expect(planAction({ plan: growth, activePlanSlug: "growth-plan", loading: false })).toEqual({
      label: "current",
      key: "action.current",
      kind: "none",
      disabled: true,
    });
    // Even for the plans that otherwise go to sales, and while loading.
    expect(label(premium, "premium-retainer")).toBe("current");
    expect(label(enterprise, "enterprise")).toBe("current");
    expect(label(growth, "growth-plan", true)).toBe("current");
  });

  it("2. 'Start Your Free Assessment' for the Assessment: opens the lead form", () => {
    for (const active of [null, "growth-plan"]) {
      expect(planAction({ plan: assessment, activePlanSlug: active, loading: false })).toEqual({
        label: "assessment",
        key: "action.assessment",
        kind: "lead-form",
        disabled: false,
      });
    }
  });

  it("3. 'Contact Sales' for Enterprise and the Premium Retainer: goes to /contact", () => {
    for (const plan of [enterprise, premium]) {
      for (const active of [null, "growth-plan"]) {
        expect(planAction({ plan, activePlanSlug: active, loading: false })).toEqual({
          label: "contact",
          key: "action.contact",
          kind: "contact",
          disabled: false,
        });
      }
    }
  });

  it("4. 'Processing...' while this plan's checkout is loading, disabled", () => {
    for (const plan of [entryKit, growth]) {
      for (const active of [null, "premium-retainer"]) {
        expect(planAction({ plan, activePlanSlug: active, loading: true })).toEqual({
          label: "processing",
          key: "action.processing",
          kind: "checkout",
          disabled: true,
        });
      }
    }
  });

  it("5. with an active subscription: 'Change Plan' for a subscription plan, 'Buy Now' otherwise", () => {
    expect(planAction({ plan: growth, activePlanSlug: "premium-retainer", loading: false })).toEqual({
      label: "change",
      key: "action.change",
      kind: "checkout",
      disabled: false,
    });
    expect(planAction({ plan: entryKit, activePlanSlug: "growth-plan", loading: false })).toEqual({
      label: "buy",
      key: "action.buy",
      kind: "checkout",
      disabled: false,
    });
  });

  it("6. without one: 'Subscribe Now' for a subscription plan, 'Buy Now' otherwise", () => {
    expect(planAction({ plan: growth, activePlanSlug: null, loading: false })).toEqual({
      label: "subscribe",
      key: "action.subscribe",
      kind: "checkout",
      disabled: false,
    });
    expect(planAction({ plan: entryKit, activePlanSlug: null, loading: false })).toEqual({
      label: "buy",
      key: "action.buy",
      kind: "checkout",
      disabled: false,
    });
  });
});
