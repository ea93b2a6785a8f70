import { useTranslation } from "react-i18next";
import { CaseStudyBand } from "#app/components/case-studies/case-study.tsx";
import { useSampleContent } from "#app/components/shell/root-data.ts";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Section } from "#app/components/ui/sections.tsx";
import { HOME_CASE_STUDIES } from "#app/content/case-studies.ts";

/**
 * Home: two case studies by their headline figures (spec 000 §2 "Home": the fintech and govtech stories; they are
 * told once, in app/content/case-studies.ts), then the partners behind them. The spec's featured quote is not
 * shown: the firm has no named client to quote (issue 28 item 2, decision 064).
 */
export function SuccessStories() {
  const { t } = useTranslation("marketing");
  // The stories are illustrative: gone with the rest of the sample content (decision 080).
  if (!useSampleContent()) return null;
  return (
    <Section id="success-stories" title={t("home.stories.title")} intro={t("home.stories.intro")}>
      <CaseStudyBand stories={HOME_CASE_STUDIES} />
      <p className="mt-8">
        <ArrowLink to="/partners">{t("home.stories.partnersLink")}</ArrowLink>
      </p>
    </Section>
  );
}
