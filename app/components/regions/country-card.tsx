import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { ServiceBadge } from "#app/components/regions/country-badges.tsx";
import type { ListedCountry } from "#app/content/countries.ts";
import { numberFormat } from "#app/domain/intl-format.ts";
import { capitalName } from "#app/domain/regions/country.ts";
import { formatPeople, formatUsdCompact } from "#app/domain/regions/country-figures.ts";
import { cardOpportunities, countryPath } from "#app/domain/regions/middle-east-hub.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/**
 * One country on the hub (spec 001 §2.6, decision 063): code, name, capital (where one is named), GDP, population,
 * market potential, the first two opportunities and a '+N' count, the service we offer there and the way to its
 * page. No priority badge: our ranking of markets is internal. A list item of a `CardGrid`.
 */
export function CountryCard({ country }: { country: ListedCountry }) {
  const { t } = useTranslation("middle-east");
  const { t: tr } = useTranslation("regions");
  const lang = useLanguage();
  const headingId = useId();
  const name = tr(`country.${country.slug}.name`);
  const capital = capitalName(country, (key) => translateDataKey(tr, key));
  const { shown, more } = cardOpportunities(country.opportunities);
  const number = numberFormat(lang);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex min-w-0 items-start gap-3">
          <span
            className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-900 font-mono text-sm font-bold tracking-wider text-white"
            dir="ltr"
          >
            <span className="sr-only">{t("countryCard.code")}: </span>
            {country.code}
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold leading-snug text-slate-900">
              {name}
            </h3>
            {capital && <p className="text-sm text-slate-600">{t("countryCard.capital", { capital })}</p>}
          </div>
        </div>

        <dl className="mt-5 grid grid-cols-3 gap-3 border-y border-slate-100 py-4 text-sm">
          <div className="flex min-w-0 flex-col-reverse justify-end gap-0.5">
            <dt className="text-slate-600">{t("countryCard.gdp")}</dt>
            <dd className="text-base font-bold text-slate-900">{formatUsdCompact(country.gdpUsd, lang)}</dd>
          </div>
          <div className="flex min-w-0 flex-col-reverse justify-end gap-0.5">
            <dt className="text-slate-600">{t("countryCard.population")}</dt>
            <dd className="text-base font-bold text-slate-900">{formatPeople(country.population, lang)}</dd>
          </div>
          <div className="flex min-w-0 flex-col-reverse justify-end gap-0.5">
            <dt className="text-slate-600">{t("countryCard.marketPotential")}</dt>
            <dd className="text-base font-bold text-slate-900">
              {tr(`marketPotential.${country.marketPotential}`)}
            </dd>
          </div>
        </dl>

        <div className="mt-4 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t("countryCard.opportunities")}
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {shown.map((sector) => (
              <li
                key={sector}
                className="rounded-md bg-brand-50 px-2 py-1 text-xs font-medium text-brand-800"
              >
                {tr(`sector.${sector}`)}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-md bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700">
                <span aria-hidden="true" dir="ltr">
                  {t("countryCard.more", { number: number.format(more) })}
                </span>
                <span className="sr-only">{t("countryCard.moreLabel", { number: number.format(more) })}</span>
              </li>
            )}
          </ul>
        </div>

        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600" data-service-line>
            {t("countryCard.status")}
            <ServiceBadge status={country.status} />
          </p>
          <LocalizedLink
            to={countryPath(country.slug)}
            aria-label={t("countryCard.exploreLabel", { country: name })}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t("countryCard.explore")}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </LocalizedLink>
        </div>
      </article>
    </li>
  );
}
