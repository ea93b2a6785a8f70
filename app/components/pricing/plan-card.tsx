import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { PlanActionButton } from "#app/components/pricing/plan-action-button.tsx";
import { PlanPrice } from "#app/components/pricing/plan-price.tsx";
import { PLAN_CARD_FEATURES, type Plan } from "#app/content/plans.ts";

/**
 * One plan on /pricing (spec 001 §2.1): badges, name, price and period, description, the first four features and
 * '+ N more features' (to the plan's page), the main action and 'Learn More'. A plan without a set price (the free
 * assessment, enterprise) spans the row on wide screens, its parts side by side; the badges sit on the card's top
 * edge, so every card's name and price start at the same height.
 */
export function PlanCard({ plan, activePlanSlug }: { plan: Plan; activePlanSlug: string | null }) {
  const { t } = useTranslation("pricing");
  const nameId = useId();
  const current = activePlanSlug === plan.slug;
  const shown = plan.features.slice(0, PLAN_CARD_FEATURES);
  const more = plan.features.length - shown.length;
  const name = t(plan.name);
  const wide = plan.billing === "free" || plan.billing === "custom";
  return (
    <li className={`flex ${wide ? "lg:col-span-3" : ""}`}>
      <article
        aria-labelledby={nameId}
        data-plan={plan.slug}
        className={`relative flex w-full flex-col rounded-xl border p-6 shadow-sm ${
          wide ? "bg-slate-50 lg:grid lg:grid-cols-[1fr_1fr_16rem] lg:items-center lg:gap-10" : "bg-white"
        } ${plan.featured ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"}`}
      >
        {(plan.featured || current) && (
          <p className="absolute -top-3.5 start-6 flex flex-wrap gap-2">
            {plan.featured && (
              <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
                {t("card.recommended")}
              </span>
            )}
            {current && (
              <span className="rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
                {t("card.yourPlan")}
              </span>
            )}
          </p>
        )}
        <div>
          <h3 id={nameId} className="text-xl font-bold text-slate-900">
            {name}
          </h3>
          <div className="mt-3">
            <PlanPrice plan={plan} />
          </div>
          <p className="mt-3 text-slate-600">{t(plan.description)}</p>
        </div>
        <ul className={`mt-5 flex-1 space-y-2 text-sm text-slate-700 ${wide ? "lg:mt-0" : ""}`}>
          {shown.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{t(feature)}</span>
            </li>
          ))}
          {more > 0 && (
            <li className="ps-6">
              <LocalizedLink
                to={`/pricing/${plan.slug}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t("card.moreFeatures", { count: more })}
              </LocalizedLink>
            </li>
          )}
        </ul>
        <div className={`mt-6 space-y-3 ${wide ? "lg:mt-0" : ""}`}>
          <PlanActionButton plan={plan} activePlanSlug={activePlanSlug} featured={plan.featured} />
          {/* The plan's name is read to screen readers (and counts as the link's text): five cards, one text. */}
          <LocalizedLink
            to={`/pricing/${plan.slug}`}
            className="block text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("card.learnMore")}
            <span className="sr-only">: {name}</span>
          </LocalizedLink>
        </div>
      </article>
    </li>
  );
}
