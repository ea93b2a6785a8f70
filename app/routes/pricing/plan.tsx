import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { deferred } from "#app/components/deferred.tsx";
import { useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { type BlueprintFormAnswer, intentOf } from "#app/components/pricing/answers.ts";
import { ErrorBanner } from "#app/components/pricing/error-banner.tsx";
import { PlanNotFound } from "#app/components/pricing/plan-not-found.tsx";
import { PlanCta, PlanDetails, PlanHero } from "#app/components/pricing/plan-page.tsx";
import { planStructuredData } from "#app/components/pricing/plan-structured-data.ts";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { useRootData } from "#app/components/shell/root-data.ts";
import { Section } from "#app/components/ui/sections.tsx";
import { planBySlug } from "#app/content/plans.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { metaDescription } from "#app/domain/meta-description.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { planAction, planPageData, planSlugOf } from "#app/routes/pricing/plan.server.ts";
import type { CheckoutAnswer } from "#app/server/checkout/checkout-answer.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/plan";

export const handle = i18nHandle("pricing", "pricing-plan", "case-studies");

/*
 * The two forms sit below the fold: the server renders them in full (they work without JavaScript), the browser
 * hydrates them once their code has loaded after the page (decision 008), as on /resources.
 */
const loadBlueprint = () =>
  import("#app/components/pricing/blueprint-request.tsx").then((module) => module.BlueprintRequest);
const BlueprintRequest = deferred(loadBlueprint, import.meta.env.SSR ? await loadBlueprint() : undefined);
const loadSubscribe = () =>
  import("#app/components/pricing/plan-subscribe.tsx").then((module) => module.PlanSubscribe);
const PlanSubscribe = deferred(loadSubscribe, import.meta.env.SSR ? await loadSubscribe() : undefined);

/** `/pricing/:slug` (spec 001 §2.2): one of the five plans, else 'Pricing Tier Not Found' with HTTP 404. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return planPageData(context, planSlugOf(request, params));
}

/** The plan's checkout, its blueprint form and its e-mail box, told apart by `intent`. */
export function action({ request, context, params }: Route.ActionArgs) {
  return planAction(request, context, planSlugOf(request, params));
}

export const headers = formHeaders;

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <PlanNotFound /> }} />;
}

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("pricing-plan");
  // The plan's texts, and the checkout banner's keys, which name their namespace (`pricing:` or `forms:`).
  const { t: tp } = useTranslation(["pricing", "forms"]);
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const siteUrl = useRootData()?.siteUrl;
  const plan = planBySlug(loaderData.slug)!;
  const { activePlanSlug } = loaderData;
  // The site's own scheduler, told which plan the demo is about.
  const demoHref = href(`/demo-scheduler?plan=${plan.slug}`);
  const name = tp(plan.name);
  const description = tp(plan.description);
  const intent = intentOf(actionData);
  const checkoutError = intent === "checkout" ? (actionData as CheckoutAnswer) : undefined;
  const current = activePlanSlug === plan.slug;

  return (
    <>
      <PageMeta
        title={t("plan.metaTitle", { plan: name })}
        description={metaDescription([description, tp(plan.tagline), t("plan.metaTitle", { plan: name })])}
        jsonLd={
          siteUrl
            ? planStructuredData({
                siteUrl,
                lang,
                plan,
                name,
                description,
                brand: tc("brand.name"),
                crumbs: { home: tc("nav.home"), pricing: t("plan.breadcrumbPricing") },
              })
            : undefined
        }
      />
      <PlanHero plan={plan} current={current} activePlanSlug={activePlanSlug} demoHref={demoHref}>
        {checkoutError && <ErrorBanner message={tp(checkoutError.checkoutError)} answer={checkoutError} />}
      </PlanHero>

      <PlanDetails plan={plan} />

      <Section id="blueprint" title={t("plan.takeAwayTitle")}>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <Suspense fallback={null}>
            <BlueprintRequest
              planName={name}
              page={pathname}
              answer={intent === "blueprint" ? (actionData as BlueprintFormAnswer) : undefined}
            />
          </Suspense>
          <Suspense fallback={null}>
            <PlanSubscribe
              planName={name}
              answer={intent === "subscribe" ? (actionData as FormAnswer) : undefined}
            />
          </Suspense>
        </div>
      </Section>

      <PlanCta planName={name} demoHref={demoHref} />
    </>
  );
}
