/**
 * The built-in test provider (PAYMENT_PROVIDER=test, the default): a real provider for local use, so a fresh
 * `npm start` can sell both plans with no account anywhere. It keeps what Stripe would keep (checkout sessions,
 * customers, subscriptions) in its own `test_*` tables; its hosted checkout is our page /checkout/test/{id},
 * which calls completeTestCheckout() with the card typed. A paid checkout then goes through the same fulfilment
 * as a Stripe webhook (fulfilCheckout). It has no billing portal and sends no webhooks.
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { planBySlug } from "#app/content/plans.ts";
import type {
  PaymentProvider,
  ProviderCheckoutSession,
  ProviderSubscription,
} from "#app/server/checkout/provider.server.ts";
import { UnsellablePlanError, WebhookSignatureError } from "#app/server/checkout/provider.server.ts";
import { addOneMonth, prorationCents, testCardOutcome } from "#app/server/checkout/rules.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { testCheckoutSessions, testCustomers, testSubscriptions } from "#app/server/db/schema/index.ts";
import { getEnv } from "#app/server/env.server.ts";

/** An open test checkout expires like Stripe's: 24 hours after it was created. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString("hex")}`;

type SessionRow = typeof testCheckoutSessions.$inferSelect;
type SubscriptionRow = typeof testSubscriptions.$inferSelect;

function isExpired(row: SessionRow, now = new Date()): boolean {
  return (
    row.status === "expired" ||
    (row.status === "open" && now.getTime() - row.createdAt.getTime() > SESSION_LIFETIME_MS)
  );
}

/** The URL of the test checkout page of a session (the page is app/routes/checkout/…). */
export function testCheckoutUrl(sessionId: string): string {
  return new URL(`/checkout/test/${encodeURIComponent(sessionId)}`, getEnv().SITE_URL).href;
}

function toSession(row: SessionRow): ProviderCheckoutSession {
  const status = isExpired(row) ? "expired" : row.status;
  return {
    id: row.id,
    url: status === "open" ? testCheckoutUrl(row.id) : null,
    status,
    paymentStatus: row.status === "complete" ? "paid" : "unpaid",
    mode: row.mode === "subscription" ? "subscription" : "payment",
    planSlug: row.planSlug,
    amountCents: row.amountCents,
    currency: row.currency,
    customerId: row.customerId,
    email: row.email,
    subscriptionId: row.subscriptionId,
    paymentId: row.paymentId,
    interval: row.mode === "subscription" ? "month" : null,
    clientReferenceId: row.clientReferenceId,
  };
}

function toSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    planSlug: row.planSlug,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

/**
 * Time passes for test subscriptions as it does at Stripe: at the end of a period a subscription set to cancel
 * is canceled, any other active one renews (the test card always pays).
 */
async function advance(db: Executor, row: SubscriptionRow, now = new Date()): Promise<SubscriptionRow> {
  if (row.currentPeriodEnd > now || row.status === "canceled") return row;
  let next: Partial<SubscriptionRow>;
  if (row.cancelAtPeriodEnd) next = { status: "canceled" };
  else {
    let start = row.currentPeriodEnd;
    let end = addOneMonth(start);
    while (end <= now) {
      start = end;
      end = addOneMonth(start);
    }
    next = { status: "active", currentPeriodStart: start, currentPeriodEnd: end };
  }
  const [updated] = await db
    .update(testSubscriptions)
    .set(next)
    .where(eq(testSubscriptions.id, row.id))
    .returning();
  return updated ?? row;
}

async function customerFor(db: Executor, email: string): Promise<{ id: string; email: string }> {
  await db
    .insert(testCustomers)
    .values({ id: newId("tcus"), email })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(testCustomers)
    .where(sql`lower(${testCustomers.email}) = lower(${email})`)
    .limit(1);
  if (!row) throw new Error("test customer could not be stored");
  return { id: row.id, email: row.email };
}

async function subscriptionRow(subscriptionId: string): Promise<SubscriptionRow> {
  const [row] = await getDb()
    .select()
    .from(testSubscriptions)
    .where(eq(testSubscriptions.id, subscriptionId));
  if (!row) throw new Error(`no test subscription ${subscriptionId}`);
  return advance(getDb(), row);
}

export const testProvider: PaymentProvider = {
  name: "test",

  async createCheckoutSession({ plan, customer, successUrl, cancelUrl, clientReferenceId }) {
    if (!plan.purchasable || plan.priceCents === null) throw new UnsellablePlanError(plan.slug);
    const id = newId("tcs");
    await getDb()
      .insert(testCheckoutSessions)
      .values({
        id,
        planSlug: plan.slug,
        mode: plan.isSubscription ? "subscription" : "one-time",
        amountCents: plan.priceCents,
        currency: "aud",
        email: customer?.email ?? null,
        customerId: customer?.id ?? null,
        clientReferenceId,
        successUrl,
        cancelUrl,
      });
    return { id, url: testCheckoutUrl(id) };
  },

  async retrieveCheckoutSession(id) {
    const [row] = await getDb().select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
    return row ? toSession(row) : null;
  },

  createOrReuseCustomer: (email) => customerFor(getDb(), email),

  async retrieveSubscriptionsOf(customerId) {
    const rows = await getDb()
      .select()
      .from(testSubscriptions)
      .where(eq(testSubscriptions.customerId, customerId));
    const current = [];
    for (const row of rows) current.push(await advance(getDb(), row));
    return current.map(toSubscription);
  },

  createPortalSession: async () => null,

  async updateSubscriptionPlan(subscriptionId, plan) {
    if (!plan.isSubscription || plan.priceCents === null) throw new UnsellablePlanError(plan.slug);
    const row = await subscriptionRow(subscriptionId);
    const from = planBySlug(row.planSlug)?.priceCents ?? 0;
    const proration = prorationCents({
      fromCents: from,
      toCents: plan.priceCents,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      at: new Date(),
    });
    const [updated] = await getDb()
      .update(testSubscriptions)
      .set({ planSlug: plan.slug, cancelAtPeriodEnd: false })
      .where(eq(testSubscriptions.id, subscriptionId))
      .returning();
    return { subscription: toSubscription(updated!), prorationCents: proration };
  },

  async setCancelAtPeriodEnd(subscriptionId, cancel) {
    const row = await subscriptionRow(subscriptionId);
    if (row.status === "canceled") return toSubscription(row);
    const [updated] = await getDb()
      .update(testSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(eq(testSubscriptions.id, subscriptionId))
      .returning();
    return toSubscription(updated!);
  },

  async verifyWebhook() {
    throw new WebhookSignatureError("the test provider sends no webhooks");
  },
};

/** What the test checkout page shows. */
export type TestCheckoutSession = {
  id: string;
  planSlug: string;
  mode: "one-time" | "subscription";
  amountCents: number;
  currency: string;
  /** Known for a signed-in buyer: the page then does not ask for it. */
  email: string | null;
  status: "open" | "complete" | "expired";
  cancelUrl: string;
  successUrl: string;
};

/** The session behind /checkout/test/{id}, or null when there is none. */
export async function testCheckoutSession(id: string): Promise<TestCheckoutSession | null> {
  const [row] = await getDb().select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
  if (!row) return null;
  return {
    id: row.id,
    planSlug: row.planSlug,
    mode: row.mode,
    amountCents: row.amountCents,
    currency: row.currency,
    email: row.email,
    status: isExpired(row) ? "expired" : row.status,
    cancelUrl: row.cancelUrl,
    successUrl: successUrlOf(row),
  };
}

/** Stripe replaces `{CHECKOUT_SESSION_ID}` in the success URL with the session's id; so do we. */
function successUrlOf(row: SessionRow): string {
  return row.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", encodeURIComponent(row.id));
}

export type TestCheckoutResult =
  | { ok: true; successUrl: string; completedNow: boolean }
  | {
      ok: false;
      reason:
        | "card_declined"
        | "card_number_invalid"
        | "email_invalid"
        | "session_not_found"
        | "session_closed";
    };

/**
 * Pays a test checkout with a card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (the session stays
 * open, as at Stripe, so the buyer can try another card). A paid session creates the provider's customer and, for
 * a subscription plan, its subscription (a month from now). `completedNow` says this call completed it: the caller
 * then runs the fulfilment a Stripe webhook runs (`payTestCheckout`), so this adapter needs no service. Paying a
 * completed session again changes nothing.
 */
export async function completeTestCheckout(
  sessionId: string,
  card: { number: string; email?: string },
): Promise<TestCheckoutResult> {
  const [row] = await getDb()
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.id, sessionId));
  if (!row) return { ok: false, reason: "session_not_found" };
  if (row.status === "complete") return { ok: true, successUrl: successUrlOf(row), completedNow: false };
  if (isExpired(row)) return { ok: false, reason: "session_closed" };
  const email = row.email ?? z.email().safeParse(card.email?.trim()).data ?? null;
  if (!email) return { ok: false, reason: "email_invalid" };
  const outcome = testCardOutcome(card.number);
  if (!outcome.ok) return { ok: false, reason: outcome.reason };

  const completed = await getDb().transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(testCheckoutSessions)
      .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, "open")))
      .for("update");
    if (!open) return false; // paid meanwhile (a double submit): nothing more to do
    const customer = open.customerId ? { id: open.customerId } : await customerFor(tx, email);
    let subscriptionId: string | null = null;
    if (open.mode === "subscription") {
      const start = new Date();
      subscriptionId = newId("tsub");
      await tx.insert(testSubscriptions).values({
        id: subscriptionId,
        customerId: customer.id,
        planSlug: open.planSlug,
        status: "active",
        currentPeriodStart: start,
        currentPeriodEnd: addOneMonth(start),
      });
    }
    await tx
      .update(testCheckoutSessions)
      .set({
        status: "complete",
        email,
        customerId: customer.id,
        paymentId: newId("tpay"),
        subscriptionId,
        completedAt: new Date(),
      })
      .where(eq(testCheckoutSessions.id, sessionId));
    return true;
  });
  return { ok: true, successUrl: successUrlOf(row), completedNow: completed };
}
