/**
 * Paying a test checkout end to end (/checkout/test/{id}): the test provider records the payment, then the
 * fulfilment a Stripe webhook runs on checkout.session.completed records the order, subscription, profile and
 * mails. A failure there is repaired by /success, which runs the same fulfilment again.
 */
import { fulfilCheckout } from "#app/server/checkout/fulfilment.server.ts";
import { completeTestCheckout, type TestCheckoutResult } from "#app/server/checkout/test-provider.server.ts";

export async function payTestCheckout(
  sessionId: string,
  card: { number: string; email?: string },
): Promise<TestCheckoutResult> {
  const paid = await completeTestCheckout(sessionId, card);
  if (paid.ok && paid.completedNow) await fulfilCheckout(sessionId);
  return paid;
}
