import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { DataApiDirectory, DIRECTORY_ANCHOR } from "#app/components/data-apis/data-api-directory.tsx";
import { deferred } from "#app/components/deferred.tsx";
import { BandOfferActions } from "#app/components/leads/offer-actions.tsx";
import { sameDataForAnyQuery } from "#app/components/query-revalidation.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { CtaBand, PageHero, Section } from "#app/components/ui/sections.tsx";
import { planBySlug } from "#app/content/plans.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import type { Route } from "./+types/data-apis";

export const handle = i18nHandle("data-apis");

/**
 * The Entry Kit's price for the call to action, written the page language's way: from the loader, so the plan
 * catalogue is not bundled into the page's code. (The API catalogue is the directory's own code.)
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  return {
    entryKitPrice: formatMoney(planBySlug("entry-kit")?.priceCents ?? 0, lang),
  };
}

/** The loaded catalogue does not depend on the query: a new search or category needs no new read. */
export const shouldRevalidate = sameDataForAnyQuery;

const loadInfoCards = () =>
  import("#app/components/data-apis/data-api-info-cards.tsx").then((m) => m.DataApiInfoCards);
/** Below the directory, and static: the server renders the cards, the browser hydrates them after the page. */
const DataApiInfoCards = deferred(loadInfoCards, import.meta.env.SSR ? await loadInfoCards() : undefined);

/** The lead source of the page's consultation call to action. */
const LEAD_SOURCE = "data_apis";

/**
 * `/data-apis` (spec 001 §2.16; issue 13 items 4 and 5): hero, the searchable directory of 20 Australian data APIs
 * (search and category in the URL, favourites in the browser), what to know about them, and a consultation call
 * to action. The page is the same for every anonymous visitor of a URL (cacheable): favourites are decided in the
 * browser.
 */
export default function DataApisPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("data-apis");
  return (
    <>
      <PageMeta title={t("page.metaTitle")} description={t("page.metaDescription")} />
      <PageHero eyebrow={t("page.eyebrow")} title={t("page.title")} lead={t("page.lead")} />
      <Section id={DIRECTORY_ANCHOR} title={t("directory.title")}>
        <DataApiDirectory />
      </Section>
      <Section id="about-the-data" tone="muted" title={t("info.title")} intro={t("info.intro")}>
        <Suspense fallback={null}>
          <DataApiInfoCards />
        </Suspense>
      </Section>
      <CtaBand
        title={t("cta.title")}
        text={t("cta.text", { price: loaderData.entryKitPrice })}
        actions={<BandOfferActions source={LEAD_SOURCE} />}
      />
    </>
  );
}
