/**
 * The one interface behind card payments (DESIGN.md "Payments"): Stripe (`PAYMENT_PROVIDER=stripe`) or our own
 * test provider (the default), which keeps its state in the database and has its own checkout page. Everything
 * else in commerce talks to a provider only through this, in the provider's neutral terms below. The adapters
 * import this contract and nothing of the services that use them (`active-provider.server.ts` picks one).
 */
import type { Plan } from "#app/content/plans.ts";
import type { PaymentProviderName, SubscriptionStatusName } from "#app/server/db/schema/commerce.ts";

/** A checkout session as the provider reports it now (never as the browser's URL claims it). */
export type ProviderCheckoutSession = {
  id: string;
  /** Where the buyer pays; null once the session is complete or expired. */
  url: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  mode: "payment" | "subscription";
  /** Our plan, from the session's metadata or its price; null if none of ours. */
  planSlug: string | null;
  amountCents: number | null;
  /** Lower-case ISO code as the provider gives it ("aud"); null when omitted. */
  currency: string | null;
  customerId: string | null;
  /** The address the buyer paid with (collected by the provider for anonymous buyers). */
  email: string | null;
  subscriptionId: string | null;
  /** The charge (Stripe: payment intent, or the first invoice of a subscription). */
  paymentId: string | null;
  /** Billing interval of a subscription's price ("month"); null for a one-time payment or when not given. */
  interval: string | null;
  /** Ours: the id of the `orders` row this session pays. */
  clientReferenceId: string | null;
};

/** A subscription as the provider holds it now. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  /** Our plan of its price; null for a price that is none of ours. */
  planSlug: string | null;
  status: SubscriptionStatusName;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
};

/** A verified webhook event, reduced to what we act on: its id (processed once), type and objects it names. */
export type ProviderEvent = {
  id: string;
  type: string;
  customerId: string | null;
  /** For checkout.session.* events. */
  checkoutSessionId: string | null;
};

export type CheckoutRequest = {
  plan: Plan;
  /** The provider's customer to charge (reused), or null: the provider collects the e-mail and creates one. */
  customer: { id: string; email: string } | null;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string;
};

export type PlanChange = {
  subscription: ProviderSubscription;
  /** What the change costs now, prorated to the rest of the period (negative: a credit), in cents. */
  prorationCents: number;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string | null }>;
  /** Null when the provider has no such session. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /**
   * The provider's customer for this address: with `reuse`, the one it has already (only for an address its holder
   * proved: it holds its owner's cards and billing), else a new one. (The test provider keeps one per address: it
   * holds no cards and is refused on a public site.)
   */
  createOrReuseCustomer(email: string, options: { reuse: boolean }): Promise<{ id: string; email: string }>;
  retrieveSubscriptionsOf(customerId: string): Promise<ProviderSubscription[]>;
  /** A hosted page where the customer manages billing; null when the provider has none (then our own page). */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string } | null>;
  /** Moves a subscription to another plan's price, prorated, instead of opening a second subscription. */
  updateSubscriptionPlan(subscriptionId: string, plan: Plan): Promise<PlanChange>;
  /** Cancels at the end of the paid period (true) or takes that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Checks the signature of a webhook delivery; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<ProviderEvent>;
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** A plan the provider cannot sell (no price configured, not purchasable). */
export class UnsellablePlanError extends Error {
  override name = "UnsellablePlanError";
}
