/** The signed-in user's subscription as /pricing shows it (spec 001 §3 "Subscription status", §4), from our table. */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { PLAN_GIVING_STATUSES } from "#app/server/checkout/rules.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { subscriptions } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

export type SubscriptionStatus =
  | { hasActiveSubscription: false }
  | { hasActiveSubscription: true; planSlug: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date };

/** The subscription rows that give their plan (rules.server.ts givesPlan), newest period first. */
export async function activeSubscriptionsOf(userId: string) {
  return getDb()
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...PLAN_GIVING_STATUSES]),
        isNotNull(subscriptions.planSlug),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd));
}

/** The signed-in user's current subscription (statuses active, trialing, past_due count as active). Errors are logged and read as not active (spec: "Subscription check errors are only logged"). */
export async function subscriptionStatusOf(userId: string): Promise<SubscriptionStatus> {
  try {
    const [current] = await activeSubscriptionsOf(userId);
    if (!current?.planSlug || !current.currentPeriodEnd) return { hasActiveSubscription: false };
    return {
      hasActiveSubscription: true,
      planSlug: current.planSlug,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      currentPeriodEnd: current.currentPeriodEnd,
    };
  } catch (error) {
    logger.error({ err: error }, "subscription status could not be read");
    return { hasActiveSubscription: false };
  }
}
