import { ArrowDown, FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { useLanguage } from "#app/components/language.tsx";
import { HeroOfferActions } from "#app/components/leads/offer-actions.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { useRootData } from "#app/components/shell/root-data.ts";
import { useTranslatedFaqs } from "#app/components/solutions/faq-items.ts";
import { SolutionBody } from "#app/components/solutions/solution-body.tsx";
import { solutionStructuredData } from "#app/components/solutions/solution-structured-data.ts";
import { ArrowLink, TEXT_LINK } from "#app/components/ui/arrow-link.tsx";
import { BandButton, BandLink, CtaBand, FaqList, PageHero, Section } from "#app/components/ui/sections.tsx";
import { faqsIn } from "#app/content/faqs.ts";
import { findSolution, type SolutionText } from "#app/content/solutions.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import type { Route } from "./+types/solution";

export const handle = documentPage(i18nHandle("solutions", "faq", "case-studies"));
export const clientMiddleware = [loadAsDocument];

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
  const siteUrl = useRootData()?.siteUrl;
  const faqItems = useTranslatedFaqs(faqs);
  // Every text of this solution, with its figures filled in.
  const text = (key: SolutionText) => t(`items.${solution.key}.${key}`, solution.facts);
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
          <HeroOfferActions
            source={`solution_${solution.slug}`}
            link={
              <a href="#process" className={TEXT_LINK}>
                {t("solution.hero.process")}
                <ArrowDown aria-hidden className="size-4 shrink-0" />
              </a>
            }
          />
        }
      />
      <SolutionBody solution={solution} />
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
            <BandButton to="/resources#guides">
              <FileDown aria-hidden="true" className="size-4" />
              {t("solution.cta.guide")}
            </BandButton>
            <BandLink to="/contact">{t("solution.cta.contact")}</BandLink>
          </>
        }
      />
    </>
  );
}
