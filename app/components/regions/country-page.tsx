import { ArrowRight, FileText, Landmark, TrendingUp, Users } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { ServiceBadge } from "#app/components/regions/country-badges.tsx";
import { IconBadge, RankBadge, Section } from "#app/components/ui/sections.tsx";
import type { ListedCountry } from "#app/content/countries.ts";
import { businessEnvironment, gdpPerCapitaUsd } from "#app/domain/country-report/country-report.ts";
import { capitalName } from "#app/domain/regions/country.ts";
import {
  formatCount,
  formatPeople,
  formatUsd,
  formatUsdCompact,
} from "#app/domain/regions/country-figures.ts";
import { countryReportPath } from "#app/domain/regions/middle-east-hub.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/**
 * A country page's key facts under its title (decision 063): the capital where one is named, the code, the
 * sub-region and the service we offer there. Never our priority for the market.
 */
export function CountryFacts({ country }: { country: ListedCountry }) {
  const { t } = useTranslation("middle-east");
  const { t: tr } = useTranslation("regions");
  const capital = capitalName(country, (key) => translateDataKey(tr, key));
  return (
    <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-4 text-sm">
      {capital && (
        <div>
          <dt className="font-medium text-slate-600">{t("country.capital")}</dt>
          <dd className="mt-1 text-base font-semibold text-slate-900">{capital}</dd>
        </div>
      )}
      <div>
        <dt className="font-medium text-slate-600">{t("country.code")}</dt>
        <dd className="mt-1 font-mono text-base font-semibold text-slate-900" dir="ltr">
          {country.code}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">{t("country.category")}</dt>
        <dd className="mt-1 text-base font-semibold text-slate-900">{tr(`category.${country.category}`)}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">{t("country.status")}</dt>
        <dd className="mt-1">
          <ServiceBadge status={country.status} />
        </dd>
      </div>
    </dl>
  );
}

/** GDP, population and market potential, each with what it means. */
export function CountryFigures({ country }: { country: ListedCountry }) {
  const { t } = useTranslation("middle-east");
  const { t: tr } = useTranslation("regions");
  const lang = useLanguage();
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
            <p className="mt-4 font-display text-3xl font-bold text-slate-900">{value}</p>
            <p className="mt-1 text-sm text-slate-600">{note}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The numbered strategic opportunities beside the market-intelligence box and the link to the country report. */
export function CountryOpportunities({ country, name }: { country: ListedCountry; name: string }) {
  const { t } = useTranslation("middle-east");
  const { t: tr } = useTranslation("regions");
  const lang = useLanguage();
  const intelligenceId = useId();
  const number = (value: number) => formatCount(value, lang);
  return (
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
                <ServiceBadge status={country.status} />
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
  );
}
