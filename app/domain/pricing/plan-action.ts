/**
 * The main action button of a plan (spec 001 §4 "Plan action button label" and "Plan actions"): which label it
 * shows, what it does and whether it is disabled. Pure: the pricing cards and the plan pages both use it.
 */

/** What pressing the button does: open the lead form, go to /contact, start a card checkout, or nothing. */
export type PlanActionKind = "lead-form" | "contact" | "checkout" | "none";

/** The label, a key in the `pricing` namespace: `action.<label>`. */
export type PlanActionLabel =
  | "current"
  | "assessment"
  | "contact"
  | "processing"
  | "change"
  | "buy"
  | "subscribe";

export type PlanAction = {
  label: PlanActionLabel;
  /** Translation key (`pricing:` namespace). */
  key: `action.${PlanActionLabel}`;
  kind: PlanActionKind;
  disabled: boolean;
};

/** Plans sold through a conversation with sales rather than by card. */
const CONTACT_SALES = new Set(["enterprise", "premium-retainer"]);

export type PlanActionInput = {
  plan: { slug: string; isSubscription: boolean };
  /** The plan of the visitor's active subscription; null when signed out or without one. */
  activePlanSlug: string | null;
  /** This plan's checkout is being started (the per-plan loading flag). */
  loading: boolean;
};

function action(label: PlanActionLabel, kind: PlanActionKind, disabled: boolean): PlanAction {
  return { label, key: `action.${label}`, kind, disabled };
}

/**
 * The spec's rules, in the spec's order; the first that applies wins:
 * 1. 'Current Plan' when the active subscription is this plan;
 * 2. 'Start Your Free Assessment' for the Assessment (opens the lead form);
 * 3. 'Contact Sales' for Enterprise and the Premium Retainer (go to /contact);
 * 4. 'Processing...' while this plan's checkout is loading (disabled);
 * 5. with an active subscription: 'Change Plan' for a subscription plan, else 'Buy Now';
 * 6. without one: 'Subscribe Now' for a subscription plan, else 'Buy Now'.
 *
 * The spec disables the current plan's button on the plan page; we disable it on /pricing as well, since
 * pressing it could only start a second checkout of the plan the visitor already has.
 */
export function planAction({ plan, activePlanSlug, loading }: PlanActionInput): PlanAction {
  if (activePlanSlug !== null && activePlanSlug === plan.slug) return action("current", "none", true);
  if (plan.slug === "assessment") return action("assessment", "lead-form", false);
  if (CONTACT_SALES.has(plan.slug)) return action("contact", "contact", false);
  if (loading) return action("processing", "checkout", true);
  if (activePlanSlug !== null) return action(plan.isSubscription ? "change" : "buy", "checkout", false);
  return action(plan.isSubscription ? "subscribe" : "buy", "checkout", false);
}
