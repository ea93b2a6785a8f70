/**
 * The built-in test provider end to end: startCheckout -> the test checkout page's card -> the same fulfilment a
 * Stripe webhook runs (order, subscription, profile tier, receipt and notification), then cancel, resume and a
 * plan change through the provider.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { planBySlug } from "#app/content/plans.ts";
import { setPaymentProviderForTests } from "#app/server/checkout/active-provider.server.ts";
import { startCheckout } from "#app/server/checkout/checkout.server.ts";
import { syncSubscription } from "#app/server/checkout/fulfilment.server.ts";
import {
  changePlan,
  openBillingPortal,
  setCancelAtPeriodEnd,
} from "#app/server/checkout/manage-subscription.server.ts";
import { subscriptionStatusOf } from "#app/server/checkout/subscription-status.server.ts";
import { payTestCheckout } from "#app/server/checkout/test-checkout.server.ts";
import { testCheckoutSession, testProvider } from "#app/server/checkout/test-provider.server.ts";
import { verifyCheckout } from "#app/server/checkout/verify-checkout.server.ts";
import {
  orders,
  outbox,
  profiles,
  subscriptions,
  testCheckoutSessions,
  testSubscriptions,
  users,
} from "#app/server/db/schema/index.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("test payment provider on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  beforeEach(() => setPaymentProviderForTests(undefined)); // PAYMENT_PROVIDER unset: the test provider

  async function member(email = "member@example.com") {
    const id = `user-${email}`;
    await db().insert(users).values({ id, name: "Member", email });
    await db().insert(profiles).values({ id, email, company: "Acme" });
    return { id, email };
  }

  async function start(
    planSlug: string,
    user: { id: string; email: string } | null,
    lang: "en" | "hi" = "en",
  ) {
    const started = await startCheckout({ planSlug, lang, user });
    if (!started.ok) throw new Error(started.error);
    expect(started.url).toMatch(/^http:\/\/localhost:3000\/checkout\/test\/tcs_[0-9a-f]{32}$/);
    return started.url.split("/").pop()!;
  }

  it("sells Growth Plan to a signed-in member with the good card", async () => {
    const user = await member();
    const sessionId = await start("growth-plan", user);
    expect(await testCheckoutSession(sessionId)).toMatchObject({
      planSlug: "growth-plan",
      mode: "subscription",
      amountCents: 500_000,
      currency: "aud",
      email: user.email,
      status: "open",
      successUrl: `http://localhost:3000/success?session_id=${sessionId}`,
      cancelUrl: "http://localhost:3000/pricing/growth-plan",
    });
    expect(await payTestCheckout(sessionId, { number: "4242 4242 4242 4242" })).toEqual({
      ok: true,
      successUrl: `http://localhost:3000/success?session_id=${sessionId}`,
      completedNow: true,
    });
    expect(await db().select().from(orders)).toMatchObject([
      { status: "paid", provider: "test", userId: user.id, mode: "subscription", amountCents: 500_000 },
    ]);
    expect(await db().select().from(subscriptions)).toMatchObject([
      { provider: "test", userId: user.id, planSlug: "growth-plan", status: "active" },
    ]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.subscriptionTier).toBe("growth-plan");
    expect(profile!.subscriptionEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect((await db().select().from(outbox)).map((m) => m.toAddress).sort()).toEqual([
      "leads@ausentry.example",
      "member@example.com",
    ]);
    expect(await verifyCheckout(sessionId, user.id)).toMatchObject({
      success: true,
      productName: "Growth Plan",
      isSubscription: true,
      interval: "month",
      currency: "aud",
      paymentStatus: "paid",
    });
    // Paying again (a double submit, a reload) changes nothing.
    expect((await payTestCheckout(sessionId, { number: "4242424242424242" })).ok).toBe(true);
    expect(await db().$count(outbox)).toBe(2);
    expect(await db().$count(testSubscriptions)).toBe(1);
  });

  it("sells Entry Kit to an anonymous buyer and creates their account", async () => {
    const sessionId = await start("entry-kit", null, "hi");
    expect(await payTestCheckout(sessionId, { number: "4242424242424242" })).toEqual({
      ok: false,
      reason: "email_invalid",
    });
    expect(
      await payTestCheckout(sessionId, { number: "4242424242424242", email: " Buyer@Example.com " }),
    ).toMatchObject({ ok: true });
    const [user] = await db().select().from(users);
    expect(user!.email).toBe("buyer@example.com");
    const [profile] = await db().select().from(profiles);
    expect(profile).toMatchObject({ id: user!.id, subscriptionTier: "entry-kit" });
    expect(await db().select().from(orders)).toMatchObject([
      { status: "paid", userId: user!.id, mode: "one-time" },
    ]);
    expect(await db().$count(subscriptions)).toBe(0);
    const receipt = (await db().select().from(outbox)).find((m) => m.toAddress === "buyer@example.com")!;
    expect(receipt.textBody).toContain("/hi/forgot-password");
    expect(await verifyCheckout(sessionId, null, "hi")).toMatchObject({
      success: true,
      isSubscription: false,
    });
  });

  it("declines 4000 0000 0000 0002 with a reason and records nothing paid", async () => {
    const user = await member();
    const sessionId = await start("growth-plan", user);
    expect(await payTestCheckout(sessionId, { number: "4000 0000 0000 0002" })).toEqual({
      ok: false,
      reason: "card_declined",
    });
    expect(await payTestCheckout(sessionId, { number: "1234" })).toEqual({
      ok: false,
      reason: "card_number_invalid",
    });
    expect(await db().select({ status: orders.status }).from(orders)).toEqual([{ status: "pending" }]);
    expect(await db().$count(subscriptions)).toBe(0);
    expect(await db().$count(outbox)).toBe(0);
    expect(await subscriptionStatusOf(user.id)).toEqual({ hasActiveSubscription: false });
    expect(await verifyCheckout(sessionId, user.id)).toEqual({ success: false, error: "unpaid" });
    // The session stays open, as at Stripe: another card can still pay.
    expect((await payTestCheckout(sessionId, { number: "4242424242424242" })).ok).toBe(true);
  });

  it("refuses unknown and expired sessions", async () => {
    expect(await payTestCheckout("tcs_nope", { number: "4242424242424242" })).toEqual({
      ok: false,
      reason: "session_not_found",
    });
    const sessionId = await start("entry-kit", null);
    await db()
      .update(testCheckoutSessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(testCheckoutSessions.id, sessionId));
    expect(await payTestCheckout(sessionId, { number: "4242424242424242", email: "a@example.com" })).toEqual({
      ok: false,
      reason: "session_closed",
    });
  });

  it("cancels at period end, resumes, changes plan with proration, and ends the subscription when the period is over", async () => {
    const user = await member();
    const sessionId = await start("growth-plan", user);
    await payTestCheckout(sessionId, { number: "4242424242424242" });
    const [row] = await db().select().from(subscriptions);
    const customerId = row!.providerCustomerId;
    expect(await testProvider.createPortalSession(customerId, "http://localhost:3000/profile")).toBeNull();

    await testProvider.setCancelAtPeriodEnd(row!.providerSubscriptionId, true);
    await syncSubscription(customerId);
    expect(await subscriptionStatusOf(user.id)).toMatchObject({
      hasActiveSubscription: true,
      cancelAtPeriodEnd: true,
    });
    await testProvider.setCancelAtPeriodEnd(row!.providerSubscriptionId, false);
    await syncSubscription(customerId);
    expect(await subscriptionStatusOf(user.id)).toMatchObject({ cancelAtPeriodEnd: false });

    // Half a period left: moving A$5,000 -> A$15,000 costs about A$5,000.
    const start_ = new Date(Date.now() - 15 * 24 * 3600 * 1000);
    await db()
      .update(testSubscriptions)
      .set({ currentPeriodStart: start_, currentPeriodEnd: new Date(Date.now() + 15 * 24 * 3600 * 1000) });
    const change = await testProvider.updateSubscriptionPlan(
      row!.providerSubscriptionId,
      planBySlug("premium-retainer")!,
    );
    expect(change.prorationCents).toBeGreaterThan(499_000);
    expect(change.prorationCents).toBeLessThanOrEqual(500_000);
    expect(change.subscription.planSlug).toBe("premium-retainer");

    // The period ends while set to cancel: the subscription is canceled and the tier falls back to free.
    await testProvider.setCancelAtPeriodEnd(row!.providerSubscriptionId, true);
    await db()
      .update(testSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) });
    await syncSubscription(customerId);
    expect(await subscriptionStatusOf(user.id)).toEqual({ hasActiveSubscription: false });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ subscriptionTier: "free", subscriptionEnd: null });
  });

  it("manages a member's subscription on our own page: cancel, resume, change plan with the proration recorded", async () => {
    const user = await member();
    expect(await openBillingPortal(user.id, "http://localhost:3000/profile")).toEqual({ kind: "error" });
    expect(await setCancelAtPeriodEnd(user.id, true)).toBe(false);
    expect(await changePlan(user.id, "premium-retainer")).toEqual({ ok: false, error: "no_subscription" });
    await payTestCheckout(await start("growth-plan", user), { number: "4242424242424242" });
    expect(await openBillingPortal(user.id, "http://localhost:3000/profile")).toEqual({ kind: "own-page" });
    expect(await setCancelAtPeriodEnd(user.id, true)).toBe(true);
    expect(await subscriptionStatusOf(user.id)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await setCancelAtPeriodEnd(user.id, false)).toBe(true);
    expect(await subscriptionStatusOf(user.id)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await changePlan(user.id, "entry-kit")).toEqual({ ok: false, error: "not_a_subscription_plan" });
    expect(await changePlan(user.id, "growth-plan")).toEqual({ ok: false, error: "same_plan" });
    const changed = await changePlan(user.id, "premium-retainer");
    expect(changed).toMatchObject({ ok: true, planSlug: "premium-retainer" });
    const proration = (changed as { prorationCents: number }).prorationCents;
    expect(proration).toBeGreaterThan(990_000); // A$10,000 more for (almost) the whole month
    expect(await db().select().from(subscriptions)).toMatchObject([
      { planSlug: "premium-retainer", lastProrationCents: proration },
    ]);
    expect(await db().$count(testSubscriptions)).toBe(1);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.subscriptionTier).toBe("premium-retainer");
  });
});
