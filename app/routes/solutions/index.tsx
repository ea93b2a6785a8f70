import { useTranslation } from "react-i18next";
import { HeroOfferActions } from "#app/components/leads/offer-actions.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { SolutionIcon } from "#app/components/solutions/solution-icon.tsx";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { BandButton, Card, CardGrid, CtaBand, PageHero, Section } from "#app/components/ui/sections.tsx";
import { SOLUTIONS, type SolutionText } from "#app/content/solutions.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";

export const handle = documentPage(i18nHandle("solutions"));
export const clientMiddleware = [loadAsDocument];

/** `/solutions` (spec 000 §2 "Solutions overview"): the five lines, each linking to its page, and a way to ask. */
export default function SolutionsOverview() {
  const { t } = useTranslation("solutions");
  return (
    <>
      <PageMeta title={t("index.meta.title")} description={t("index.meta.description")} />
      <PageHero
        eyebrow={t("index.hero.eyebrow")}
        title={t("index.hero.title")}
        lead={t("index.hero.lead")}
        actions={<HeroOfferActions source="solutions" />}
      />
      <Section title={t("index.list.title")} intro={t("index.list.intro")}>
        <CardGrid>
          {SOLUTIONS.map((solution) => {
            const text = (key: SolutionText) => t(`items.${solution.key}.${key}`, solution.facts);
            return (
              <Card
                key={solution.slug}
                icon={<SolutionIcon name={solution.icon} />}
                title={text("name")}
                footer={
                  <ArrowLink to={`/solutions/${solution.slug}`} context={text("name")}>
                    {t("index.learnMore")}
                  </ArrowLink>
                }
              >
                <p>{text("summary")}</p>
                <p className="mt-3 text-sm font-semibold text-brand-700">{text("highlight")}</p>
              </Card>
            );
          })}
        </CardGrid>
      </Section>
      <CtaBand
        title={t("index.notSure.title")}
        text={t("index.notSure.text")}
        actions={<BandButton to="/contact">{t("index.notSure.action")}</BandButton>}
      />
    </>
  );
}
