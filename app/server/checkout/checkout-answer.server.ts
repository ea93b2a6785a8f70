/**
 * What the pricing pages (`/pricing` and `/pricing/:slug`) share on the server: the signed-in visitor's
 * subscription as they show it, and the answer to a plan card's checkout button.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { planBySlug } from "#app/content/plans.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { sessionUserOf } from "#app/server/account/session.server.ts";
import { startCheckout } from "#app/server/checkout/checkout.server.ts";
import { subscriptionStatusOf } from "#app/server/checkout/subscription-status.server.ts";
import { withData } from "#app/server/form/receive-form.server.ts";

/** The visitor's active subscription as the pages show it (dates as ISO strings), or null. */
export type ActiveSubscription = { planSlug: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string };

/**
 * The signed-in visitor's active subscription, or null. Anonymous pages depend on the URL only (they are cached):
 * the subscription is read only for a signed-in visitor, whose page is private anyway.
 */
export async function visitorSubscription(
  context: Readonly<RouterContextProvider>,
): Promise<ActiveSubscription | null> {
  const user = sessionUserOf(context);
  if (!user) return null;
  const status = await subscriptionStatusOf(user.id);
  if (!status.hasActiveSubscription) return null;
  return {
    planSlug: status.planSlug,
    cancelAtPeriodEnd: status.cancelAtPeriodEnd,
    currentPeriodEnd: status.currentPeriodEnd.toISOString(),
  };
}

/** The banner's message: a key in `pricing:errors.*`, or the forms' rate-limit message. */
export type CheckoutErrorKey =
  | "pricing:errors.checkoutFailed"
  | "pricing:errors.invalidSession"
  | "forms:errors.rateLimited";

/** A failed checkout's answer (spec 001 §8 "Error banner"): the message and the plan it was for. */
export type CheckoutAnswer = { checkoutError: CheckoutErrorKey; plan: string | null };

const ERROR_KEYS = {
  checkout_failed: "pricing:errors.checkoutFailed",
  invalid_session: "pricing:errors.invalidSession",
} as const satisfies Record<string, CheckoutErrorKey>;

/** A checkout post the form pipeline refused (malformed, or rate-limited: 429) as the banner's answer. */
export function refusedCheckout(answer: Parameters<typeof withData>[0], plan: string | null) {
  const limited = answer.init?.status === 429;
  const checkoutError: CheckoutErrorKey = limited ? "forms:errors.rateLimited" : ERROR_KEYS.checkout_failed;
  return withData(answer, { checkoutError, plan } satisfies CheckoutAnswer);
}

/**
 * Starts a card checkout (spec 001 §4 "Checkout") for the visitor, signed in or not: a 303 to the provider's
 * hosted page, or the banner's message (400 for a plan that does not sell by card, 502 when the provider failed).
 */
export async function answerCheckout(
  context: Readonly<RouterContextProvider>,
  planSlug: string,
  lang: LanguageCode,
) {
  const user = sessionUserOf(context);
  const started = await startCheckout({ planSlug, lang, user: user && { id: user.id, email: user.email } });
  if (started.ok) return redirect(started.url, 303);
  const known = planBySlug(planSlug)?.purchasable === true;
  return data<CheckoutAnswer>(
    { checkoutError: ERROR_KEYS[started.error], plan: planSlug },
    { status: known ? 502 : 400 },
  );
}
