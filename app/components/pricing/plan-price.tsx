import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import type { Plan } from "#app/content/plans.ts";
import { priceLabel } from "#app/domain/pricing/price-label.ts";

/** A plan's price and period: "A$5,000 per month", "Free one-time", "Custom tailored". */
export function PlanPrice({ plan, size = "large" }: { plan: Plan; size?: "large" | "small" }) {
  const { t } = useTranslation("pricing");
  const { price, period } = priceLabel(plan, useLanguage(), (key) => t(key));
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 whitespace-nowrap">
      <span
        className={`font-display ${size === "large" ? "text-3xl" : "text-2xl"} font-extrabold text-slate-900`}
      >
        {price}
      </span>
      <span className="text-sm font-medium text-slate-600">{period}</span>
    </p>
  );
}
