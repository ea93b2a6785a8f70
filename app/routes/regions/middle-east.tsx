import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import { COUNTRIES_ANCHOR, CountryDirectory } from "#app/components/regions/country-directory.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { BandButton, BandLink, CtaBand, PageHero, Section, StatsBand } from "#app/components/ui/sections.tsx";
import { COUNTRY_FIGURES_YEAR } from "#app/content/countries.ts";
import { figureFormat } from "#app/domain/regions/country-figures.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { middleEastHubData } from "#app/routes/regions/middle-east.server.ts";
import type { Route } from "./+types/middle-east";

export const handle = i18nHandle("middle-east", "regions");

/** The countries the URL's search and filter keep, the filters' counts and the headline figures. */
export function loader({ request }: Route.LoaderArgs) {
  return middleEastHubData(request);
}

/**
 * `/regions/middle-east` (spec 001 §2.6; issue 11 item 3; decision 063): the way back to the regions, four headline
 * figures with their year, the search and sub-region filters (in the URL, working without JavaScript) and a card
 * per country.
 */
export default function MiddleEastHub({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("middle-east");
  const format = figureFormat(useLanguage());
  const { query, slugs, counts, total, stats } = loaderData;
  return (
    <>
      <PageMeta title={t("hub.metaTitle")} description={t("hub.metaDescription")} />
      <PageHero back={{ to: "/regions", label: t("hub.back") }} title={t("hub.title")} lead={t("hub.lead")}>
        <div className="mt-10">
          <h2 className="sr-only">{t("hub.statsLabel")}</h2>
          <StatsBand
            stats={[
              { value: format.count(stats.countries), label: t("hubStats.countries") },
              { value: format.usd(stats.combinedGdpUsd), label: t("hubStats.gdp") },
              { value: format.people(stats.people), label: t("hubStats.people") },
              { value: format.count(stats.withLocalPartners), label: t("hubStats.localPartners") },
            ]}
          />
          <p className="mt-3 text-sm text-slate-600">
            {t("hubStats.source", { year: String(COUNTRY_FIGURES_YEAR) })}
          </p>
        </div>
      </PageHero>

      <Section id={COUNTRIES_ANCHOR} title={t("hub.countriesTitle")}>
        <CountryDirectory query={query} slugs={slugs} counts={counts} total={total} />
      </Section>

      <CtaBand
        title={t("hub.ctaTitle")}
        text={t("hub.ctaText")}
        actions={
          <>
            <BandButton to="/demo-scheduler?region=middle-east">
              <CalendarClock aria-hidden className="size-4" />
              {t("hub.ctaConsultation")}
            </BandButton>
            <BandLink to="/regions/central-reporting">{t("hub.ctaDashboard")}</BandLink>
          </>
        }
      />
    </>
  );
}
