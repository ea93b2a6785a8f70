import { ArrowRight, CalendarClock, FileText, Landmark, Mail, TrendingUp, Users } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { PriorityBadge, StatusBadge } from "#app/components/regions/country-badges.tsx";
import { countryMeta } from "#app/components/regions/country-meta.ts";
import { CountryNotFound } from "#app/components/regions/country-not-found.tsx";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  CtaBand,
  IconBadge,
  ON_DARK_LINK,
  PageHero,
  RankBadge,
  Section,
  Steps,
} from "#app/components/ui/sections.tsx";
import { countryBySlug } from "#app/content/countries.ts";
import { businessEnvironment, gdpPerCapitaUsd } from "#app/domain/country-report/country-report.ts";
import { localHref } from "#app/domain/languages.ts";
import {
  formatCount,
  formatPeople,
  formatUsd,
  formatUsdCompact,
} from "#app/domain/regions/country-figures.ts";
import { countryLinkQuery, countryReportPath } from "#app/domain/regions/middle-east-hub.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { countryPageData } from "#app/routes/regions/country.server.ts";
import type { Route } from "./+types/country";

export const handle = i18nHandle("middle-east", "regions");

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
  const intelligenceId = useId();
  const { customerId } = loaderData;
  const country = countryBySlug(loaderData.slug)!;
  const name = tr(`country.${country.slug}.name`);
  const meta = countryMeta({ t, tr, lang, country, customerId });
  const linkQuery = countryLinkQuery(country.slug, customerId);
  const number = (value: number) => formatCount(value, lang);

  const figures = [
    {
      key: "gdp",
      Icon: Landmark,
      label: t("country.gdp"),
      value: formatUsdCompact(country.gdpUsd, lang),
      note: t("country.gdpNote", { value: formatUsd(gdpPerCapitaUsd(country), lang) }),
    },
    {
      key: "population",
      Icon: Users,
      label: t("country.population"),
      value: formatPeople(country.population, lang),
      note: t("country.populationNote"),
    },
    {
      key: "potential",
      Icon: TrendingUp,
      label: t("country.marketPotential"),
      value: tr(`marketPotential.${country.marketPotential}`),
      note: t("country.marketPotentialNote"),
    },
  ];

  return (
    <>
      <PageMeta title={meta.title} description={meta.description} noindex={customerId !== null} />
      <PageHero
        back={{ to: "/regions/middle-east", label: t("country.back") }}
        title={name}
        lead={t("country.lead", { country: name })}
      >
        <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-4 text-sm">
          <div>
            <dt className="font-medium text-slate-600">{t("country.capital")}</dt>
            <dd className="mt-1 text-base font-semibold text-slate-900">
              {tr(`country.${country.slug}.capital`)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t("country.code")}</dt>
            <dd className="mt-1 font-mono text-base font-semibold text-slate-900" dir="ltr">
              {country.code}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t("country.category")}</dt>
            <dd className="mt-1 text-base font-semibold text-slate-900">
              {tr(`category.${country.category}`)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t("country.status")}</dt>
            <dd className="mt-1">
              <StatusBadge status={country.status} />
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t("country.priority")}</dt>
            <dd className="mt-1">
              <PriorityBadge priority={country.priority} />
            </dd>
          </div>
        </dl>
      </PageHero>

      <Section id="figures" title={t("country.figuresLabel")}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-3">
          {figures.map(({ key, Icon, label, value, note }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <IconBadge>
                  <Icon className="size-5" />
                </IconBadge>
                <h3 className="font-semibold text-slate-700">{label}</h3>
              </div>
              <p className="mt-4 text-3xl font-bold text-slate-900">{value}</p>
              <p className="mt-1 text-sm text-slate-600">{note}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="opportunities"
        tone="muted"
        title={t("country.opportunitiesTitle")}
        intro={t("country.opportunitiesIntro", { country: name })}
      >
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-3">
          <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:col-span-2">
            {country.opportunities.map((sector, index) => (
              <li
                key={sector}
                className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
              >
                <RankBadge>{number(index + 1)}</RankBadge>
                <span className="font-semibold text-slate-900">{tr(`sector.${sector}`)}</span>
              </li>
            ))}
          </ol>
          <section
            aria-labelledby={intelligenceId}
            className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm"
          >
            <h3 id={intelligenceId} className="text-lg font-semibold text-slate-900">
              {t("country.intelligenceTitle")}
            </h3>
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              <div className="flex items-center justify-between gap-4 py-3">
                <dt className="text-slate-600">{t("country.businessEnvironment")}</dt>
                <dd className="font-semibold text-slate-900">
                  {t(`country.environment.${businessEnvironment(country.priority)}`)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-4 py-3">
                <dt className="text-slate-600">{t("country.marketStatus")}</dt>
                <dd>
                  <StatusBadge status={country.status} />
                </dd>
              </div>
              <div className="flex items-center justify-between gap-4 py-3">
                <dt className="text-slate-600">{t("country.sectors")}</dt>
                <dd className="font-semibold text-slate-900">
                  {t("country.sectorCount", { number: number(country.opportunities.length) })}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-slate-600">{t("country.environmentNote")}</p>
            <p className="mt-5">
              <LocalizedLink
                to={countryReportPath(country.slug)}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                <FileText aria-hidden className="size-4 shrink-0" />
                {t("country.reportLink", { country: name })}
                <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
              </LocalizedLink>
            </p>
          </section>
        </div>
      </Section>

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
