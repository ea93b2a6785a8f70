import { ArrowLeft, CalendarClock, Check, LifeBuoy, Target, Users } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { deferred } from "#app/components/deferred.tsx";
import { LocalizedLink, useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { type BlueprintFormAnswer, intentOf } from "#app/components/pricing/answers.ts";
import { ErrorBanner } from "#app/components/pricing/error-banner.tsx";
import { PlanActionButton } from "#app/components/pricing/plan-action-button.tsx";
import { PlanNotFound } from "#app/components/pricing/plan-not-found.tsx";
import { PlanPrice } from "#app/components/pricing/plan-price.tsx";
import { planStructuredData } from "#app/components/pricing/plan-structured-data.ts";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CtaBand, ON_DARK_LINK, PageHero, Section, Steps } from "#app/components/ui/sections.tsx";
import { planBySlug } from "#app/content/plans.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { metaDescription } from "#app/domain/meta-description.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { planAction, planPageData, planSlugOf } from "#app/routes/pricing/plan.server.ts";
import type { CheckoutAnswer } from "#app/server/checkout/checkout-answer.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/plan";

export const handle = i18nHandle("pricing", "pricing-plan");

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
  const { t: tp } = useTranslation("pricing");
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl;
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
      <PageHero
        eyebrow={
          <LocalizedLink
            to="/pricing"
            className="inline-flex items-center gap-1 normal-case tracking-normal hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("plan.back")}
          </LocalizedLink>
        }
        title={name}
        lead={tp(plan.tagline)}
      >
        {(plan.featured || current) && (
          <p className="mt-4 flex flex-wrap gap-2">
            {plan.featured && (
              <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
                {tp("card.recommended")}
              </span>
            )}
            {current && (
              <span className="rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
                {tp("card.yourPlan")}
              </span>
            )}
          </p>
        )}
        <div className="mt-6" data-testid="plan-price">
          <PlanPrice plan={plan} />
        </div>
        <p className="mt-3 max-w-2xl text-slate-700">{description}</p>
        {checkoutError && (
          <div className="mt-6 max-w-3xl">
            <ErrorBanner message={tc(checkoutError.checkoutError)} answer={checkoutError} />
          </div>
        )}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <div className="w-full sm:w-72">
            <PlanActionButton plan={plan} activePlanSlug={activePlanSlug} featured />
          </div>
          <Link to={demoHref} className={buttonClass("secondary", "px-5 py-3 text-base")}>
            <CalendarClock aria-hidden className="size-4" />
            {t("plan.scheduleDemo")}
          </Link>
        </div>
      </PageHero>

      <Section id="who" title={t("plan.whoTitle")}>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {plan.targetAudience.map((key) => (
            <li key={key} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5">
              <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="text-slate-700">{tp(key)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="what" title={t("plan.whatTitle")} tone="muted">
        <ul className="grid grid-cols-1 gap-x-8 gap-y-3 md:grid-cols-2">
          {plan.features.map((key) => (
            <li key={key} className="flex gap-3 text-slate-800">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{tp(key)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title={t("plan.howTitle")}>
        <Steps steps={plan.process.map((step) => ({ title: tp(step.title), text: tp(step.description) }))} />
      </Section>

      <Section id="support" title={t("plan.supportTitle")} tone="muted">
        <p className="flex max-w-3xl gap-3 rounded-xl border border-slate-200 bg-white p-5 text-lg text-slate-800">
          <LifeBuoy aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>{tp(plan.support.text, plan.support.response)}</span>
        </p>
      </Section>

      <Section id="outcomes" title={t("plan.outcomesTitle")}>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {plan.outcomes.map((key) => (
            <li key={key} className="flex gap-3 rounded-xl bg-brand-50 p-5 text-slate-800">
              <Target aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{tp(key)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="case-study" title={t("plan.caseStudyTitle")} tone="muted">
        <figure className="max-w-4xl rounded-xl border-s-4 border-brand-700 bg-white p-6 shadow-sm sm:p-8">
          <figcaption className="text-lg font-semibold text-slate-900">
            {tp(plan.caseStudy.client)}
          </figcaption>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {t("plan.challenge")}
              </dt>
              <dd className="mt-1 text-slate-700">{tp(plan.caseStudy.challenge)}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {t("plan.result")}
              </dt>
              <dd className="mt-1 text-slate-700">{tp(plan.caseStudy.result)}</dd>
            </div>
          </dl>
        </figure>
      </Section>

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

      <CtaBand
        title={t("ready.title")}
        text={t("ready.text", { plan: name })}
        actions={
          <>
            <LocalizedLink to="/contact" className={buttonClass("secondary")}>
              {t("ready.contact")}
            </LocalizedLink>
            <a href={demoHref} target="_blank" rel="noopener" className={ON_DARK_LINK}>
              <CalendarClock aria-hidden className="size-4" />
              {t("ready.consultation")}
              <span className="sr-only"> {t("ready.newTab")}</span>
            </a>
          </>
        }
      />
    </>
  );
}
