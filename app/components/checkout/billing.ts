import type { TranslationKey } from "#app/domain/translation-keys.ts";

/** How an amount is billed, as the checkout screens word it: `checkout:billing.*` keys. */
export function billingKey(isSubscription: boolean, interval?: string | null): TranslationKey<"checkout"> {
  if (!isSubscription) return "billing.oneTime";
  return `billing.${interval === "year" || interval === "week" || interval === "day" ? interval : "month"}`;
}
