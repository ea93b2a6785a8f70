import { useTranslation } from "react-i18next";
import { BandOfferActions } from "#app/components/leads/offer-actions.tsx";
import { OpportunitiesSection } from "#app/components/opportunities/opportunities-section.tsx";
import { sameDataForAnyQuery } from "#app/components/query-revalidation.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { CtaBand, PageHero } from "#app/components/ui/sections.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { readOpportunities } from "#app/server/opportunities/opportunities.server.ts";
import type { Route } from "./+types/opportunities";

export const handle = i18nHandle("opportunities");

/** Every tab's tenders at once (three small reads): switching tabs needs no new read. */
export async function loader() {
  return { tenders: await readOpportunities() };
}

/** A tab is the URL's `?tab=`, and every tab's tenders are loaded: a new tab needs no new read. */
export const shouldRevalidate = sameDataForAnyQuery;

/** `/opportunities` (spec 001 §2.15; issue 13 item 3): hero, the opportunities section and a call to action. */
export default function OpportunitiesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("opportunities");
  return (
    <>
      <PageMeta title={t("page.metaTitle")} description={t("page.metaDescription")} />
      <PageHero eyebrow={t("page.eyebrow")} title={t("page.title")} lead={t("page.lead")} />
      <OpportunitiesSection tenders={loaderData.tenders} path="/opportunities" />
      <CtaBand
        title={t("page.ctaTitle")}
        text={t("page.ctaText")}
        actions={<BandOfferActions source="opportunities_cta" />}
      />
    </>
  );
}
