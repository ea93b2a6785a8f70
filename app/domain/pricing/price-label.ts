import type { LanguageCode } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import type { TranslationKey } from "#app/domain/translation-keys.ts";

/** How a plan is billed (`content/plans.ts`). */
export type PlanBilling = "free" | "one-time" | "monthly" | "custom";

const PERIOD_KEY: Record<PlanBilling, TranslationKey<"pricing">> = {
  free: "period.free",
  "one-time": "period.oneTime",
  monthly: "period.monthly",
  custom: "period.custom",
};

/**
 * A plan's price and period in `lang`, as the plan card, the plan page and the blueprint PDF print it: "A$5,000" and
 * "per month", "Free" and "one-time", "Custom" and "tailored". `t` reads the `pricing` namespace.
 */
export function priceLabel(
  plan: { priceCents: number | null; billing: PlanBilling },
  lang: LanguageCode,
  t: (key: TranslationKey<"pricing">) => string,
): { price: string; period: string } {
  const price =
    plan.priceCents === null
      ? t("price.custom")
      : plan.priceCents === 0
        ? t("price.free")
        : formatMoney(plan.priceCents, lang);
  return { price, period: t(PERIOD_KEY[plan.billing]) };
}
