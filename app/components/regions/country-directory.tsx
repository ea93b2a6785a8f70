import { Search, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { CountryCard } from "#app/components/regions/country-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LiveSearchForm, SearchBox, SearchResultsLine } from "#app/components/ui/live-search.tsx";
import { CardGrid } from "#app/components/ui/sections.tsx";
import { countryBySlug } from "#app/content/countries.ts";
import { numberFormat } from "#app/domain/intl-format.ts";
import {
  COUNTRY_FILTERS,
  COUNTRY_QUERY_MAX,
  type CountryFilter,
} from "#app/domain/regions/country-search.ts";
import {
  type HubQuery,
  hubQueryFromSearch,
  hubSearch,
  isHubFiltered,
} from "#app/domain/regions/middle-east-hub.ts";

/** Typing pauses this long before the URL (and the list) follows, so each keystroke is not a request. */
const TYPING_DELAY_MS = 300;

/** The directory's section: where a search without JavaScript lands. */
export const COUNTRIES_ANCHOR = "countries";

const HUB_PATH = "/regions/middle-east";

/**
 * The hub's search, filters and cards (spec 001 §2.6, §5 "Country search"). One GET form holds the search text and
 * the four filter buttons (submit buttons carrying `category`), so it works without JavaScript; its first submit
 * button, the one Enter presses, keeps the current filter. The server filters (names and capitals in all five
 * languages) and counts; with JavaScript the URL follows as the visitor types (replaced in place, focus kept in
 * the box) and the new list arrives from the loader, the same as without. The count is a polite live region.
 */
export function CountryDirectory({
  query,
  slugs,
  counts,
  total,
}: {
  query: HubQuery;
  slugs: readonly string[];
  counts: Record<CountryFilter, number>;
  total: number;
}) {
  const { t } = useTranslation("middle-east");
  const { t: tr } = useTranslation("regions");
  const lang = useLanguage();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const number = numberFormat(lang);
  const countries = slugs.flatMap((slug) => countryBySlug(slug) ?? []);
  const busy = navigation.state === "loading" && navigation.location.pathname === href(HUB_PATH);

  const filterLabel = (filter: CountryFilter) =>
    filter === "all" ? t("hubSearch.filterAll") : tr(`category.${filter}`);

  return (
    <div>
      <LiveSearchForm
        path={HUB_PATH}
        anchor={COUNTRIES_ANCHOR}
        toSearch={(values) => hubSearch(hubQueryFromSearch(values))}
        values={{ q: query.q }}
        keep={{ category: query.category }}
        typingDelayMs={TYPING_DELAY_MS}
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <SearchBox
              id="country-search"
              label={t("hubSearch.label")}
              placeholder={t("hubSearch.placeholder")}
              hint={t("hubSearch.hint")}
              defaultValue={query.q}
              maxLength={COUNTRY_QUERY_MAX}
            />
          </div>
          {/* First submit button: Enter in the box presses it, and it keeps the filter shown. */}
          <Button
            type="submit"
            name="category"
            value={query.category}
            className="min-h-10 sm:mt-6 sm:self-start"
          >
            <Search aria-hidden className="size-4" />
            {t("hubSearch.submit")}
          </Button>
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium text-slate-800">{t("hubSearch.filtersLabel")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {COUNTRY_FILTERS.map((filter) => {
              const pressed = filter === query.category;
              return (
                <button
                  key={filter}
                  type="submit"
                  name="category"
                  value={filter}
                  aria-pressed={pressed}
                  data-filter={filter}
                  className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    pressed
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800"
                  }`}
                >
                  {filterLabel(filter)}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                      pressed ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"
                    }`}
                  >
                    {number.format(counts[filter])}
                  </span>
                </button>
              );
            })}
          </div>
          {query.q !== "" && <p className="mt-2 text-xs text-slate-600">{t("hubSearch.countsNote")}</p>}
        </fieldset>
      </LiveSearchForm>

      <SearchResultsLine
        path={HUB_PATH}
        anchor={COUNTRIES_ANCHOR}
        status={t("hubSearch.results", {
          shown: number.format(countries.length),
          total: number.format(total),
        })}
        clearLabel={t("hubSearch.clear")}
        filtered={isHubFiltered(query)}
      />

      <div className="mt-6" aria-busy={busy || undefined}>
        {countries.length > 0 ? (
          <CardGrid>
            {countries.map((country) => (
              <CountryCard key={country.slug} country={country} />
            ))}
          </CardGrid>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <SearchX aria-hidden className="mx-auto size-10 text-slate-400" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t("emptyState.title")}</h3>
            <p className="mt-1 text-slate-600">{t("emptyState.text")}</p>
          </div>
        )}
      </div>
    </div>
  );
}
