import { beforeEach, describe, expect, it, vi } from "vitest";
import { action, loader } from "#app/routes/pricing/pricing.tsx";
import { type SessionUser, sessionUserContext } from "#app/server/account/session.server.ts";
import { startCheckout } from "#app/server/checkout/checkout.server.ts";
import { subscriptionStatusOf } from "#app/server/checkout/subscription-status.server.ts";
import { RATE_LIMIT_RULES } from "#app/server/form/rate-limit.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

// The commerce backend is another module's job (and talks to the payment provider): replaced here by fakes, so
// these tests cover what /pricing does with its answers.
vi.mock("#app/server/checkout/checkout.server.ts", () => ({ startCheckout: vi.fn() }));
vi.mock("#app/server/checkout/subscription-status.server.ts", () => ({ subscriptionStatusOf: vi.fn() }));

const checkoutFake = vi.mocked(startCheckout);
const statusFake = vi.mocked(subscriptionStatusOf);

const buy = (plan: string, path = "/pricing", browser = new TestBrowser()) =>
  browser.call(action, path, { intent: "checkout", plan });

/** A loader or action call as a signed-in visitor (the session the root middleware would have loaded). */
async function signedIn<F extends (args: never) => unknown>(
  fn: F,
  path: string,
  body?: Record<string, string>,
) {
  const args = await new TestBrowser().args(path, body);
  args.context.set(sessionUserContext, { id: "user-1", email: "buyer@example.com" } as SessionUser);
  try {
    return await fn(args as never);
  } catch (thrown) {
    return thrown;
  }
}

describe.each(TEST_BACKENDS)("/pricing on %s", (backend) => {
  useTestDatabase(backend);

  beforeEach(() => {
    checkoutFake.mockReset();
    statusFake.mockReset();
  });

  it("sends the buyer to the provider's checkout with a 303, anonymous, in the page's language", async () => {
    checkoutFake.mockResolvedValue({ ok: true, url: "https://checkout.example/session/cs_1" });
    const answer = await buy("growth-plan", "/ar/pricing");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("https://checkout.example/session/cs_1");
    expect(checkoutFake).toHaveBeenCalledWith({ planSlug: "growth-plan", lang: "ar", user: null });
  });

  it("starts a signed-in buyer's checkout for their account", async () => {
    checkoutFake.mockResolvedValue({ ok: true, url: "https://checkout.example/session/cs_2" });
    const answer = (await signedIn(action, "/pricing", {
      intent: "checkout",
      plan: "entry-kit",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(checkoutFake).toHaveBeenCalledWith({
      planSlug: "entry-kit",
      lang: "en",
      user: { id: "user-1", email: "buyer@example.com" },
    });
  });

  it("answers the banner's messages when checkout fails (spec 001 §8)", async () => {
    checkoutFake.mockResolvedValue({ ok: false, error: "checkout_failed" });
    const failed = await buy("entry-kit");
    expect(failed.status).toBe(502);
    expect(failed.data).toEqual({ checkoutError: "pricing:errors.checkoutFailed", plan: "entry-kit" });

    checkoutFake.mockResolvedValue({ ok: false, error: "invalid_session" });
    const noUrl = await buy("growth-plan");
    expect(noUrl.data).toEqual({ checkoutError: "pricing:errors.invalidSession", plan: "growth-plan" });
  });

  it("leaves the plan rule to the backend: an unknown plan is its checkout_failed, answered 400", async () => {
    checkoutFake.mockResolvedValue({ ok: false, error: "checkout_failed" });
    const answer = await buy("platinum");
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ checkoutError: "pricing:errors.checkoutFailed", plan: "platinum" });
    expect(checkoutFake).toHaveBeenCalledWith({ planSlug: "platinum", lang: "en", user: null });
  });

  it("refuses a post that is not a checkout request without calling the backend", async () => {
    const answer = await new TestBrowser().call(action, "/pricing", { intent: "other", plan: "entry-kit" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ checkoutError: "pricing:errors.checkoutFailed", plan: "entry-kit" });
    const empty = await new TestBrowser().call(action, "/pricing", { intent: "checkout", plan: "" });
    expect(empty.status).toBe(400);
    expect(checkoutFake).not.toHaveBeenCalled();
  });

  it("limits checkout requests per client IP like every public form (429, Retry-After)", async () => {
    checkoutFake.mockResolvedValue({ ok: false, error: "checkout_failed" });
    const browser = new TestBrowser("198.51.100.77");
    for (let i = 0; i < RATE_LIMIT_RULES.formPerIp.points; i++) await buy("entry-kit", "/pricing", browser);
    const limited = await buy("entry-kit", "/pricing", browser);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.data).toMatchObject({ checkoutError: "forms:errors.rateLimited", plan: "entry-kit" });
  });

  it("reads no subscription for an anonymous visitor: the page depends on the URL only", async () => {
    const answer = await new TestBrowser().call(loader, "/pricing");
    expect(statusFake).not.toHaveBeenCalled();
    // Nothing else either: no offer deadline that moves with the calendar (decision 065).
    expect(answer.data).toEqual({ subscription: null });
  });

  it("shows a signed-in subscriber's plan and period end", async () => {
    statusFake.mockResolvedValue({
      hasActiveSubscription: true,
      planSlug: "growth-plan",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date("2027-01-15T00:00:00Z"),
    });
    const data = (await signedIn(loader, "/pricing")) as Awaited<ReturnType<typeof loader>>;
    expect(statusFake).toHaveBeenCalledWith("user-1");
    expect(data.subscription).toEqual({
      planSlug: "growth-plan",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: "2027-01-15T00:00:00.000Z",
    });
  });

  it("shows no panel for a signed-in visitor without an active subscription", async () => {
    statusFake.mockResolvedValue({ hasActiveSubscription: false });
    const data = (await signedIn(loader, "/pricing")) as Awaited<ReturnType<typeof loader>>;
    expect(data.subscription).toBeNull();
  });
});
