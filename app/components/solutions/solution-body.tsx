import { useTranslation } from "react-i18next";
import { CaseStudy } from "#app/components/solutions/case-study.tsx";
import { SolutionIcon } from "#app/components/solutions/solution-icon.tsx";
import { Card, CardGrid, Quote, Section, Steps } from "#app/components/ui/sections.tsx";
import type { Solution, SolutionText, StepTiming } from "#app/content/solutions.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/**
 * What every solution page says between its hero and its FAQ (spec 000 §2 "Solution detail pages"): the problem,
 * the features, the process with its timings, a case study and a testimonial, from the solution's catalogue entry.
 */
export function SolutionBody({ solution }: { solution: Solution }) {
  const { t } = useTranslation("solutions");
  // Every text of this solution, with its figures filled in.
  const text = (key: SolutionText) => t(`items.${solution.key}.${key}`, solution.facts);
  // Its features, steps and results are named by the catalogue; solutions.test.ts reads each in every language.
  const named = (key: string) => translateDataKey(t, `items.${solution.key}.${key}`, solution.facts);
  const timing = (when: StepTiming) =>
    "days" in when
      ? t("solution.process.days", { from: when.days[0], to: when.days[1] })
      : t("solution.process.hours", { hours: when.hours });
  return (
    <>
      <Section title={text("problem.title")}>
        <p className="max-w-3xl text-lg text-slate-700">{text("problem.text")}</p>
      </Section>
      <Section title={t("solution.features.title")} tone="muted">
        <CardGrid>
          {solution.features.map((feature) => (
            <Card
              key={feature.key}
              icon={<SolutionIcon name={feature.icon} />}
              title={named(`features.${feature.key}.title`)}
            >
              <p>{named(`features.${feature.key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="process" title={t("solution.process.title")} intro={text("process.intro")}>
        <Steps
          steps={solution.steps.map((step) => ({
            title: named(`steps.${step.key}.title`),
            text: named(`steps.${step.key}.text`),
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
            value: named(`caseStudy.results.${result}.value`),
            label: named(`caseStudy.results.${result}.label`),
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
    </>
  );
}
