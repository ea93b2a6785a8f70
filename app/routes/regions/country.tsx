import { CalendarClock, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "#app/components/language.tsx";
import { RegionMap } from "#app/components/maps/region-map.tsx";
import { countryMeta } from "#app/components/regions/country-meta.ts";
import { CountryNotFound } from "#app/components/regions/country-not-found.tsx";
import { CountryFacts, CountryFigures, CountryOpportunities } from "#app/components/regions/country-page.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CtaBand, ON_DARK_LINK, PageHero, Section, Steps } from "#app/components/ui/sections.tsx";
import { countryBySlug } from "#app/content/countries.ts";
import { localHref } from "#app/domain/languages.ts";
import { countryLinkQuery } from "#app/domain/regions/middle-east-hub.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { countryPageData } from "#app/routes/regions/country.server.ts";
import type { Route } from "./+types/country";

export const handle = documentPage(i18nHandle("middle-east", "regions"));
export const clientMiddleware = [loadAsDocument];

/** The country the URL names (else 404), and on the private variant the customer's identifier (else 404). */
export function loader({ params }: Route.LoaderArgs) {
  return countryPageData(params);
}

/** The private variant's `X-Robots-Tag: noindex`, from the loader. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <CountryNotFound /> }} />;
}

const NEXT_STEPS = ["consult", "assess", "partners", "enter"] as const;

/**
 * `/regions/middle-east/:slug` and `/regions/middle-east/:slug/private/:customerId` (spec 001 §2.7; issue 11 item
 * 4): hero, GDP / population / market-potential cards, the numbered strategic opportunities, the market
 * intelligence box, next steps and the call to action. The private variant is the same screen, `noindex`, and its
 * consultation and contact links carry the customer's identifier as well as the country.
 */
export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("middle-east");
  const { t: tr } = useTranslation("regions");
  const lang = useLanguage();
  const { customerId } = loaderData;
  const country = countryBySlug(loaderData.slug)!;
  const name = tr(`country.${country.slug}.name`);
  const meta = countryMeta({ t, tr, lang, country, customerId });
  const linkQuery = countryLinkQuery(country.slug, customerId);

  return (
    <>
      <PageMeta title={meta.title} description={meta.description} noindex={customerId !== null} />
      <PageHero
        back={{ to: "/regions/middle-east", label: t("country.back") }}
        title={name}
        lead={t("country.lead", { country: name })}
        visual={<RegionMap codes={[country.code]} label={t("country.mapLabel", { country: name })} />}
      >
        <CountryFacts country={country} />
      </PageHero>

      <CountryFigures country={country} />

      <CountryOpportunities country={country} name={name} />

      <Section id="next-steps" title={t("country.nextStepsTitle")}>
        <Steps
          steps={NEXT_STEPS.map((step) => ({
            title: t(`country.nextSteps.${step}.title`),
            text: t(`country.nextSteps.${step}.text`, { country: name }),
          }))}
        />
      </Section>

      <CtaBand
        title={t("country.ctaTitle", { country: name })}
        text={t("country.ctaText")}
        actions={
          <>
            <Link to={localHref(lang, "/demo-scheduler", linkQuery)} className={buttonClass("secondary")}>
              <CalendarClock aria-hidden className="size-4" />
              {t("country.consultation")}
            </Link>
            <Link to={localHref(lang, "/contact", linkQuery)} className={ON_DARK_LINK}>
              <Mail aria-hidden className="size-4" />
              {t("country.contact")}
            </Link>
          </>
        }
      />
    </>
  );
}
