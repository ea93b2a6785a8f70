import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { planBySlug } from "#app/content/plans.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";

/** Billing dates are the firm's calendar; one time zone for server and browser also keeps hydration exact. */
const TIME_ZONE = "Australia/Sydney";

/**
 * The subscription-status panel (spec 001 §2.1, §4 "Subscription status") for a signed-in subscriber: the active
 * plan, and the end date when it is cancelled at period end, else the next billing date.
 */
export function SubscriptionStatusPanel({
  subscription,
}: {
  subscription: { planSlug: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string };
}) {
  const { t } = useTranslation("pricing");
  const lang = useLanguage();
  const plan = planBySlug(subscription.planSlug);
  const date = dateTimeFormat(lang, { dateStyle: "long", timeZone: TIME_ZONE }).format(
    new Date(subscription.currentPeriodEnd),
  );
  return (
    <section
      aria-label={t("status.title")}
      className="flex flex-col gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 sm:flex-row sm:items-center"
    >
      <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
      <div className="flex-1">
        <p className="font-semibold">
          {t("status.active", { plan: plan ? t(plan.name) : subscription.planSlug })}
        </p>
        <p className="mt-1 text-sm">
          {subscription.cancelAtPeriodEnd ? t("status.ends", { date }) : t("status.renews", { date })}
        </p>
      </div>
      <LocalizedLink to="/manage-subscription" className={buttonClass("secondary", "shrink-0")}>
        {t("status.manage")}
      </LocalizedLink>
    </section>
  );
}
