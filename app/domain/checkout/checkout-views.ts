/**
 * What the checkout and subscription screens show, as their loaders hand it over: one set of types for the server
 * that builds these views and the components that render them.
 */

/** The test provider's checkout page (spec 001 §4 "Checkout"; issue 10 item 5). */
export type TestCheckoutView = {
  planName: string;
  mode: "one-time" | "subscription";
  amountCents: number;
  /** The signed-in buyer's address, fixed at the start of checkout: shown read-only. */
  fixedEmail: string | null;
  /** An address to suggest to an anonymous checkout (the visitor signed in meanwhile). */
  suggestedEmail: string | null;
  cancelUrl: string;
};

/** What the last change on /manage-subscription did, for the notice after the redirect (post/redirect/get). */
export const SUBSCRIPTION_UPDATES = ["cancelled", "resumed", "changed"] as const;
export type SubscriptionUpdate = (typeof SUBSCRIPTION_UPDATES)[number];

/** Another subscription plan the member may move to, with the prorated amount for the rest of the period. */
export type PlanChangeOffer = { slug: string; name: string; priceCents: number; prorationCents: number };

export type ManagedSubscription = {
  planSlug: string;
  planName: string;
  priceCents: number | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** ISO date: the next billing date, or the end date when cancelling at period end. */
  currentPeriodEnd: string | null;
  /** The prorated amount of the last plan change (negative: credited), as recorded. */
  lastProrationCents: number | null;
};

/** Why a change on /manage-subscription failed: a key of `checkout:manage.errors`. */
export type ManageFailure = "updateFailed" | "planChangeFailed" | "rateLimited";

/** /manage-subscription when the provider has no portal of its own (the test provider). */
export type ManagePageData =
  | { kind: "error" } // 'Failed to open subscription management. Please try again later.'
  | { kind: "none" } // no subscription to manage
  | {
      kind: "own-page";
      subscription: ManagedSubscription;
      changes: PlanChangeOffer[];
      updated: SubscriptionUpdate | null;
    };
