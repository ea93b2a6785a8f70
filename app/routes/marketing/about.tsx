import { Compass, Handshake, ShieldCheck, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BandOfferActions } from "#app/components/leads/offer-actions.tsx";
import { HowWeWork } from "#app/components/marketing/how-we-work.tsx";
import { LeadershipTeam } from "#app/components/marketing/leadership-team.tsx";
import { MarketingStats } from "#app/components/marketing/marketing-stats.tsx";
import { PartnerNames } from "#app/components/partners/partner-names.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Card, CardGrid, CtaBand, PageHero, Section } from "#app/components/ui/sections.tsx";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { teamProfiles } from "#app/server/content/team.server.ts";
import { withImages } from "#app/server/media/media-library.server.ts";
import { partnerDirectory } from "#app/server/partners/partners.server.ts";
import type { Route } from "./+types/about";

export const handle = documentPage(i18nHandle("marketing", "partners", "solutions"));
export const clientMiddleware = [loadAsDocument];

/** The page shows six of the directory's partners (spec 001 §2.14), best partnership level first. */
const PARTNER_LOGO_COUNT = 6;

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  // On a database failure the directory answers with its built-in list: the page still shows six firms.
  const [{ partners }, team] = await Promise.all([partnerDirectory(), teamProfiles(lang)]);
  const shownPartners = partners
    .slice(0, PARTNER_LOGO_COUNT)
    .map(({ name, isSample, imageId }) => ({ name, isSample, imageId }));
  const [partnersWithLogos, teamWithPhotos] = await Promise.all([
    withImages(shownPartners, lang),
    withImages(team, lang),
  ]);
  return { partners: partnersWithLogos, team: teamWithPhotos };
}

const VALUES = [
  { key: "outcomes", Icon: Target },
  { key: "localKnowledge", Icon: Compass },
  { key: "integrity", Icon: ShieldCheck },
  { key: "partnership", Icon: Handshake },
] as const;

/**
 * /about (spec 001 §2.14): mission, four values, how we work (a dark band), the leadership profiles staff keep (with
 * their photos, decision 086), six partners by name and logo (samples marked, decision 064), a link to /contact.
 */
export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("marketing");
  return (
    <>
      <PageMeta title={t("about.metaTitle")} description={t("about.metaDescription")} />
      <PageHero eyebrow={t("about.eyebrow")} title={t("about.title")} lead={t("about.lead")} />
      <Section id="mission" title={t("about.mission.title")}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          <p>{t("about.mission.text")}</p>
          <p>{t("about.mission.approach")}</p>
        </div>
        <div className="mt-10">
          <MarketingStats />
        </div>
      </Section>
      <Section id="values" tone="muted" title={t("about.values.title")} intro={t("about.values.intro")}>
        <CardGrid columns={4}>
          {VALUES.map(({ key, Icon }) => (
            <Card key={key} icon={<Icon className="size-5" />} title={t(`about.values.${key}.title`)}>
              <p>{t(`about.values.${key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <HowWeWork />
      {/* The team staff keep (decision 083); the sample profiles leave with the rest of the samples. */}
      {loaderData.team.length > 0 && (
        <Section id="leadership" title={t("about.team.title")} intro={t("about.team.intro")}>
          <LeadershipTeam team={loaderData.team} />
        </Section>
      )}
      <Section id="partners" tone="muted" title={t("about.partners.title")} intro={t("about.partners.intro")}>
        <PartnerNames partners={loaderData.partners} />
        <p className="mt-8">
          <ArrowLink to="/partners">{t("about.partners.directoryLink")}</ArrowLink>
        </p>
      </Section>
      <CtaBand
        title={t("about.cta.title")}
        text={t("about.cta.text")}
        actions={<BandOfferActions source="about" />}
      />
    </>
  );
}
