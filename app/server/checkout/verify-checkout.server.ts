/**
 * /success's check of a checkout (spec 001 §3 "Checkout verification response", §4 "Checkout success page"): asked
 * of the provider, never read from the URL alone; it also fulfils the order when the webhook has not yet (the
 * same idempotent code path).
 */
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type LanguageCode } from "#app/domain/languages.ts";
import { fulfilCheckout, isPaid } from "#app/server/checkout/fulfilment.server.ts";
import { planName } from "#app/server/checkout/plan-name.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { orders } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

export type CheckoutVerification =
  | {
      success: true;
      /** The plan's name in the language asked for, and its slug. */
      productName: string;
      planSlug: string;
      /** Integer cents. */
      amount: number;
      /** As the provider reports it (lower case, "aud"); "usd" only when the provider omits it (spec default). */
      currency: string;
      isSubscription: boolean;
      /** The billing interval; "month" when the provider gives none (spec default). */
      interval: string;
      paymentStatus: "paid" | "unpaid" | "no_payment_required";
    }
  | {
      success: false;
      /** not_found: no id, unknown, or someone else's; unpaid: not paid (yet); failed: the provider could not answer. */
      error: "not_found" | "unpaid" | "failed";
    };

/** A provider session id as we accept it in a URL: Stripe's `cs_…` or the test provider's `tcs_…`. */
const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/;

/**
 * Verifies the checkout session `sessionId` for the visitor `userId` (null: signed out). A checkout started signed
 * in is shown only to that account; one started anonymously to whoever holds its (unguessable) session id.
 */
export async function verifyCheckout(
  sessionId: string | null | undefined,
  userId: string | null,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): Promise<CheckoutVerification> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return { success: false, error: "not_found" };
  try {
    const [order] = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.providerSessionId, sessionId))
      .limit(1);
    if (!order) return { success: false, error: "not_found" };
    if (!order.anonymous && order.userId !== userId) return { success: false, error: "not_found" };
    const fulfilled = await fulfilCheckout(sessionId);
    if (!fulfilled) return { success: false, error: "not_found" };
    const { session } = fulfilled;
    if (!isPaid(session)) return { success: false, error: "unpaid" };
    const planSlug = session.planSlug ?? order.planSlug;
    const isSubscription = session.mode === "subscription";
    return {
      success: true,
      productName: planName(planSlug, lang),
      planSlug,
      amount: session.amountCents ?? order.amountCents,
      currency: session.currency ?? "usd",
      isSubscription,
      interval: session.interval ?? "month",
      paymentStatus: session.paymentStatus,
    };
  } catch (error) {
    logger.error({ err: error }, "checkout could not be verified");
    return { success: false, error: "failed" };
  }
}
