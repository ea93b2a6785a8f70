import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { DISCOVERY_CALL_PATH } from "#app/components/leads/offer-actions.tsx";
import { ComparisonTable } from "#app/components/pricing/comparison-table.tsx";
import { ErrorBanner } from "#app/components/pricing/error-banner.tsx";
import { PlanCard } from "#app/components/pricing/plan-card.tsx";
import { SubscriptionStatusPanel } from "#app/components/pricing/subscription-status.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FaqList, PageHero, Section } from "#app/components/ui/sections.tsx";
import { PLANS } from "#app/content/plans.ts";
import { formatMoney } from "#app/domain/money.ts";
import { OFFER_VALUE_CENTS } from "#app/domain/pricing/offer.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { checkout, pricingPageData } from "#app/routes/pricing/pricing.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/pricing";

export const handle = i18nHandle("pricing");

/** The signed-in visitor's subscription (only then: anonymous pages depend on the URL only). */
export function loader({ context }: Route.LoaderArgs) {
  return pricingPageData(context);
}

/** A plan card's checkout button: to the provider's checkout (303), or the banner's message. */
export function action({ request, context }: Route.ActionArgs) {
  return checkout(request, context);
}

export const headers = formHeaders;

const FAQ_ITEMS = ["monthToMonth", "changePlan", "payment", "guarantee", "enterprise"] as const;

/**
 * `/pricing` (spec 001 §2.1): the five packages and the workshop a sign-up receives (§9), their comparison,
 * questions and a call. No campaign plan and no deadline: decision 065.
 */
export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  // `forms` too: the checkout banner's keys name their namespace (`CheckoutErrorKey`), `pricing:` or `forms:`.
  const { t } = useTranslation(["pricing", "forms"]);
  const lang = useLanguage();
  const href = useLocalizedHref();
  const { subscription } = loaderData;
  const activePlanSlug = subscription?.planSlug ?? null;
  const faqs = FAQ_ITEMS.map((id) => ({
    id: `pricing-${id}`,
    question: t(`faq.items.${id}.question`),
    answer: t(`faq.items.${id}.answer`),
  }));
  return (
    <>
      <PageMeta title={t("pricing.title")} description={t("pricing.description")} />
      <PageHero eyebrow={t("pricing.eyebrow")} title={t("pricing.heading")} lead={t("pricing.lead")}>
        {(subscription || actionData) && (
          <div className="mt-8 space-y-4">
            {subscription && <SubscriptionStatusPanel subscription={subscription} />}
            {actionData && <ErrorBanner message={t(actionData.checkoutError)} answer={actionData} />}
          </div>
        )}
      </PageHero>
      <Section id="plans" title={t("pricing.plansLabel")}>
        {/* The free assessment opens as a band, the three paid packages sit side by side, enterprise closes as a strip. */}
        <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.slug} plan={plan} activePlanSlug={activePlanSlug} />
          ))}
        </ul>
        <p className="mt-8 text-slate-700">
          {t("offer.text", { value: formatMoney(OFFER_VALUE_CENTS, lang) })}
        </p>
      </Section>
      <Section id="compare" title={t("comparison.title")} intro={t("comparison.intro")} tone="muted">
        <ComparisonTable activePlanSlug={activePlanSlug} />
      </Section>
      <Section id="faq" title={t("faq.title")}>
        <div className="max-w-4xl">
          <FaqList items={faqs} />
        </div>
      </Section>
      <Section id="discovery-call" title={t("discovery.title")} tone="muted">
        <div className="flex flex-col gap-6 rounded-xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/10"
          >
            <CalendarClock className="size-6" />
          </span>
          <p className="flex-1 text-lg text-brand-100">{t("discovery.text")}</p>
          <a
            href={href(DISCOVERY_CALL_PATH)}
            target="_blank"
            rel="noopener"
            className={buttonClass("secondary", "shrink-0")}
          >
            {t("forms:cta.discoveryCall")}
            <span className="sr-only"> {t("discovery.newTab")}</span>
          </a>
        </div>
      </Section>
    </>
  );
}
