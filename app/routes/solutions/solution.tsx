import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, useRouteLoaderData } from "react-router";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { CaseStudy } from "#app/components/solutions/case-study.tsx";
import { useTranslatedFaqs } from "#app/components/solutions/faq-items.ts";
import { SolutionIcon } from "#app/components/solutions/solution-icon.tsx";
import { solutionStructuredData } from "#app/components/solutions/solution-structured-data.ts";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  Card,
  CardGrid,
  CtaBand,
  FaqList,
  ON_DARK_LINK,
  PageHero,
  Quote,
  Section,
  Steps,
} from "#app/components/ui/sections.tsx";
import { faqsIn } from "#app/content/faqs.ts";
import { findSolution, type StepTiming } from "#app/content/solutions.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/solution";

export const handle = i18nHandle("solutions", "faq");

/** `/solutions/:slug` (spec 000 §2 "Solution detail pages"): one of the five, else the 404 screen with HTTP 404. */
export function loader({ params }: Route.LoaderArgs) {
  const solution = findSolution(params.slug);
  if (!solution) throw data(null, { status: 404 });
  return { solution, faqs: faqsIn(solution.slug) };
}

/** The one layout of every solution page, filled from its catalogue entry. */
export default function SolutionPage({ loaderData: { solution, faqs } }: Route.ComponentProps) {
  const { t } = useTranslation("solutions");
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl;
  const faqItems = useTranslatedFaqs(faqs);
  // Every text of this solution, with its figures filled in.
  const text = (key: string) => t(`items.${solution.key}.${key}`, solution.facts);
  const timing = (when: StepTiming) =>
    "days" in when
      ? t("solution.process.days", { from: when.days[0], to: when.days[1] })
      : t("solution.process.hours", { hours: when.hours });
  const name = text("name");
  const description = text("meta.description");
  return (
    <>
      <PageMeta
        title={text("meta.title")}
        description={description}
        jsonLd={
          siteUrl
            ? solutionStructuredData({
                siteUrl,
                lang,
                slug: solution.slug,
                name,
                description,
                brand: tc("brand.name"),
                crumbs: { home: tc("nav.home"), solutions: tc("nav.solutions") },
              })
            : undefined
        }
      />
      <PageHero
        eyebrow={name}
        title={text("hero.title")}
        lead={text("hero.lead")}
        actions={
          <>
            <LocalizedLink to="/contact" className={buttonClass("primary", "px-5 py-3 text-base")}>
              {t("solution.hero.cta")}
            </LocalizedLink>
            <a href="#process" className={buttonClass("secondary", "px-5 py-3 text-base")}>
              {t("solution.hero.process")}
            </a>
          </>
        }
      />
      <Section title={text("problem.title")}>
        <p className="max-w-3xl text-lg text-slate-700">{text("problem.text")}</p>
      </Section>
      <Section title={t("solution.features.title")} tone="muted">
        <CardGrid>
          {solution.features.map((feature) => (
            <Card
              key={feature.key}
              icon={<SolutionIcon name={feature.icon} />}
              title={text(`features.${feature.key}.title`)}
            >
              <p>{text(`features.${feature.key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="process" title={t("solution.process.title")} intro={text("process.intro")}>
        <Steps
          steps={solution.steps.map((step) => ({
            title: text(`steps.${step.key}.title`),
            text: text(`steps.${step.key}.text`),
            detail: step.timing && timing(step.timing),
          }))}
        />
      </Section>
      <Section title={t("solution.caseStudy.title")} tone="muted">
        <CaseStudy
          client={text("caseStudy.client")}
          title={text("caseStudy.title")}
          challenge={text("caseStudy.challenge")}
          approach={text("caseStudy.approach")}
          outcome={text("caseStudy.outcome")}
          results={solution.caseStudyResults.map((result) => ({
            value: text(`caseStudy.results.${result}.value`),
            label: text(`caseStudy.results.${result}.label`),
          }))}
        />
      </Section>
      <Section title={t("solution.testimonial.title")}>
        <div className="max-w-4xl">
          <Quote
            quote={text("testimonial.quote")}
            name={text("testimonial.name")}
            role={text("testimonial.role")}
          />
        </div>
      </Section>
      <Section id="faq" title={t("solution.faq.title")} tone="muted">
        <div className="max-w-4xl">
          <FaqList items={faqItems} />
          <p className="mt-6">
            <ArrowLink to="/faq">{t("solution.faq.viewAll")}</ArrowLink>
          </p>
        </div>
      </Section>
      <CtaBand
        title={t("solution.cta.title")}
        text={t("solution.cta.text")}
        actions={
          <>
            <LocalizedLink to="/resources#guides" className={buttonClass("secondary")}>
              <FileDown aria-hidden="true" className="size-4" />
              {t("solution.cta.guide")}
            </LocalizedLink>
            <LocalizedLink to="/contact" className={ON_DARK_LINK}>
              {t("solution.cta.contact")}
            </LocalizedLink>
          </>
        }
      />
    </>
  );
}
