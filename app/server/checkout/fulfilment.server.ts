/**
 * Our side of a payment, whoever reports it (a Stripe webhook, the test checkout, /success): the order marked
 * paid once, with its receipt and sale notification in the same transaction; the buyer's account (the signed-in
 * one, or the one with the e-mail paid with once its address is proven, created if there is none); our copy of the
 * customer's subscriptions and the profile's tier, always rewritten from the provider's current state, never from
 * an event's payload, so events arriving late or twice cannot leave an old state behind.
 *
 * Provider reads happen before a transaction opens (on PGlite a read through getDb() inside one would wait for
 * it); the writes then go through the transaction (`Executor`).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getPaymentProvider } from "#app/server/checkout/active-provider.server.ts";
import { receiptEmail, saleNotificationEmail } from "#app/server/checkout/checkout-emails.server.ts";
import type { ProviderCheckoutSession, ProviderSubscription } from "#app/server/checkout/provider.server.ts";
import { profileTierOf } from "#app/server/checkout/rules.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  orders,
  type PaymentProviderName,
  paymentCustomers,
  profiles,
  subscriptions,
  users,
} from "#app/server/db/schema/index.ts";
import { enqueueEmail, enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import { logger } from "#app/server/logger.server.ts";

export type Order = typeof orders.$inferSelect;

/** What the provider says now about one checkout and, when it has a customer, that customer's subscriptions. */
export type CheckoutState = {
  provider: PaymentProviderName;
  session: ProviderCheckoutSession;
  subscriptions: ProviderSubscription[];
};

export const isPaid = (session: ProviderCheckoutSession) =>
  session.status === "complete" &&
  (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required");

/** Reads a checkout session and its customer's subscriptions from the provider; null for an unknown session. */
export async function readCheckoutState(sessionId: string): Promise<CheckoutState | null> {
  const provider = await getPaymentProvider();
  const session = await provider.retrieveCheckoutSession(sessionId);
  if (!session) return null;
  const subscriptionsNow =
    session.customerId && session.mode === "subscription" && isPaid(session)
      ? await provider.retrieveSubscriptionsOf(session.customerId)
      : [];
  return { provider: provider.name, session, subscriptions: subscriptionsNow };
}

/** Writes a checkout state: the order paid (once), then the customer's subscriptions. Returns the order. */
export async function applyCheckoutState(db: Executor, state: CheckoutState): Promise<Order | null> {
  const order = await recordPaidCheckout(db, state.provider, state.session);
  if (order && state.session.customerId && state.session.mode === "subscription") {
    await applySubscriptions(db, state.provider, state.session.customerId, state.subscriptions);
  }
  return order;
}

/**
 * The fulfilment of one checkout session, as its checkout.session.completed webhook would run it; safe to run any
 * number of times (the test checkout, then /success). Returns the session and its order.
 */
export async function fulfilCheckout(
  sessionId: string,
): Promise<{ session: ProviderCheckoutSession; order: Order | null } | null> {
  const state = await readCheckoutState(sessionId);
  if (!state) return null;
  const order = await getDb().transaction((tx) => applyCheckoutState(tx, state));
  return { session: state.session, order };
}

/**
 * Marks the order of a paid checkout session paid, exactly once: the first caller links it to an account, queues
 * the receipt and the sale notification, and updates the profile's tier, all in `db` (the caller's transaction);
 * later callers find it paid and change nothing. An unpaid session changes nothing. Returns the order, or null
 * when the session is unpaid or names no plan of ours.
 */
export async function recordPaidCheckout(
  db: Executor,
  provider: PaymentProviderName,
  session: ProviderCheckoutSession,
): Promise<Order | null> {
  if (!isPaid(session)) return null;
  let [order] = await db.select().from(orders).where(eq(orders.providerSessionId, session.id)).for("update");
  if (!order) {
    // A session we did not start (e.g. a payment link made in Stripe's dashboard): recorded as it is.
    if (!session.planSlug || session.amountCents === null) {
      logger.warn({ session: session.id }, "paid checkout session names none of our plans; not recorded");
      return null;
    }
    [order] = await db
      .insert(orders)
      .values({
        planSlug: session.planSlug,
        provider,
        providerSessionId: session.id,
        amountCents: session.amountCents,
        currency: session.currency ?? "aud",
        mode: session.mode === "subscription" ? "subscription" : "one-time",
        anonymous: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!order)
      [order] = await db.select().from(orders).where(eq(orders.providerSessionId, session.id)).for("update");
    if (!order) return null;
  }
  if (order.status === "paid") return order;

  const email = (session.email ?? order.email)?.toLowerCase() ?? null;
  let userId = order.userId;
  let accountCreated = false;
  if (!userId && email) ({ userId, created: accountCreated } = await accountOfAddress(db, email));

  const [paid] = await db
    .update(orders)
    .set({
      status: "paid",
      paidAt: new Date(),
      email,
      userId,
      providerCustomerId: session.customerId ?? order.providerCustomerId,
      providerPaymentId: session.paymentId,
      providerSubscriptionId: session.subscriptionId,
      amountCents: session.amountCents ?? order.amountCents,
      currency: session.currency ?? order.currency,
    })
    .where(eq(orders.id, order.id))
    .returning();

  if (session.customerId && email) await rememberCustomer(db, provider, session.customerId, userId, email);
  if (paid && email) {
    const sale = {
      orderId: paid.id,
      planSlug: paid.planSlug,
      amountCents: paid.amountCents,
      mode: paid.mode,
      email,
      language: paid.language,
      provider,
      accountCreated,
    };
    // A test-provider "payment" costs nothing, so its receipt is a mail to any typed address like a form's.
    if (provider === "test") await enqueueVisitorEmail(db, receiptEmail(sale));
    else await enqueueEmail(db, receiptEmail(sale));
    await enqueueEmail(db, saleNotificationEmail(sale));
  }
  if (userId) await refreshProfileTier(db, userId);
  return paid ?? null;
}

/**
 * The account of the address an anonymous buyer paid with (spec 001 §6: every buyer can reach /profile): the
 * existing one once its holder has proven the address, or a new one without a password (the receipt links to
 * choosing one, which takes the mailbox) and its profile. An account whose address is unproven may be someone's
 * who registered another's address: the purchase waits, unlinked, until the address is proven
 * (`attachPurchasesOfAddress`; issue 25 item 5).
 */
async function accountOfAddress(
  db: Executor,
  email: string,
): Promise<{ userId: string | null; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (existing) return { userId: existing.verified ? existing.id : null, created: false };
  const id = randomBytes(16).toString("hex");
  const [created] = await db
    .insert(users)
    .values({ id, name: email.split("@")[0] || email, email, emailVerified: false })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) {
    const [raced] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (raced) return { userId: null, created: false };
    throw new Error("buyer's account could not be created");
  }
  await db
    .insert(profiles)
    .values({ id, email, company: "", subscriptionTier: "free" })
    .onConflictDoNothing();
  return { userId: id, created: true };
}

/**
 * When an account's address is proven: the purchases paid with it that wait for an account (orders, provider
 * customers and their subscriptions) become the account's, and its tier follows.
 */
export async function attachPurchasesOfAddress(db: Executor, userId: string): Promise<void> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.emailVerified, true)));
  if (!user) return;
  const paidWith = (column: typeof orders.email | typeof paymentCustomers.email) =>
    sql`lower(${column}) = ${user.email.toLowerCase()}`;
  await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.status, "paid"), paidWith(orders.email)));
  const customers = await db
    .update(paymentCustomers)
    .set({ userId })
    .where(and(isNull(paymentCustomers.userId), paidWith(paymentCustomers.email)))
    .returning({ id: paymentCustomers.providerCustomerId });
  if (customers.length > 0) {
    await db
      .update(subscriptions)
      .set({ userId })
      .where(
        and(
          isNull(subscriptions.userId),
          inArray(
            subscriptions.providerCustomerId,
            customers.map((customer) => customer.id),
          ),
        ),
      );
  }
  await refreshProfileTier(db, userId);
}

async function rememberCustomer(
  db: Executor,
  provider: PaymentProviderName,
  customerId: string,
  userId: string | null,
  email: string,
) {
  await db
    .insert(paymentCustomers)
    .values({ provider, providerCustomerId: customerId, userId, email })
    .onConflictDoUpdate({
      target: [paymentCustomers.provider, paymentCustomers.providerCustomerId],
      set: { userId: sql`coalesce(${paymentCustomers.userId}, excluded.user_id)` },
    });
}

/** The account of a provider customer: from the customers we remember, else from an order paid with it. */
async function userOfCustomer(db: Executor, provider: PaymentProviderName, customerId: string) {
  const [known] = await db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.provider, provider),
        eq(paymentCustomers.providerCustomerId, customerId),
        isNotNull(paymentCustomers.userId),
      ),
    )
    .limit(1);
  if (known?.userId) return known.userId;
  const [ordered] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.providerCustomerId, customerId), isNotNull(orders.userId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return ordered?.userId ?? null;
}

/**
 * Rewrites our copy of a customer's subscriptions from the provider's list, then the profile's tier. Every
 * status the provider reports is stored as it is; which ones give the plan is decided when reading.
 */
export async function applySubscriptions(
  db: Executor,
  provider: PaymentProviderName,
  customerId: string,
  current: ProviderSubscription[],
): Promise<void> {
  const userId = await userOfCustomer(db, provider, customerId);
  const now = new Date();
  for (const subscription of current) {
    const values = {
      userId,
      provider,
      providerSubscriptionId: subscription.id,
      providerCustomerId: customerId,
      planSlug: subscription.planSlug,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      updatedAt: now,
    };
    await db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.providerSubscriptionId,
        set: { ...values, userId: sql`coalesce(excluded.user_id, ${subscriptions.userId})` },
      });
  }
  if (!userId) {
    if (current.length > 0)
      logger.warn({ customerId }, "subscriptions of a customer with no account of ours");
    return;
  }
  await refreshProfileTier(db, userId);
}

/**
 * syncSubscription(customerId): re-reads the customer's subscriptions from the provider and writes them (webhooks,
 * /success, plan changes, cancel and resume). Throws when the provider cannot be reached: a webhook then answers
 * 500 and the provider delivers it again.
 */
export async function syncSubscription(customerId: string): Promise<void> {
  const provider = await getPaymentProvider();
  const current = await provider.retrieveSubscriptionsOf(customerId);
  await getDb().transaction((tx) => applySubscriptions(tx, provider.name, customerId, current));
}

/** The profile's subscription_tier and subscription_end, derived from our subscriptions and paid orders. */
export async function refreshProfileTier(db: Executor, userId: string): Promise<void> {
  const owned = await db
    .select({
      planSlug: subscriptions.planSlug,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const [oneTime] = await db
    .select({ planSlug: orders.planSlug })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), eq(orders.mode, "one-time")))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  const { tier, end } = profileTierOf({ subscriptions: owned, latestOneTimePlan: oneTime?.planSlug ?? null });
  const updated = await db
    .update(profiles)
    .set({ subscriptionTier: tier, subscriptionEnd: end })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length > 0) return;
  // An account whose profile row was never written (its insert after sign-up failed): write it now.
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) {
    await db
      .insert(profiles)
      .values({ id: userId, email: user.email, company: "", subscriptionTier: tier, subscriptionEnd: end })
      .onConflictDoNothing();
  }
}
