/**
 * The commerce backend on Stripe, against a local fake of Stripe's API (tests/support/fake-stripe.ts): checkout,
 * customer reuse, the portal, signed webhooks (once per event id however delivered, refused when tampered with,
 * order-independent), every subscription status.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setPaymentProviderForTests } from "#app/server/checkout/active-provider.server.ts";
import { startCheckout } from "#app/server/checkout/checkout.server.ts";
import { attachPurchasesOfAddress, syncSubscription } from "#app/server/checkout/fulfilment.server.ts";
import { createStripeProvider } from "#app/server/checkout/stripe-provider.server.ts";
import { subscriptionStatusOf } from "#app/server/checkout/subscription-status.server.ts";
import { verifyCheckout } from "#app/server/checkout/verify-checkout.server.ts";
import { receiveWebhook } from "#app/server/checkout/webhook.server.ts";
import {
  orders,
  outbox,
  paymentCustomers,
  profiles,
  subscriptions,
  users,
  webhookEvents,
} from "#app/server/db/schema/index.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import {
  FAKE_PRICES,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "#tests/support/fake-stripe.ts";
import { STATUS_GIVES_PLAN } from "#tests/support/subscription-status-cases.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  setPaymentProviderForTests(undefined);
  await fake.close();
});

const provider = () =>
  createStripeProvider({
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_PRICE_ENTRY_KIT: FAKE_PRICES.entryKit,
    STRIPE_PRICE_GROWTH_PLAN: FAKE_PRICES.growthPlan,
    STRIPE_API_BASE: fake.url,
  });

const deliver = (delivery: { payload: string; header: string }) =>
  receiveWebhook(Buffer.from(delivery.payload), delivery.header);

describe.each(TEST_BACKENDS)("commerce on Stripe (%s)", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  beforeEach(() => {
    setPaymentProviderForTests(provider());
    fake.customers.clear();
    fake.sessions.clear();
    fake.subscriptions.clear();
  });

  /** An account; its address proven unless `verified` is false. */
  async function member(email = "buyer@example.com", { verified = true } = {}) {
    const id = `user-${email}`;
    await db().insert(users).values({ id, name: "Buyer", email, emailVerified: verified });
    await db().insert(profiles).values({ id, email, company: "Acme" });
    return { id, email };
  }

  /** A subscription bought through checkout and reported by its webhook. */
  async function subscribed(user: { id: string; email: string }) {
    const started = await startCheckout({ planSlug: "growth-plan", lang: "en", user });
    if (!started.ok) throw new Error("checkout failed");
    const sessionId = started.url.split("/").pop()!;
    const session = fake.completeSession(sessionId);
    await deliver(fake.signedEvent("checkout.session.completed", session));
    return {
      sessionId,
      customerId: session.customer as string,
      subscriptionId: session.subscription as string,
    };
  }

  it("starts a one-time checkout for an anonymous buyer, with a pending order and the right URLs", async () => {
    const started = await startCheckout({ planSlug: "entry-kit", lang: "ar", user: null });
    expect(started).toMatchObject({
      ok: true,
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    const [session] = [...fake.sessions.values()];
    expect(session).toMatchObject({
      mode: "payment",
      customer: null,
      success_url: "http://localhost:3000/ar/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/ar/pricing/entry-kit",
      metadata: { plan_slug: "entry-kit" },
    });
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({
      status: "pending",
      planSlug: "entry-kit",
      amountCents: 500_000,
      currency: "aud",
      mode: "one-time",
      provider: "stripe",
      anonymous: true,
      providerSessionId: session!.id,
      language: "ar",
    });
    expect(session!.client_reference_id).toBe(order!.id);
  });

  it("refuses plans that are not sold by card, and reports provider failures without throwing", async () => {
    for (const planSlug of ["assessment", "premium-retainer", "enterprise", "nope"]) {
      expect(await startCheckout({ planSlug, lang: "en", user: null })).toEqual({
        ok: false,
        error: "checkout_failed",
      });
    }
    setPaymentProviderForTests(
      createStripeProvider({
        STRIPE_SECRET_KEY: "sk_test_fake",
        STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
        STRIPE_PRICE_ENTRY_KIT: "price_unknown",
        STRIPE_PRICE_GROWTH_PLAN: FAKE_PRICES.growthPlan,
        STRIPE_API_BASE: fake.url,
      }),
    );
    expect(await startCheckout({ planSlug: "entry-kit", lang: "en", user: null })).toEqual({
      ok: false,
      error: "checkout_failed",
    });
    expect((await db().select().from(orders)).map((o) => o.status)).toEqual(["failed"]);
  });

  it("creates the signed-in buyer's customer before checkout and reuses it next time", async () => {
    const user = await member();
    await startCheckout({ planSlug: "growth-plan", lang: "en", user });
    await startCheckout({ planSlug: "entry-kit", lang: "en", user });
    expect(fake.customers.size).toBe(1);
    const [customer] = [...fake.customers.values()];
    expect([...fake.sessions.values()].map((s) => [s.mode, s.customer])).toEqual([
      ["subscription", customer!.id],
      ["payment", customer!.id],
    ]);
    expect(await db().select().from(paymentCustomers)).toMatchObject([
      { provider: "stripe", providerCustomerId: customer!.id, userId: user.id },
    ]);
    // A customer Stripe already has for the address (bought before signing up) is found, not duplicated.
    const other = await member("known@example.com");
    fake.customers.set("cus_known", { id: "cus_known", object: "customer", email: "known@example.com" });
    await startCheckout({ planSlug: "entry-kit", lang: "en", user: other });
    expect([...fake.sessions.values()].at(-1)!.customer).toBe("cus_known");
  });

  it("never hands a buyer whose address is unproven the customer Stripe has for it (issue 25 item 5)", async () => {
    // Someone registered the owner's address, who bought from us before and whose card Stripe keeps.
    fake.customers.set("cus_owner", { id: "cus_owner", object: "customer", email: "held@example.com" });
    const user = await member("held@example.com", { verified: false });
    const { customerId } = await subscribed(user);
    expect(customerId).not.toBe("cus_owner");
    expect(fake.customers.get(customerId)).toMatchObject({ email: "held@example.com" });
    // The new customer is theirs, and their next checkout uses it.
    expect(await db().select().from(paymentCustomers)).toMatchObject([
      { providerCustomerId: customerId, userId: user.id },
    ]);
    await startCheckout({ planSlug: "entry-kit", lang: "en", user });
    expect([...fake.sessions.values()].at(-1)!.customer).toBe(customerId);
    expect(fake.customers.size).toBe(2);
  });

  it("links an anonymous purchase to an account only once the account's address is proven (issue 25 item 5)", async () => {
    const holder = await member("held@example.com", { verified: false });
    const started = await startCheckout({ planSlug: "growth-plan", lang: "en", user: null });
    const sessionId = (started as { url: string }).url.split("/").pop()!;
    const session = fake.completeSession(sessionId, "held@example.com");
    await deliver(fake.signedEvent("checkout.session.completed", session));
    // Paid and receipted, but not given to whoever registered the address.
    expect(await db().select().from(orders)).toMatchObject([
      { status: "paid", email: "held@example.com", userId: null },
    ]);
    expect(await db().select({ userId: subscriptions.userId }).from(subscriptions)).toEqual([
      { userId: null },
    ]);
    expect(await db().select().from(users)).toHaveLength(1);
    expect(await subscriptionStatusOf(holder.id)).toMatchObject({ hasActiveSubscription: false });
    expect((await db().select().from(outbox)).map((m) => m.toAddress).sort()).toEqual([
      "held@example.com",
      "leads@ausentry.example",
    ]);

    // The holder proves the address: what was paid with it is theirs.
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, holder.id));
    await attachPurchasesOfAddress(db(), holder.id);
    expect(await db().select({ userId: orders.userId }).from(orders)).toEqual([{ userId: holder.id }]);
    expect(await db().select({ userId: subscriptions.userId }).from(subscriptions)).toEqual([
      { userId: holder.id },
    ]);
    expect(await subscriptionStatusOf(holder.id)).toMatchObject({
      hasActiveSubscription: true,
      planSlug: "growth-plan",
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, holder.id));
    expect(profile!.subscriptionTier).toBe("growth-plan");
  });

  it("fulfils a subscription from its webhook: order paid, subscription, profile tier, receipt and notification", async () => {
    const user = await member();
    const { sessionId, subscriptionId } = await subscribed(user);
    expect(await db().select().from(orders)).toMatchObject([
      { status: "paid", userId: user.id, email: user.email, providerSubscriptionId: subscriptionId },
    ]);
    expect(await db().select().from(subscriptions)).toMatchObject([
      { userId: user.id, planSlug: "growth-plan", status: "active", cancelAtPeriodEnd: false },
    ]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.subscriptionTier).toBe("growth-plan");
    expect(profile!.subscriptionEnd).toBeInstanceOf(Date);
    const mails = await db().select().from(outbox);
    expect(mails.map((m) => [m.toAddress, m.subject]).sort()).toEqual([
      ["buyer@example.com", "Your receipt for Growth Plan"],
      ["leads@ausentry.example", "New sale: Growth Plan (A$5,000)"],
    ]);
    expect(await subscriptionStatusOf(user.id)).toMatchObject({
      hasActiveSubscription: true,
      planSlug: "growth-plan",
      cancelAtPeriodEnd: false,
    });
    expect(await verifyCheckout(sessionId, user.id)).toEqual({
      success: true,
      productName: "Growth Plan",
      planSlug: "growth-plan",
      amount: 500_000,
      currency: "aud",
      isSubscription: true,
      interval: "month",
      paymentStatus: "paid",
    });
    // Someone else's order is not shown, signed in or not.
    expect(await verifyCheckout(sessionId, null)).toEqual({ success: false, error: "not_found" });
    expect(await verifyCheckout(sessionId, "someone-else")).toEqual({ success: false, error: "not_found" });
    expect(await db().$count(outbox)).toBe(2);
  });

  it("links an anonymous purchase to a new account for the address paid with, once, via /success", async () => {
    const started = await startCheckout({ planSlug: "entry-kit", lang: "ko", user: null });
    const sessionId = (started as { url: string }).url.split("/").pop()!;
    expect(await verifyCheckout(sessionId, null)).toEqual({ success: false, error: "unpaid" });
    fake.completeSession(sessionId, "new@example.com");
    // /success before the webhook: it fulfils; the webhook after it changes nothing.
    expect(await verifyCheckout(sessionId, null, "ko")).toMatchObject({
      success: true,
      planSlug: "entry-kit",
      isSubscription: false,
      currency: "aud",
      amount: 500_000,
    });
    await deliver(fake.signedEvent("checkout.session.completed", fake.sessions.get(sessionId)!));
    const [user] = await db().select().from(users);
    expect(user).toMatchObject({ email: "new@example.com", emailVerified: false });
    const [profile] = await db().select().from(profiles);
    expect(profile).toMatchObject({ id: user!.id, subscriptionTier: "entry-kit", subscriptionEnd: null });
    expect(await db().select().from(orders)).toMatchObject([{ status: "paid", userId: user!.id }]);
    const receipt = (await db().select().from(outbox)).find((m) => m.toAddress === "new@example.com")!;
    expect(receipt.textBody).toContain("/ko/forgot-password");
    expect(await db().$count(outbox)).toBe(2);
  });

  it("processes an event delivered 100 times once", async () => {
    const user = await member();
    const { customerId, subscriptionId } = await subscribed(user);
    fake.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    const event = fake.signedEvent("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!);
    const outcomes = [];
    for (let i = 0; i < 100; i++) outcomes.push((await deliver(event)).body.outcome);
    expect(outcomes.filter((o) => o === "processed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(99);
    expect(await db().$count(webhookEvents)).toBe(2); // this one and the checkout's
    expect((await subscriptionStatusOf(user.id)) as { cancelAtPeriodEnd: boolean }).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect(customerId).toMatch(/^cus_/);
  });

  it("processes 20 concurrent deliveries of one event once", async () => {
    const started = await startCheckout({ planSlug: "entry-kit", lang: "en", user: null });
    const sessionId = (started as { url: string }).url.split("/").pop()!;
    const session = fake.completeSession(sessionId, "rush@example.com");
    const event = fake.signedEvent("checkout.session.completed", session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.outcome === "processed")).toHaveLength(1);
    expect(await db().$count(webhookEvents)).toBe(1);
    expect(await db().$count(users)).toBe(1);
    expect(await db().$count(outbox)).toBe(2);
  });

  it("refuses a tampered or unsigned delivery with 400, through the Express app and its raw body", async () => {
    const app = createExpressApp({
      env: {
        SITE_URL: "http://localhost:3000",
        TRUST_PROXY: false,
        PAYMENT_PROVIDER: "stripe",
        STAGING: false,
      },
      logger: pino({ level: "silent" }),
      database: { kind: backend, ping: async () => true },
      handler: (_req, res) => {
        res.status(404).end();
      },
    });
    const { createServer } = await import("node:http");
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
    try {
      const started = await startCheckout({ planSlug: "entry-kit", lang: "en", user: null });
      const sessionId = (started as { url: string }).url.split("/").pop()!;
      const good = fake.signedEvent(
        "checkout.session.completed",
        fake.completeSession(sessionId, "a@example.com"),
      );
      const post = (body: string, signature?: string) =>
        fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(signature && { "stripe-signature": signature }),
          },
          body,
        });
      const tampered = good.payload.replace("a@example.com", "b@example.com");
      expect((await post(tampered, good.header)).status).toBe(400);
      expect((await post(good.payload)).status).toBe(400);
      expect((await post(good.payload, good.header.replace(/v1=\w+/, "v1=deadbeef"))).status).toBe(400);
      expect(await db().$count(webhookEvents)).toBe(0);
      expect(await db().select({ status: orders.status }).from(orders)).toEqual([{ status: "pending" }]);
      const accepted = await post(good.payload, good.header);
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ received: true, outcome: "processed" });
      expect(await db().select({ status: orders.status }).from(orders)).toEqual([{ status: "paid" }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("ends in the provider's current state whatever order events arrive in", async () => {
    const user = await member();
    const { subscriptionId } = await subscribed(user);
    const updated = fake.signedEvent("customer.subscription.updated", {
      ...fake.subscriptions.get(subscriptionId)!,
    });
    fake.updateSubscription(subscriptionId, { status: "canceled" });
    const deleted = fake.signedEvent("customer.subscription.deleted", {
      ...fake.subscriptions.get(subscriptionId)!,
    });
    // The deletion arrives first, then the older update (whose payload still says active).
    await deliver(deleted);
    await deliver(updated);
    expect(await db().select({ status: subscriptions.status }).from(subscriptions)).toEqual([
      { status: "canceled" },
    ]);
    expect(await subscriptionStatusOf(user.id)).toEqual({ hasActiveSubscription: false });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ subscriptionTier: "free", subscriptionEnd: null });
  });

  it.each(STATUS_GIVES_PLAN)("reads a subscription in status %s as active: %s", async (status, active) => {
    const user = await member();
    const { customerId, subscriptionId } = await subscribed(user);
    fake.updateSubscription(subscriptionId, { status });
    await deliver(
      fake.signedEvent("invoice.payment_failed", { object: "invoice", id: "in_1", customer: customerId }),
    );
    expect((await subscriptionStatusOf(user.id)).hasActiveSubscription).toBe(active);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.subscriptionTier).toBe(active ? "growth-plan" : "free");
  });

  it("shows the end date when cancelling at period end, and follows a resume", async () => {
    const user = await member();
    const { customerId, subscriptionId } = await subscribed(user);
    fake.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    await syncSubscription(customerId);
    expect(await subscriptionStatusOf(user.id)).toMatchObject({
      hasActiveSubscription: true,
      cancelAtPeriodEnd: true,
    });
    fake.updateSubscription(subscriptionId, { cancel_at_period_end: false });
    await syncSubscription(customerId);
    expect(await subscriptionStatusOf(user.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it("opens the billing portal for the customer, and changes plan with proration on the same subscription", async () => {
    const user = await member();
    const { customerId, subscriptionId } = await subscribed(user);
    const stripe = provider();
    expect(await stripe.createPortalSession(customerId, "http://localhost:3000/profile")).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//),
    });
    expect(fake.portalSessions.at(-1)).toMatchObject({
      customer: customerId,
      return_url: "http://localhost:3000/profile",
    });

    // A Premium Retainer subscription staff set up by hand (price named by lookup key) is recognised as that plan.
    const premium = fake.createSubscription(customerId, FAKE_PRICES.premium);
    await syncSubscription(customerId);
    expect(
      (await db().select().from(subscriptions)).find((s) => s.providerSubscriptionId === premium.id),
    ).toMatchObject({
      planSlug: "premium-retainer",
    });
    const { planBySlug } = await import("#app/content/plans.ts");
    const change = await stripe.updateSubscriptionPlan(premium.id as string, planBySlug("growth-plan")!);
    expect(change.subscription).toMatchObject({ id: premium.id, planSlug: "growth-plan" });
    // A$15,000 -> A$5,000 with almost the whole month left: about A$10,000 credited.
    expect(change.prorationCents).toBeLessThan(-990_000);
    expect(change.prorationCents).toBeGreaterThanOrEqual(-1_000_000);
    expect(fake.subscriptions.get(premium.id as string)!._lastUpdate).toMatchObject({
      proration_behavior: "always_invoice",
    });
    expect(fake.subscriptions.size).toBe(2);
    expect(subscriptionId).not.toBe(premium.id);
  });

  it("answers an unknown or malformed session id as not found", async () => {
    expect(await verifyCheckout(null, null)).toEqual({ success: false, error: "not_found" });
    expect(await verifyCheckout("cs_test_unknown", null)).toEqual({ success: false, error: "not_found" });
    expect(await verifyCheckout("../../etc", null)).toEqual({ success: false, error: "not_found" });
  });
});
