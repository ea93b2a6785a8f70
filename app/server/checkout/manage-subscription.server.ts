/**
 * What /manage-subscription does for a signed-in member (spec 001 §4 "Customer portal"; issue 10 item 8): the
 * provider's billing portal when it has one (Stripe), else our own page, which cancels at period end, resumes,
 * and changes plan with proration on the existing subscription. Every change is followed by syncSubscription, so
 * our table and the profile show it at once (the webhook that follows finds nothing new).
 */
import { and, desc, eq } from "drizzle-orm";
import { planBySlug } from "#app/content/plans.ts";
import { getPaymentProvider } from "#app/server/checkout/active-provider.server.ts";
import { syncSubscription } from "#app/server/checkout/fulfilment.server.ts";
import { activeSubscriptionsOf } from "#app/server/checkout/subscription-status.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { paymentCustomers, subscriptions } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

export type PortalAnswer =
  | { kind: "redirect"; url: string } // the provider's hosted portal
  | { kind: "own-page" } // the test provider: our page manages the subscription
  | { kind: "error" }; // 'Failed to open subscription management. Please try again later.'

/** The billing portal for the member's customer (spec: loading, then a full-page redirect). */
export async function openBillingPortal(userId: string, returnUrl: string): Promise<PortalAnswer> {
  try {
    const provider = await getPaymentProvider();
    const [customer] = await getDb()
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.provider, provider.name), eq(paymentCustomers.userId, userId)))
      .orderBy(desc(paymentCustomers.createdAt))
      .limit(1);
    if (!customer) return { kind: "error" };
    const portal = await provider.createPortalSession(customer.id, returnUrl);
    return portal ? { kind: "redirect", url: portal.url } : { kind: "own-page" };
  } catch (error) {
    logger.error({ err: error }, "billing portal could not be opened");
    return { kind: "error" };
  }
}

/** The member's current subscription with the configured provider, if any. */
async function currentSubscription(userId: string) {
  const provider = await getPaymentProvider();
  const rows = await activeSubscriptionsOf(userId);
  return { provider, subscription: rows.find((row) => row.provider === provider.name) ?? null };
}

/** Cancels the member's subscription at the end of the paid period (true) or resumes it (false). */
export async function setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<boolean> {
  try {
    const { provider, subscription } = await currentSubscription(userId);
    if (!subscription) return false;
    await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, cancel);
    await syncSubscription(subscription.providerCustomerId);
    return true;
  } catch (error) {
    logger.error({ err: error }, "subscription could not be updated");
    return false;
  }
}

export type PlanChangeAnswer =
  | { ok: true; planSlug: string; prorationCents: number }
  | { ok: false; error: "no_subscription" | "not_a_subscription_plan" | "same_plan" | "failed" };

/**
 * 'Change Plan': moves the member's subscription to another subscription plan, prorated, instead of opening a
 * second one. The proration is recorded on our subscription row and returned to be shown.
 */
export async function changePlan(userId: string, planSlug: string): Promise<PlanChangeAnswer> {
  const plan = planBySlug(planSlug);
  if (!plan?.isSubscription || plan.priceCents === null)
    return { ok: false, error: "not_a_subscription_plan" };
  try {
    const { provider, subscription } = await currentSubscription(userId);
    if (!subscription) return { ok: false, error: "no_subscription" };
    if (subscription.planSlug === plan.slug) return { ok: false, error: "same_plan" };
    const change = await provider.updateSubscriptionPlan(subscription.providerSubscriptionId, plan);
    await syncSubscription(subscription.providerCustomerId);
    await getDb()
      .update(subscriptions)
      .set({ lastProrationCents: change.prorationCents })
      .where(eq(subscriptions.providerSubscriptionId, subscription.providerSubscriptionId));
    return { ok: true, planSlug: plan.slug, prorationCents: change.prorationCents };
  } catch (error) {
    logger.error({ err: error, plan: plan.slug }, "plan could not be changed");
    return { ok: false, error: "failed" };
  }
}
