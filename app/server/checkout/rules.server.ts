/** Pure rules of commerce, unit-tested in rules.server.test.ts. */
import type { SubscriptionStatusName } from "#app/server/db/schema/commerce.ts";

/**
 * Statuses in which a subscription still gives its plan (spec 001 contract with /pricing: active, trialing and
 * past_due count as active; past_due is a failed renewal the provider is still retrying).
 */
export const PLAN_GIVING_STATUSES = [
  "active",
  "trialing",
  "past_due",
] as const satisfies SubscriptionStatusName[];
const GIVES_PLAN: ReadonlySet<SubscriptionStatusName> = new Set(PLAN_GIVING_STATUSES);

export function givesPlan(status: SubscriptionStatusName): boolean {
  return GIVES_PLAN.has(status);
}

/**
 * What moving from one monthly price to another costs for the rest of the current period, in cents: the
 * difference of the prices times the share of the period left, rounded to the cent (negative: a credit).
 * This is how Stripe prorates (by the second); the test provider charges exactly this.
 */
export function prorationCents(input: {
  fromCents: number;
  toCents: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): number {
  const period = input.periodEnd.getTime() - input.periodStart.getTime();
  if (period <= 0) return 0;
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.at.getTime(), 0), period);
  const cents = Math.round(((input.toCents - input.fromCents) * left) / period);
  return cents === 0 ? 0 : cents; // never -0
}

/** One calendar month after `from` (a monthly period), clamped to the month's last day (31 Jan -> 28/29 Feb). */
export function addOneMonth(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The profile's tier (spec 001 §3 "Profile", §6): the plan of a subscription that gives one, else the plan of the
 * latest paid one-time order, else 'free'. `subscription_end` is the subscription's current period end.
 */
export function profileTierOf(input: {
  subscriptions: { planSlug: string | null; status: SubscriptionStatusName; currentPeriodEnd: Date | null }[];
  latestOneTimePlan: string | null;
}): { tier: string; end: Date | null } {
  const giving = input.subscriptions
    .filter((s) => s.planSlug && givesPlan(s.status))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0];
  if (giving?.planSlug) return { tier: giving.planSlug, end: giving.currentPeriodEnd };
  return { tier: input.latestOneTimePlan ?? "free", end: null };
}

/** Test card numbers of the built-in test provider, as Stripe's test mode treats them. */
export const TEST_CARD_SUCCESS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

export type TestCardOutcome = { ok: true } | { ok: false; reason: "card_declined" | "card_number_invalid" };

/** The test checkout's card check: spaces and dashes ignored; only Stripe's two test numbers are known. */
export function testCardOutcome(number: string): TestCardOutcome {
  const digits = number.replace(/[\s-]/g, "");
  if (digits === TEST_CARD_SUCCESS) return { ok: true };
  if (digits === TEST_CARD_DECLINED) return { ok: false, reason: "card_declined" };
  return { ok: false, reason: "card_number_invalid" };
}
