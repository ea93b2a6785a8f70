/** What /pricing reads and does on the server: the visitor's subscription, the offer, the booking link, checkout. */
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { planBySlug } from "#app/content/plans.ts";
import { offerDeadline } from "#app/domain/offer.ts";
import { sessionUserOf } from "#app/server/auth/session.server.ts";
import { startCheckout } from "#app/server/commerce/checkout.server.ts";
import { subscriptionStatusOf } from "#app/server/commerce/subscription-status.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { receiveForm, withData } from "#app/server/forms/receive-form.server.ts";

/** The visitor's active subscription as the page shows it (dates as ISO strings), or null. */
export type ActiveSubscription = { planSlug: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string };

/**
 * The page's data. Anonymous pages depend on the URL only (they are cached): the subscription is read only for a
 * signed-in visitor, whose page is private anyway. The offer's deadline is decided here, once, so the server and
 * the browser show the same year.
 */
export async function pricingPageData(context: Readonly<RouterContextProvider>, now = new Date()) {
  const user = sessionUserOf(context);
  const status = user ? await subscriptionStatusOf(user.id) : { hasActiveSubscription: false as const };
  const subscription: ActiveSubscription | null = status.hasActiveSubscription
    ? {
        planSlug: status.planSlug,
        cancelAtPeriodEnd: status.cancelAtPeriodEnd,
        currentPeriodEnd: status.currentPeriodEnd.toISOString(),
      }
    : null;
  return { subscription, offerDeadline: offerDeadline(now), bookingUrl: getEnv().BOOKING_URL ?? null };
}

/** A checkout request from a plan card: `intent=checkout&plan=<slug>`. Which slugs sell is the backend's rule. */
const CheckoutRequestSchema = z.object({
  intent: z.literal("checkout"),
  plan: z.string().trim().min(1).max(64),
});

/** The banner's message: a key in `pricing:errors.*`, or the forms' rate-limit message. */
export type CheckoutErrorKey =
  | "pricing:errors.checkoutFailed"
  | "pricing:errors.invalidSession"
  | "forms:errors.rateLimited";

export type CheckoutAnswer = { checkoutError: CheckoutErrorKey; plan: string | null };

const ERROR_KEYS = {
  checkout_failed: "pricing:errors.checkoutFailed",
  invalid_session: "pricing:errors.invalidSession",
} as const satisfies Record<string, CheckoutErrorKey>;

/**
 * Starts a card checkout (spec 001 §4 "Checkout"): rate-limited per client IP like every public form, then the
 * backend's `startCheckout`, then a 303 to the provider's hosted page. A failure answers the banner's message
 * (spec 001 §8), with JavaScript or without.
 */
export async function checkout(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, CheckoutRequestSchema, { rateLimit: "formPerIp" });
  if (!form.valid) {
    const limited = form.answer.init?.status === 429;
    const plan = typeof form.payload.plan === "string" ? form.payload.plan : null;
    const checkoutError: CheckoutErrorKey = limited ? "forms:errors.rateLimited" : ERROR_KEYS.checkout_failed;
    return withData(form.answer, { checkoutError, plan } satisfies CheckoutAnswer);
  }
  const user = sessionUserOf(context);
  const started = await startCheckout({
    planSlug: form.value.plan,
    lang: form.lang,
    user: user && { id: user.id, email: user.email },
  });
  if (started.ok) return redirect(started.url, 303);
  const known = planBySlug(form.value.plan)?.purchasable === true;
  return data<CheckoutAnswer>(
    { checkoutError: ERROR_KEYS[started.error], plan: form.value.plan },
    { status: known ? 502 : 400 },
  );
}
