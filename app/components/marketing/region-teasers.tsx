import { Cpu, Euro, Globe, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Card, CardGrid, Section } from "#app/components/ui/sections.tsx";

/** Home: the four regional programmes, each leading to /regions (spec 000 §2 "Home"). */
const REGIONS = [
  { key: "asiaPacific", Icon: Globe },
  { key: "gulfGippsland", Icon: Zap },
  { key: "siliconValley", Icon: Cpu },
  { key: "euInnovation", Icon: Euro },
] as const;

export function RegionTeasers() {
  const { t } = useTranslation("marketing");
  return (
    <Section id="regions" tone="muted" title={t("home.regions.title")} intro={t("home.regions.intro")}>
      <CardGrid columns={4}>
        {REGIONS.map(({ key, Icon }) => {
          const title = t(`home.regions.${key}.title`);
          return (
            <Card
              key={key}
              icon={<Icon className="size-5" />}
              title={title}
              footer={
                <ArrowLink to="/regions" context={title}>
                  {t("home.regions.explore")}
                </ArrowLink>
              }
            >
              <p>{t(`home.regions.${key}.text`)}</p>
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
