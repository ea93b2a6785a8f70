import { ArrowLeft, CalendarClock, Check, LifeBuoy, Target, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CaseStudyArticle } from "#app/components/case-studies/case-study.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { PlanActionButton } from "#app/components/pricing/plan-action-button.tsx";
import { PlanPrice } from "#app/components/pricing/plan-price.tsx";
import { useSampleContent } from "#app/components/shell/root-data.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { BandButton, CtaBand, ON_DARK_LINK, PageHero, Section, Steps } from "#app/components/ui/sections.tsx";
import { PLAN_CARD_FEATURES, type Plan } from "#app/content/plans.ts";

/**
 * A plan page's hero (spec 001 §2.2): back to /pricing, the plan's name, tagline and description, the demo link;
 * beside them from `lg` (under them on phones) its summary card: badges, price and period, the first inclusions,
 * `children` (a checkout error) and its action.
 */
export function PlanHero({
  plan,
  current,
  activePlanSlug,
  demoHref,
  children,
}: {
  plan: Plan;
  /** The visitor's active plan is this one. */
  current: boolean;
  activePlanSlug: string | null;
  demoHref: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("pricing-plan");
  const { t: tp } = useTranslation("pricing");
  return (
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
      title={tp(plan.name)}
      lead={
        <>
          {tp(plan.tagline)}
          <span className="mt-3 block text-base text-slate-600">{tp(plan.description)}</span>
        </>
      }
      actions={
        <Link to={demoHref} className={buttonClass("secondary", "px-5 py-3 text-base")}>
          <CalendarClock aria-hidden className="size-4" />
          {t("plan.scheduleDemo")}
        </Link>
      }
      visual={
        <PlanSummary plan={plan} current={current} activePlanSlug={activePlanSlug}>
          {children}
        </PlanSummary>
      }
    />
  );
}

/** The plan at a glance, the hero's picture: badges, price and period, the first inclusions and its one action. */
function PlanSummary({
  plan,
  current,
  activePlanSlug,
  children,
}: {
  plan: Plan;
  current: boolean;
  activePlanSlug: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("pricing-plan");
  const { t: tp } = useTranslation("pricing");
  return (
    <aside
      aria-label={t("plan.summary.label", { plan: tp(plan.name) })}
      data-testid="plan-summary"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:max-w-md lg:max-w-none"
    >
      {(plan.featured || current) && (
        <p className="mb-4 flex flex-wrap gap-2">
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
      <div data-testid="plan-price">
        <PlanPrice plan={plan} />
      </div>
      <p className="mt-5 text-sm font-semibold text-slate-900">{t("plan.summary.includes")}</p>
      <ul className="mt-2 space-y-2">
        {plan.features.slice(0, PLAN_CARD_FEATURES).map((key) => (
          <li key={key} className="flex gap-2.5 text-sm text-slate-700">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>{tp(key)}</span>
          </li>
        ))}
      </ul>
      {children && <div className="mt-5">{children}</div>}
      <div className="mt-6">
        <PlanActionButton plan={plan} activePlanSlug={activePlanSlug} featured />
      </div>
    </aside>
  );
}

/** What a plan page says about the plan: who it is for, what it includes, how, support, outcomes, a case study. */
export function PlanDetails({ plan }: { plan: Plan }) {
  const { t } = useTranslation("pricing-plan");
  const { t: tp } = useTranslation("pricing");
  const samples = useSampleContent();
  return (
    <>
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

      {/* The story is illustrative: gone with the rest of the sample content (decision 080). */}
      {samples && (
        <Section id="case-study" title={t("plan.caseStudyTitle")} tone="muted">
          <CaseStudyArticle story={plan.caseStudy.story} />
        </Section>
      )}
    </>
  );
}

/** The plan page's closing band: contact, or a discovery call about this plan in a new tab (decision 069). */
export function PlanCta({ planName, demoHref }: { planName: string; demoHref: string }) {
  const { t } = useTranslation(["pricing-plan", "forms"]);
  return (
    <CtaBand
      title={t("ready.title")}
      text={t("ready.text", { plan: planName })}
      actions={
        <>
          <BandButton to="/contact">{t("ready.contact")}</BandButton>
          <a href={demoHref} target="_blank" rel="noopener" className={ON_DARK_LINK}>
            <CalendarClock aria-hidden className="size-4" />
            {t("forms:cta.discoveryCall")}
            <span className="sr-only"> {t("ready.newTab")}</span>
          </a>
        </>
      }
    />
  );
}
