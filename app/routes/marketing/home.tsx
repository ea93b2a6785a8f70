import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import { BandOfferActions, HeroOfferActions } from "#app/components/leads/offer-actions.tsx";
import { EntryRouteMap } from "#app/components/maps/entry-route-map.tsx";
import { ExitIntent } from "#app/components/marketing/exit-intent.tsx";
import { homeStructuredData } from "#app/components/marketing/home-structured-data.ts";
import { HowWeWork } from "#app/components/marketing/how-we-work.tsx";
import { MarketingStats } from "#app/components/marketing/marketing-stats.tsx";
import { ProgramsStrip } from "#app/components/marketing/programs-strip.tsx";
import { RegionTeasers } from "#app/components/marketing/region-teasers.tsx";
import { SuccessStories } from "#app/components/marketing/success-stories.tsx";
import { WhyAustralia } from "#app/components/marketing/why-australia.tsx";
import { OpportunitiesSection } from "#app/components/opportunities/opportunities-section.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { useRootData } from "#app/components/shell/root-data.ts";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { CtaBand, PageHero } from "#app/components/ui/sections.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { readOpportunities } from "#app/server/opportunities/opportunities.server.ts";
import type { Route } from "./+types/home";

export const handle = documentPage(i18nHandle("marketing", "opportunities", "case-studies", "solutions"));
export const clientMiddleware = [loadAsDocument];

/** The opportunities section's tenders, every tab's (spec 001 §2.15, §7.2). */
export async function loader() {
  return { tenders: await readOpportunities() };
}

/**
 * The home page (spec 000 §2 "Home"): hero, figures, what we help clients navigate, why Australia, how we work,
 * government opportunities (spec 001 §2.15), success stories, regions, call to action. The sections alternate in
 * kind (design system, section patterns): a name strip, cards, a dark band, a big-number band.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("marketing");
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation("forms");
  const lang = useLanguage();
  const root = useRootData();
  const description = t("home.metaDescription");
  return (
    <>
      <PageMeta
        description={description}
        jsonLd={
          root &&
          homeStructuredData({
            siteUrl: root.siteUrl,
            lang,
            name: tc("brand.name"),
            description,
            contact: root.contact,
          })
        }
      />
      <PageHero
        eyebrow={t("home.eyebrow")}
        title={t("home.title")}
        lead={t("home.lead")}
        visual={<EntryRouteMap />}
        actions={
          <HeroOfferActions
            source="hero"
            link={<ArrowLink to="/solutions">{t("home.exploreServices")}</ArrowLink>}
          />
        }
      >
        <div className="mt-14">
          <MarketingStats />
        </div>
      </PageHero>
      <ProgramsStrip />
      <WhyAustralia />
      <HowWeWork />
      <OpportunitiesSection tenders={loaderData.tenders} path="/" tone="muted" />
      <SuccessStories />
      <RegionTeasers />
      <CtaBand
        title={tf("cta.heading")}
        text={tf("cta.text")}
        actions={<BandOfferActions source="footer_cta" />}
      />
      <ExitIntent />
    </>
  );
}
