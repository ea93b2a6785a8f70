import { useTranslation } from "react-i18next";
import { Notice } from "#app/components/form/form-controls.tsx";
import { HeroOfferActions } from "#app/components/leads/offer-actions.tsx";
import { useFormatNumber } from "#app/components/marketing/use-format-number.ts";
import { PartnerCard } from "#app/components/partners/partner-card.tsx";
import { DIRECTORY_ANCHOR, PartnerDirectory } from "#app/components/partners/partner-directory.tsx";
import { PartnerProcess, PartnerStories, PartnerValues } from "#app/components/partners/partner-program.tsx";
import { SamplePartnersNote } from "#app/components/partners/sample-partners.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { useFirmFigures } from "#app/components/shell/root-data.ts";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { BandButton, BandLink, CardGrid, CtaBand, PageHero, Section } from "#app/components/ui/sections.tsx";
import { languageFromPath } from "#app/domain/languages.ts";
import { featuredPartners } from "#app/domain/partners/partner-directory.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { withImages } from "#app/server/media/media-library.server.ts";
import { partnerDirectory } from "#app/server/partners/partners.server.ts";
import type { Route } from "./+types/partners";

// A page to read with a directory whose search is a GET form: a document page (decision 068); the page script makes
// the list follow the search in place.
export const handle = documentPage(i18nHandle("partners", "case-studies"));
export const clientMiddleware = [loadAsDocument];

/** The whole directory (a few dozen firms at most) with their logos: the page filters it by the URL's search. */
export async function loader({ request }: Route.LoaderArgs) {
  const { partners, failed } = await partnerDirectory();
  const withLogos = await withImages(partners, languageFromPath(new URL(request.url).pathname));
  return { partners: withLogos, featured: featuredPartners(withLogos), failed };
}

/**
 * /partners (spec 000 §2 "Partners"; issue 9 item 4): hero, four value cards, featured partners, the searchable
 * directory, the four-step process, three case studies and the become-a-partner call to action. On a database
 * failure the built-in list shows, with the failure message. While the seed's fictional firms are listed, each
 * carries a badge and each list says what it means (decision 064).
 */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("partners");
  const { partners, featured, failed } = loaderData;
  const figures = useFirmFigures();
  const formatNumber = useFormatNumber();
  const samplesListed = partners.some((partner) => partner.isSample);
  return (
    <>
      <PageMeta title={t("partners.metaTitle")} description={t("partners.metaDescription")} />
      <PageHero
        eyebrow={t("partners.hero.eyebrow")}
        title={t("partners.hero.title")}
        lead={t("partners.hero.lead", { partners: formatNumber(figures.partners) })}
        actions={
          <HeroOfferActions
            source="partners"
            link={<ArrowLink to="/solutions/partnerships">{t("partners.hero.solution")}</ArrowLink>}
          />
        }
      />
      <PartnerValues />
      <Section
        id="featured"
        tone="muted"
        title={t("partners.featured.title")}
        intro={t("partners.featured.intro")}
      >
        {featured.length === 0 ? (
          <p className="text-slate-600">{t("partners.featured.empty")}</p>
        ) : (
          <div className="space-y-6">
            {featured.some((partner) => partner.isSample) && <SamplePartnersNote />}
            <CardGrid columns={2}>
              {featured.map((partner) => (
                <PartnerCard key={partner.id} partner={partner} />
              ))}
            </CardGrid>
          </div>
        )}
      </Section>
      <Section
        id={DIRECTORY_ANCHOR}
        title={t("partners.directory.title")}
        intro={t("partners.directory.intro")}
      >
        {failed && (
          <div className="mb-6">
            <Notice tone="error">{t("errors.loadFailed")}</Notice>
          </div>
        )}
        {samplesListed && (
          <div className="mb-6">
            <SamplePartnersNote />
          </div>
        )}
        <PartnerDirectory partners={partners} />
      </Section>
      <PartnerProcess />
      <PartnerStories />
      <CtaBand
        title={t("partners.cta.title")}
        text={t("partners.cta.text")}
        actions={
          <>
            <BandButton to="/contact">{t("partners.cta.apply")}</BandButton>
            <BandLink to="/solutions/partnerships">{t("partners.cta.solution")}</BandLink>
          </>
        }
      />
    </>
  );
}
