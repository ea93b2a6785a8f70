/**
 * /manage-subscription with the real backend on the test database: the test provider's own page (cancel at period
 * end, resume, change plan with the prorated amount shown first and recorded), the Stripe portal redirect, and the
 * spec's failure message.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { action, loader } from "#app/routes/account/manage-subscription.tsx";
import { type SessionUser, sessionUserContext } from "#app/server/account/session.server.ts";
import { setPaymentProviderForTests } from "#app/server/checkout/active-provider.server.ts";
import { startCheckout } from "#app/server/checkout/checkout.server.ts";
import { syncSubscription } from "#app/server/checkout/fulfilment.server.ts";
import { openBillingPortal } from "#app/server/checkout/manage-subscription.server.ts";
import { payTestCheckout } from "#app/server/checkout/test-checkout.server.ts";
import { profiles, subscriptions, testSubscriptions, users } from "#app/server/db/schema/index.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

// The billing portal is the provider's (Stripe's is covered against the fake Stripe server in the backend's tests);
// here it can be made to answer a redirect or fail, the rest of the backend stays real.
const portal = vi.hoisted(() => ({
  answer: null as null | { kind: "redirect"; url: string } | { kind: "error" },
}));
vi.mock("#app/server/checkout/manage-subscription.server.ts", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("#app/server/checkout/manage-subscription.server.ts")>();
  return {
    ...original,
    openBillingPortal: vi.fn((userId: string, returnUrl: string) =>
      portal.answer ? Promise.resolve(portal.answer) : original.openBillingPortal(userId, returnUrl),
    ),
  };
});

type Member = { id: string; email: string };
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; their shapes are asserted by each test.
type Loose = Record<string, any>;

async function as(
  member: Member | null,
  fn: typeof loader | typeof action,
  path: string,
  body?: Record<string, string>,
) {
  const args = await new TestBrowser().args(path, body);
  if (member) args.context.set(sessionUserContext, member as SessionUser);
  const answer: unknown = await Promise.resolve()
    .then((): unknown => fn(args as never))
    .catch((thrown: unknown) => thrown);
  if (answer instanceof Response) {
    return {
      status: answer.status,
      location: answer.headers.get("location"),
      headers: answer.headers,
      data: null as Loose | null,
    };
  }
  const wrapped = answer as { data: Loose; init?: ResponseInit | null };
  return {
    status: wrapped.init?.status ?? 200,
    location: null,
    headers: new Headers(wrapped.init?.headers),
    data: wrapped.data,
  };
}

describe.each(TEST_BACKENDS)("/manage-subscription on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  beforeEach(() => {
    portal.answer = null;
    vi.mocked(openBillingPortal).mockClear();
    setPaymentProviderForTests(undefined);
  });

  async function member(email = "member@example.com"): Promise<Member> {
    const id = `user-${email}`;
    await db().insert(users).values({ id, name: "Member", email });
    await db().insert(profiles).values({ id, email, company: "Acme" });
    return { id, email };
  }

  async function subscriber(planSlug = "growth-plan") {
    const user = await member();
    const started = await startCheckout({ planSlug: "growth-plan", lang: "en", user });
    if (!started.ok) throw new Error(started.error);
    const paid = await payTestCheckout(started.url.split("/").pop()!, { number: "4242424242424242" });
    expect(paid.ok).toBe(true);
    if (planSlug !== "growth-plan") {
      // A plan staff set up in the provider (Premium Retainer is sold by sales, not by card).
      const [row] = await db().update(testSubscriptions).set({ planSlug }).returning();
      await syncSubscription(row!.customerId);
    }
    return user;
  }

  it("sends a signed-out visitor to /login", async () => {
    const answer = await as(null, loader, "/manage-subscription");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/login?redirectTo=%2Fmanage-subscription");
  });

  it("shows the test provider's own page: plan, status, next billing date, privately", async () => {
    const user = await subscriber();
    const answer = await as(user, loader, "/manage-subscription");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toMatchObject({
      kind: "own-page",
      subscription: {
        planSlug: "growth-plan",
        planName: "Growth Plan",
        priceCents: 500_000,
        status: "active",
        cancelAtPeriodEnd: false,
      },
      // Growth Plan is the only subscription sold by card: nothing to change to.
      changes: [],
      updated: null,
    });
    const end = new Date(answer.data!.subscription.currentPeriodEnd).getTime();
    expect(end).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(openBillingPortal).toHaveBeenCalledWith(user.id, "http://localhost:3000/profile");
  });

  it("cancels at period end and resumes (303 back with a notice); the profile keeps the plan meanwhile", async () => {
    const user = await subscriber();
    const cancelled = await as(user, action, "/ar/manage-subscription", { intent: "cancel" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe("/ar/manage-subscription?updated=cancelled");
    const after = await as(user, loader, "/ar/manage-subscription?updated=cancelled");
    expect(after.data).toMatchObject({
      kind: "own-page",
      updated: "cancelled",
      subscription: { cancelAtPeriodEnd: true },
    });
    expect(await db().select().from(subscriptions)).toMatchObject([
      { cancelAtPeriodEnd: true, status: "active" },
    ]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.subscriptionTier).toBe("growth-plan");

    const resumed = await as(user, action, "/manage-subscription", { intent: "resume" });
    expect(resumed.location).toBe("/manage-subscription?updated=resumed");
    const again = await as(user, loader, "/manage-subscription?updated=resumed");
    expect(again.data).toMatchObject({ updated: "resumed", subscription: { cancelAtPeriodEnd: false } });
    // An unknown notice is ignored.
    expect((await as(user, loader, "/manage-subscription?updated=hacked")).data!.updated).toBeNull();
  });

  it("offers a Premium Retainer subscriber Growth Plan with the prorated credit shown, then records it", async () => {
    const user = await subscriber("premium-retainer");
    const page = await as(user, loader, "/manage-subscription");
    expect(page.data!.subscription).toMatchObject({
      planSlug: "premium-retainer",
      planName: "Premium Retainer",
    });
    expect(page.data!.changes).toHaveLength(1);
    const [offer] = page.data!.changes;
    expect(offer).toMatchObject({ slug: "growth-plan", name: "Growth Plan", priceCents: 500_000 });
    // A$10,000 less for (almost) the whole period just begun: a credit of almost A$10,000.
    expect(offer.prorationCents).toBeLessThan(-999_000);
    expect(offer.prorationCents).toBeGreaterThanOrEqual(-1_000_000);

    const changed = await as(user, action, "/manage-subscription", {
      intent: "change-plan",
      plan: "growth-plan",
    });
    expect(changed.status).toBe(303);
    expect(changed.location).toBe("/manage-subscription?updated=changed");
    const after = await as(user, loader, "/manage-subscription?updated=changed");
    expect(after.data!.subscription.planSlug).toBe("growth-plan");
    expect(after.data!.subscription.lastProrationCents).toBeLessThan(-999_000);
    // Shown before and charged after agree to within a cent per second that passed.
    expect(Math.abs(after.data!.subscription.lastProrationCents - offer.prorationCents)).toBeLessThan(100);
    expect(await db().$count(subscriptions)).toBe(1);
  });

  it("refuses a change to the same plan, a plan that is no subscription, or a malformed request", async () => {
    const user = await subscriber();
    for (const plan of ["growth-plan", "entry-kit", "platinum"]) {
      const answer = await as(user, action, "/manage-subscription", { intent: "change-plan", plan });
      expect(answer.status, plan).toBe(400);
      expect(answer.data).toEqual({ error: "planChangeFailed" });
    }
    const malformed = await as(user, action, "/manage-subscription", { intent: "delete-everything" });
    expect(malformed.status).toBe(400);
    expect(malformed.data).toMatchObject({ error: "updateFailed" });
  });

  it("says there is nothing to manage to a member without a subscription, and cannot cancel one", async () => {
    const user = await member();
    const page = await as(user, loader, "/manage-subscription");
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ kind: "none" });
    const cancel = await as(user, action, "/manage-subscription", { intent: "cancel" });
    expect(cancel.status).toBe(502);
    expect(cancel.data).toEqual({ error: "updateFailed" });
  });

  it("redirects to the provider's billing portal (Stripe), and reports its failure in the spec's words", async () => {
    const user = await subscriber();
    portal.answer = { kind: "redirect", url: "https://billing.stripe.com/p/session/test_123" };
    const redirected = await as(user, loader, "/manage-subscription");
    expect(redirected.status).toBe(303);
    expect(redirected.location).toBe("https://billing.stripe.com/p/session/test_123");
    expect(redirected.headers.get("Cache-Control")).toBe("private, no-store");

    portal.answer = { kind: "error" };
    const failed = await as(user, loader, "/manage-subscription");
    expect(failed.status).toBe(502);
    expect(failed.data).toEqual({ kind: "error" });
  });
});
