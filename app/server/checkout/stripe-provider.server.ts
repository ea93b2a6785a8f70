/**
 * PaymentProvider on Stripe (official SDK): Checkout Sessions in `payment` or `subscription` mode, customers reused
 * by a proven e-mail address, the Billing Portal, prorated plan changes and signed webhooks. Prices come from configuration
 * (STRIPE_PRICE_ENTRY_KIT, STRIPE_PRICE_GROWTH_PLAN); STRIPE_API_BASE points the SDK at a local fake in tests.
 */
import Stripe from "stripe";
import { PLANS, type Plan, planBySlug } from "#app/content/plans.ts";
import {
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderSubscription,
  UnsellablePlanError,
  WebhookSignatureError,
} from "#app/server/checkout/provider.server.ts";
import { prorationCents } from "#app/server/checkout/rules.server.ts";
import { SUBSCRIPTION_STATUSES } from "#app/server/db/schema/index.ts";
import type { Env } from "#app/server/env.server.ts";

export type StripeConfig = Pick<
  Env,
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_PRICE_ENTRY_KIT"
  | "STRIPE_PRICE_GROWTH_PLAN"
  | "STRIPE_API_BASE"
>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** Stripe's enums may grow: a value we do not know is read as `fallback` (which gives nothing). */
function oneOf<T extends string>(value: string | null | undefined, known: readonly T[], fallback: T): T {
  return known.includes(value as T) ? (value as T) : fallback;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 404 || error.code === "resource_missing")
  );
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
    throw new Error("Stripe provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "ausentry" },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  });

  const priceOf = (plan: Plan): string | undefined =>
    plan.priceEnvVar ? config[plan.priceEnvVar] : undefined;

  /** Our plan of a Stripe price: the configured price ids first, then a plan_slug in metadata or a lookup key. */
  function planOfPrice(
    price: Stripe.Price | null | undefined,
    metadata?: Stripe.Metadata | null,
  ): string | null {
    if (price) {
      const configured = PLANS.find((plan) => priceOf(plan) === price.id);
      if (configured) return configured.slug;
      const named = planBySlug(price.metadata?.plan_slug ?? price.lookup_key);
      if (named) return named.slug;
    }
    return planBySlug(metadata?.plan_slug)?.slug ?? null;
  }

  function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
    const item = subscription.items.data[0];
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? "",
      planSlug: planOfPrice(item?.price, subscription.metadata),
      status: oneOf(subscription.status, SUBSCRIPTION_STATUSES, "incomplete"),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodStart: item?.current_period_start ? new Date(item.current_period_start * 1000) : null,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    };
  }

  return {
    name: "stripe",

    async createCheckoutSession({ plan, customer, successUrl, cancelUrl, clientReferenceId }) {
      const price = priceOf(plan);
      if (!plan.purchasable || !price) throw new UnsellablePlanError(plan.slug);
      const metadata = { plan_slug: plan.slug, order_id: clientReferenceId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: plan.isSubscription ? "subscription" : "payment",
          line_items: [{ price, quantity: 1 }],
          client_reference_id: clientReferenceId,
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata,
          ...(customer ? { customer: customer.id } : !plan.isSubscription && { customer_creation: "always" }),
          ...(plan.isSubscription
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
        },
        { idempotencyKey: `checkout-${clientReferenceId}` },
      );
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id, { expand: ["line_items"] });
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const price = session.line_items?.data[0]?.price;
      return {
        id: session.id,
        url: session.url,
        status: oneOf(session.status, ["open", "complete", "expired"], "open"),
        paymentStatus: oneOf(session.payment_status, ["paid", "unpaid", "no_payment_required"], "unpaid"),
        mode: session.mode === "subscription" ? "subscription" : "payment",
        planSlug: planOfPrice(price, session.metadata),
        amountCents: session.amount_total,
        currency: session.currency,
        customerId: idOf(session.customer),
        email: session.customer_details?.email ?? session.customer_email ?? null,
        subscriptionId: idOf(session.subscription),
        paymentId: idOf(session.payment_intent) ?? idOf(session.invoice),
        interval: price?.recurring?.interval ?? null,
        clientReferenceId: session.client_reference_id,
      };
    },

    async createOrReuseCustomer(email, { reuse }) {
      if (reuse) {
        const existing = await stripe.customers.list({ email, limit: 1 });
        const found = existing.data[0];
        if (found) return { id: found.id, email };
      }
      // A key per address would hand back the customer made for it within a day; the SDK keys its own retries.
      const created = await stripe.customers.create(
        { email },
        reuse ? { idempotencyKey: `customer-${email.toLowerCase()}` } : {},
      );
      return { id: created.id, email };
    },

    async retrieveSubscriptionsOf(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
      return list.data.map(toSubscription);
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async updateSubscriptionPlan(subscriptionId, plan) {
      const price = priceOf(plan);
      if (!plan.isSubscription || !price || plan.priceCents === null)
        throw new UnsellablePlanError(plan.slug);
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      const now = new Date();
      const proration = prorationCents({
        fromCents: item.price.unit_amount ?? 0,
        toCents: plan.priceCents,
        periodStart: new Date(item.current_period_start * 1000),
        periodEnd: new Date(item.current_period_end * 1000),
        at: now,
      });
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: "always_invoice",
        proration_date: Math.floor(now.getTime() / 1000),
        cancel_at_period_end: false,
        metadata: { plan_slug: plan.slug },
      });
      return { subscription: toSubscription(updated), prorationCents: proration };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return toSubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async verifyWebhook(rawBody, signatureHeader): Promise<ProviderEvent> {
      if (!signatureHeader) throw new WebhookSignatureError("no Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const object = event.data.object as {
        object?: string;
        id?: string;
        customer?: string | { id: string } | null;
      };
      return {
        id: event.id,
        type: event.type,
        customerId: object.object === "customer" ? (object.id ?? null) : idOf(object.customer),
        checkoutSessionId: object.object === "checkout.session" ? (object.id ?? null) : null,
      };
    },
  };
}
