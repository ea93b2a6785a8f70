/**
 * Starting a card checkout (spec 001 §4 "Checkout"): a pending order, the buyer's provider customer (reused), and
 * the provider's hosted checkout session that pays it. Contract with the pricing pages: the signatures below.
 */
import { and, desc, eq } from "drizzle-orm";
import { planBySlug } from "#app/content/plans.ts";
import { type LanguageCode, localHref } from "#app/domain/languages.ts";
import { getPaymentProvider } from "#app/server/checkout/active-provider.server.ts";
import type { PaymentProvider } from "#app/server/checkout/provider.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { orders, paymentCustomers, users } from "#app/server/db/schema/index.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** What the pricing pages' action does with a checkout request. */
export type CheckoutStart =
  | { ok: true; url: string } // send the browser there (303): the provider's hosted checkout
  | { ok: false; error: "checkout_failed" | "invalid_session" }; // banner text keys (spec 001 §8)

/** The URL the provider sends a paying buyer back to: /success with the provider's session id filled in. */
export function successUrl(lang: LanguageCode): string {
  // `{CHECKOUT_SESSION_ID}` is Stripe's placeholder, replaced by the provider; it must stay unencoded.
  return `${absoluteUrl(localHref(lang, "/success"))}?session_id={CHECKOUT_SESSION_ID}`;
}

/** Where a buyer who leaves the checkout goes back to: the plan's page. */
export function cancelUrl(lang: LanguageCode, planSlug: string): string {
  return absoluteUrl(localHref(lang, `/pricing/${planSlug}`));
}

/**
 * The provider customer of a signed-in buyer: the one we remember for them, else the provider's customer for their
 * address, found only once they have proven it (the provider's customer for an unproven address may be its
 * owner's, cards and billing included: issue 25 item 5), else a new one.
 */
export async function customerOfUser(
  provider: PaymentProvider,
  user: { id: string; email: string },
): Promise<{ id: string; email: string }> {
  const [known] = await getDb()
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider.name), eq(paymentCustomers.userId, user.id)))
    .orderBy(desc(paymentCustomers.createdAt))
    .limit(1);
  if (known) return { id: known.id, email: user.email };
  // Read here rather than taken from the session, which may predate the verification.
  const [account] = await getDb()
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, user.id));
  const customer = await provider.createOrReuseCustomer(user.email, { reuse: account?.verified === true });
  await getDb()
    .insert(paymentCustomers)
    .values({ provider: provider.name, providerCustomerId: customer.id, userId: user.id, email: user.email })
    .onConflictDoNothing();
  return customer;
}

/**
 * Starts a card checkout for a purchasable plan (Entry Kit one-time, Growth Plan monthly), for a signed-in buyer
 * (`user`) or an anonymous one (the provider collects the e-mail). Unknown or non-purchasable slug -> checkout_failed.
 * A provider answer without a URL -> invalid_session. Never throws for provider failures (logs them).
 */
export async function startCheckout(input: {
  planSlug: string;
  lang: LanguageCode;
  user: { id: string; email: string } | null;
}): Promise<CheckoutStart> {
  const plan = planBySlug(input.planSlug);
  if (!plan?.purchasable || plan.priceCents === null) return { ok: false, error: "checkout_failed" };
  let orderId: string | undefined;
  try {
    const provider = await getPaymentProvider();
    const customer = input.user ? await customerOfUser(provider, input.user) : null;
    const [order] = await getDb()
      .insert(orders)
      .values({
        userId: input.user?.id ?? null,
        anonymous: !input.user,
        email: input.user?.email.toLowerCase() ?? null,
        planSlug: plan.slug,
        provider: provider.name,
        providerCustomerId: customer?.id ?? null,
        amountCents: plan.priceCents,
        currency: "aud",
        mode: plan.isSubscription ? "subscription" : "one-time",
        language: input.lang,
      })
      .returning({ id: orders.id });
    orderId = order!.id;
    const session = await provider.createCheckoutSession({
      plan,
      customer,
      successUrl: successUrl(input.lang),
      cancelUrl: cancelUrl(input.lang, plan.slug),
      clientReferenceId: orderId,
    });
    await getDb().update(orders).set({ providerSessionId: session.id }).where(eq(orders.id, orderId));
    if (!session.url) {
      logger.error({ orderId, session: session.id }, "checkout session without a URL");
      return { ok: false, error: "invalid_session" };
    }
    return { ok: true, url: session.url };
  } catch (error) {
    logger.error({ err: error, plan: plan.slug, orderId }, "checkout could not be started");
    if (orderId) {
      await getDb()
        .update(orders)
        .set({ status: "failed" })
        .where(eq(orders.id, orderId))
        .catch(() => {});
    }
    return { ok: false, error: "checkout_failed" };
  }
}
