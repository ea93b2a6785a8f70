import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import type { Billing, Plan } from "#app/content/plans.ts";
import { formatMoney } from "#app/domain/money.ts";

const PERIOD_KEY: Record<Billing, string> = {
  free: "period.free",
  "one-time": "period.oneTime",
  monthly: "period.monthly",
  custom: "period.custom",
};

/** A plan's price and period: "A$5,000 per month", "Free one-time", "Custom tailored". */
export function PlanPrice({ plan, size = "large" }: { plan: Plan; size?: "large" | "small" }) {
  const { t } = useTranslation("pricing");
  const lang = useLanguage();
  const price =
    plan.priceCents === null
      ? t("price.custom")
      : plan.priceCents === 0
        ? t("price.free")
        : formatMoney(plan.priceCents, lang);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${size === "large" ? "text-3xl" : "text-2xl"} font-extrabold text-slate-900`}>
        {price}
      </span>
      <span className="text-sm font-medium text-slate-600">{t(PERIOD_KEY[plan.billing])}</span>
    </p>
  );
}
