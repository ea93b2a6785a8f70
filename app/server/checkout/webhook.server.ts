/**
 * POST /api/stripe/webhook: Stripe's signed events. Mounted by the Express app before any body parsing, since the
 * signature covers the raw bytes. Each event id is processed once, however often and however concurrently it is
 * delivered: its `webhook_events` row is inserted (ON CONFLICT DO NOTHING) in the transaction that applies it, so
 * only the delivery whose insert wins writes anything. Events never carry the state we store: each one makes us
 * re-read the provider's current state (checkout session, the customer's subscriptions), so late or out-of-order
 * events cannot bring an old state back.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import express, { type RequestHandler } from "express";
import { getPaymentProvider } from "#app/server/checkout/active-provider.server.ts";
import {
  applyCheckoutState,
  applySubscriptions,
  type CheckoutState,
  readCheckoutState,
} from "#app/server/checkout/fulfilment.server.ts";
import {
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSubscription,
  WebhookSignatureError,
} from "#app/server/checkout/provider.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { webhookEvents } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

export const WEBHOOK_PATH = "/api/stripe/webhook";

const CHECKOUT_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
]);

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/** What an event makes us read from the provider, before the transaction that writes it. */
type Reading =
  | { kind: "checkout"; state: CheckoutState | null }
  | { kind: "subscriptions"; customerId: string; current: ProviderSubscription[] }
  | { kind: "none" };

async function read(provider: PaymentProvider, event: ProviderEvent): Promise<Reading> {
  if (CHECKOUT_EVENTS.has(event.type) && event.checkoutSessionId) {
    return { kind: "checkout", state: await readCheckoutState(event.checkoutSessionId) };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type) && event.customerId) {
    const current = await provider.retrieveSubscriptionsOf(event.customerId);
    return { kind: "subscriptions", customerId: event.customerId, current };
  }
  return { kind: "none" };
}

/** Applies one verified event once. Throws when the provider or the database fails (the provider retries). */
export async function processWebhookEvent(
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<WebhookOutcome> {
  const db = getDb();
  const [seen] = await db
    .select({ id: webhookEvents.eventId })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, provider.name),
        eq(webhookEvents.eventId, event.id),
        isNotNull(webhookEvents.processedAt),
      ),
    );
  if (seen) return "duplicate";
  const reading = await read(provider, event);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .insert(webhookEvents)
      .values({
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        receivedAt: now,
        processedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.eventId });
    if (!claimed) return "duplicate";
    if (reading.kind === "checkout" && reading.state) await applyCheckoutState(tx, reading.state);
    if (reading.kind === "subscriptions") {
      await applySubscriptions(tx, provider.name, reading.customerId, reading.current);
    }
    return reading.kind === "none" ? "ignored" : "processed";
  });
}

/** The whole delivery: signature, then processing. 400 for a bad signature, 500 to be delivered again. */
export async function receiveWebhook(
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ status: number; body: { received: boolean; outcome?: WebhookOutcome; error?: string } }> {
  const provider = await getPaymentProvider();
  let event: ProviderEvent;
  try {
    event = await provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn({ reason: error.message }, "webhook refused: bad signature");
      return { status: 400, body: { received: false, error: "invalid signature" } };
    }
    throw error;
  }
  try {
    const outcome = await processWebhookEvent(provider, event);
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    logger.error({ err: error, event: event.id, type: event.type }, "webhook event could not be processed");
    return { status: 500, body: { received: false, error: "processing failed" } };
  }
}

/** Stripe events are small; anything larger is not from Stripe. */
const MAX_BODY = "512kb";

/** The Express handlers for WEBHOOK_PATH: the raw body, then receiveWebhook. */
export const stripeWebhookHandlers: RequestHandler[] = [
  express.raw({ type: () => true, limit: MAX_BODY }),
  async (req, res, next) => {
    try {
      const body: unknown = req.body;
      const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      const { status, body: answer } = await receiveWebhook(raw, req.get("stripe-signature"));
      res.status(status).set("Cache-Control", "no-store").json(answer);
    } catch (error) {
      next(error);
    }
  },
];
