import { Globe, Lightbulb, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardGrid, Section } from "#app/components/ui/sections.tsx";

/** Home: the three reasons to choose Australia (spec 000 §2 "Home"). */
const REASONS = [
  { key: "economy", Icon: TrendingUp },
  { key: "gateway", Icon: Globe },
  { key: "innovation", Icon: Lightbulb },
] as const;

export function WhyAustralia() {
  const { t } = useTranslation("marketing");
  return (
    <Section id="why-australia" title={t("home.whyAustralia.title")} intro={t("home.whyAustralia.intro")}>
      <CardGrid columns={3}>
        {REASONS.map(({ key, Icon }) => (
          <Card key={key} icon={<Icon className="size-5" />} title={t(`home.whyAustralia.${key}.title`)}>
            <p>{t(`home.whyAustralia.${key}.text`)}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
