/**
 * The test provider's checkout page and /success, driven as a browser would (tests/support/test-browser.ts): the
 * real backend (app/server/checkout) on the test database, from startCheckout to the order on /success.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loader as successPage } from "#app/routes/checkout/success.tsx";
import { loader as checkoutPage, action as pay } from "#app/routes/checkout/test-checkout.tsx";
import { type SessionUser, sessionUserContext } from "#app/server/account/session.server.ts";
import { setPaymentProviderForTests } from "#app/server/checkout/active-provider.server.ts";
import { startCheckout } from "#app/server/checkout/checkout.server.ts";
import { orders, profiles, subscriptions, users } from "#app/server/db/schema/index.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

// The checkout page exists only with PAYMENT_PROVIDER=test (the default); one test switches the provider off.
const provider = vi.hoisted(() => ({ name: "test" as "test" | "stripe" }));
vi.mock("#app/server/env.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/server/env.server.ts")>();
  return {
    ...original,
    getEnv: (...args: Parameters<typeof original.getEnv>) => ({
      ...original.getEnv(...args),
      PAYMENT_PROVIDER: provider.name,
    }),
  };
});

const GOOD_CARD = {
  email: "buyer@example.com",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/39",
  cvc: "123",
  nameOnCard: "Ana Silva",
};

type Member = { id: string; email: string };

/** A loader or action call as the signed-in `member` (the session the root middleware would have loaded). */
async function as<F extends (args: never) => unknown>(
  member: Member | null,
  fn: F,
  path: string,
  params: Record<string, string>,
  body?: Record<string, string>,
  browser = new TestBrowser(),
) {
  const args = await browser.args(path, body);
  if (member) args.context.set(sessionUserContext, member as SessionUser);
  return Promise.resolve()
    .then(() => fn({ ...args, params } as never))
    .catch((thrown: unknown) => thrown);
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; their shapes are asserted by each test.
type Loose = Record<string, any>;

/** status, headers and data of whatever a route function answered (data(), Response or plain value). */
function read(answer: unknown) {
  if (answer instanceof Response) {
    return {
      status: answer.status,
      headers: answer.headers,
      location: answer.headers.get("location"),
      data: {} as Loose,
    };
  }
  const wrapped = answer as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
      location: null,
      data: wrapped.data as Loose,
    };
  }
  return { status: 200, headers: new Headers(), location: null, data: answer as Loose };
}

describe.each(TEST_BACKENDS)("test checkout and /success on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  beforeEach(() => {
    provider.name = "test";
    setPaymentProviderForTests(undefined);
  });

  async function member(email = "member@example.com"): Promise<Member> {
    const id = `user-${email}`;
    await db().insert(users).values({ id, name: "Member", email });
    await db().insert(profiles).values({ id, email, company: "Acme" });
    return { id, email };
  }

  async function start(planSlug: string, user: Member | null = null, lang: "en" | "ar" = "en") {
    const started = await startCheckout({ planSlug, lang, user });
    if (!started.ok) throw new Error(started.error);
    return started.url.split("/").pop()!;
  }

  const page = (id: string, lang = "") => `${lang}/checkout/test/${id}`;

  it("shows an anonymous buyer's open checkout, privately: plan, amount, one-time, no fixed address", async () => {
    const id = await start("entry-kit");
    const answer = read(await as(null, checkoutPage, page(id), { sessionId: id }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toEqual({
      sessionId: id,
      planName: "Entry Kit",
      mode: "one-time",
      amountCents: 500_000,
      fixedEmail: null,
      suggestedEmail: null,
      cancelUrl: "http://localhost:3000/pricing/entry-kit",
    });
  });

  it("answers 404 for an unknown session, and for every session when the provider is not the test one", async () => {
    const unknown = read(await as(null, checkoutPage, page("tcs_nope"), { sessionId: "tcs_nope" }));
    expect(unknown.status).toBe(404);
    expect(read(await as(null, pay, page("tcs_nope"), { sessionId: "tcs_nope" }, GOOD_CARD)).status).toBe(
      404,
    );
    const id = await start("entry-kit");
    provider.name = "stripe";
    expect(read(await as(null, checkoutPage, page(id), { sessionId: id })).status).toBe(404);
    expect(read(await as(null, pay, page(id), { sessionId: id }, GOOD_CARD)).status).toBe(404);
  });

  it("checks the card form on the server, keeping no card data in the answer", async () => {
    const id = await start("entry-kit");
    const answer = read(
      await as(
        null,
        pay,
        page(id),
        { sessionId: id },
        { ...GOOD_CARD, email: "nope", expiry: "01/20", cvc: "1" },
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toEqual({
      email: ["emailInvalid"],
      expiry: ["expiryPast"],
      cvc: ["cvcInvalid"],
    });
    expect(answer.data.result.initialValue.cardNumber).toBeUndefined();
    expect(answer.data.result.initialValue.cvc).toBeUndefined();
    expect(answer.data.result.initialValue.nameOnCard).toBe("Ana Silva");
  });

  it("declines 4000 0000 0000 0002 next to the card number; nothing is paid and the session stays open", async () => {
    const id = await start("growth-plan");
    const declined = read(
      await as(null, pay, page(id), { sessionId: id }, { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" }),
    );
    expect(declined.status).toBe(402);
    expect(declined.data.result.error).toEqual({ cardNumber: ["cardDeclined"] });
    expect(declined.data.result.initialValue).toEqual({
      email: "buyer@example.com",
      expiry: "12/39",
      nameOnCard: "Ana Silva",
    });
    expect(await db().select().from(orders)).toMatchObject([{ status: "pending" }]);
    expect(await db().$count(subscriptions)).toBe(0);
    // Another valid card number that is not a test card: refused the same way.
    const other = read(
      await as(null, pay, page(id), { sessionId: id }, { ...GOOD_CARD, cardNumber: "5555 5555 5555 4444" }),
    );
    expect(other.data.result.error).toEqual({ cardNumber: ["cardNotAccepted"] });
    expect(read(await as(null, checkoutPage, page(id), { sessionId: id })).status).toBe(200);
  });

  it("pays an anonymous Entry Kit with 4242…, then shows the order on /success (303), verified on the server", async () => {
    const id = await start("entry-kit");
    const paid = read(await as(null, pay, page(id), { sessionId: id }, GOOD_CARD));
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/success?session_id=${id}`);
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({ status: "paid", email: "buyer@example.com", mode: "one-time" });

    const shown = read(await as(null, successPage, `/success?session_id=${id}`, {}));
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.data.order).toEqual({
      success: true,
      productName: "Entry Kit",
      planSlug: "entry-kit",
      amount: 500_000,
      currency: "aud",
      isSubscription: false,
      interval: "month",
      paymentStatus: "paid",
    });
    // The page again: a paid session is not paid twice, it goes to /success.
    const again = read(await as(null, checkoutPage, page(id), { sessionId: id }));
    expect(again.status).toBe(303);
    expect(again.location).toBe(`/success?session_id=${id}`);
  });

  it("sells Growth Plan to a signed-in member, the address fixed, and shows it only to them", async () => {
    const buyer = await member();
    const id = await start("growth-plan", buyer);
    const shownPage = read(await as(buyer, checkoutPage, page(id), { sessionId: id }));
    expect(shownPage.data).toMatchObject({
      fixedEmail: buyer.email,
      mode: "subscription",
      planName: "Growth Plan",
    });
    // The address typed is ignored: the account's is used.
    const paid = read(
      await as(buyer, pay, page(id), { sessionId: id }, { ...GOOD_CARD, email: "someone@example.com" }),
    );
    expect(paid.status).toBe(303);
    expect(await db().select().from(orders)).toMatchObject([
      { status: "paid", userId: buyer.id, email: buyer.email },
    ]);
    expect(await db().select().from(subscriptions)).toMatchObject([
      { planSlug: "growth-plan", status: "active" },
    ]);

    const own = read(await as(buyer, successPage, `/success?session_id=${id}`, {}));
    expect(own.data.order).toMatchObject({
      productName: "Growth Plan",
      isSubscription: true,
      interval: "month",
    });
    const stranger = read(await as(null, successPage, `/success?session_id=${id}`, {}));
    expect(stranger.status).toBe(404);
    expect(stranger.data).toEqual({ order: null });
    const other = await member("other@example.com");
    expect(read(await as(other, successPage, `/success?session_id=${id}`, {})).status).toBe(404);
  });

  it("answers 'Something Went Wrong' data for a missing, unknown or unpaid session", async () => {
    for (const path of [
      "/success",
      "/success?session_id=",
      "/success?session_id=tcs_unknown123",
      "/success?session_id=%3Cscript%3E",
    ]) {
      const answer = read(await as(null, successPage, path, {}));
      expect(answer.status, path).toBe(404);
      expect(answer.data).toEqual({ order: null });
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    }
    const unpaid = await start("entry-kit");
    expect(read(await as(null, successPage, `/success?session_id=${unpaid}`, {})).status).toBe(404);
  });

  it("opens in the language the checkout started in, and returns to /success in the page's language", async () => {
    const id = await start("entry-kit", null, "ar");
    const moved = read(await as(null, checkoutPage, page(id), { sessionId: id }));
    expect(moved.status).toBe(302);
    expect(moved.location).toBe(`/ar/checkout/test/${id}`);
    // A visitor who chose a language on this site keeps it.
    const chooser = new TestBrowser();
    chooser.cookies.set("lng", "en");
    expect(read(await as(null, checkoutPage, page(id), { sessionId: id }, undefined, chooser)).status).toBe(
      200,
    );

    const arabic = read(await as(null, checkoutPage, page(id, "/ar"), { sessionId: id }));
    expect(arabic.data.planName).not.toBe("Entry Kit");
    const paid = read(await as(null, pay, page(id, "/ar"), { sessionId: id }, GOOD_CARD));
    expect(paid.location).toBe(`/ar/success?session_id=${id}`);
    const shown = read(await as(null, successPage, `/ar/success?session_id=${id}`, {}));
    expect(shown.data.order.productName).toBe(arabic.data.planName);
  });
});
