import { useTranslation } from "react-i18next";
import { CaseStudyArticle } from "#app/components/case-studies/case-study.tsx";
import { useFormatNumber } from "#app/components/marketing/use-format-number.ts";
import { useFirmFigures, useSampleContent } from "#app/components/shell/root-data.ts";
import { SolutionIcon } from "#app/components/solutions/solution-icon.tsx";
import { useSolutionSteps } from "#app/components/solutions/solution-steps.ts";
import { Card, CardGrid, Section, Steps } from "#app/components/ui/sections.tsx";
import { caseStudyOf } from "#app/content/case-studies.ts";
import type { Solution, SolutionText } from "#app/content/solutions.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/**
 * What every solution page says between its hero and its FAQ (spec 000 §2 "Solution detail pages"): the problem,
 * the features and the process with its timings (a dark band), from the solution's catalogue entry, then its case
 * study (told once, in app/content/case-studies.ts). The spec's testimonial is not shown: the firm has no named client to quote
 * (issue 28 item 2, decision 064).
 */
export function SolutionBody({ solution }: { solution: Solution }) {
  const { t } = useTranslation("solutions");
  // Every text of this solution, with its figures filled in.
  const text = (key: SolutionText) => t(`items.${solution.key}.${key}`, solution.facts);
  // Its features are named by the catalogue; solutions.test.ts reads each in every language. An introduction
  // names the partner network's size as staff keep it (decision 084).
  const partners = useFormatNumber()(useFirmFigures().partners);
  const named = (key: string) =>
    translateDataKey(t, `items.${solution.key}.${key}`, { ...solution.facts, partners });
  const steps = useSolutionSteps(solution);
  // The stories are illustrative: gone with the rest of the sample content (decision 080).
  const story = useSampleContent() ? caseStudyOf(solution.slug) : undefined;
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
      <Section id="process" tone="dark" title={t("solution.process.title")} intro={text("process.intro")}>
        <Steps tone="dark" steps={steps} />
      </Section>
      {story && (
        <Section id="case-study" title={t("solution.caseStudy.title")}>
          <CaseStudyArticle story={story.key} />
        </Section>
      )}
    </>
  );
}
