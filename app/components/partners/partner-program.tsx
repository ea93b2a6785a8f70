import { BadgeCheck, Landmark, Rocket, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CaseStudyCards } from "#app/components/case-studies/case-study.tsx";
import { useSampleContent } from "#app/components/shell/root-data.ts";
import { Card, CardGrid, Section, Steps } from "#app/components/ui/sections.tsx";
import { PARTNER_CASE_STUDIES } from "#app/content/case-studies.ts";

// The partner programme as /partners tells it (spec 000 §2 "Partners"): why partner, how, and what it brought.

const VALUES = [
  { key: "vetted", Icon: BadgeCheck },
  { key: "access", Icon: Landmark },
  { key: "speed", Icon: Rocket },
  { key: "coordination", Icon: Users },
] as const;

const PROCESS = [
  "skillMapping",
  "opportunityAlignment",
  "forceMultiplication",
  "seamlessIntegration",
] as const;

/** The four values a partner brings. */
export function PartnerValues() {
  const { t } = useTranslation("partners");
  return (
    <Section id="why" title={t("partners.values.title")} intro={t("partners.values.intro")}>
      <CardGrid columns={4}>
        {VALUES.map(({ key, Icon }) => (
          <Card key={key} icon={<Icon className="size-5" />} title={t(`partners.values.${key}.title`)}>
            <p>{t(`partners.values.${key}.text`)}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The four-step process. */
export function PartnerProcess() {
  const { t } = useTranslation("partners");
  return (
    <Section
      id="process"
      tone="muted"
      title={t("partners.process.title")}
      intro={t("partners.process.intro")}
    >
      <Steps
        steps={PROCESS.map((key) => ({
          title: t(`partners.process.${key}.title`),
          text: t(`partners.process.${key}.text`),
        }))}
      />
    </Section>
  );
}

/** Three stories in which a local partner played a part (told once, in app/content/case-studies.ts). */
export function PartnerStories() {
  const { t } = useTranslation("partners");
  // The stories are illustrative: gone with the rest of the sample content (decision 080).
  if (!useSampleContent()) return null;
  return (
    <Section id="stories" title={t("partners.stories.title")} intro={t("partners.stories.intro")}>
      <CaseStudyCards stories={PARTNER_CASE_STUDIES} />
    </Section>
  );
}
