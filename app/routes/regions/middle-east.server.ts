/** What the Middle East hub (`/regions/middle-east`) reads on the server: its search, filter, cards and figures. */
import { COUNTRIES } from "#app/content/countries.ts";
import { categoryCounts, filterCountries } from "#app/domain/regions/country-search.ts";
import { hubQueryFromSearch, hubStats } from "#app/domain/regions/middle-east-hub.ts";
import { countryNamesOf } from "#app/server/regions/country-names.server.ts";

/** The headline figures never change while the process runs: computed once. */
const STATS = hubStats(COUNTRIES);

/**
 * The hub's data for its URL (`?q=&category=`), the same with JavaScript or without: the slugs of the countries
 * shown, in catalogue order (a country's name or capital in any of the five languages contains the text, within
 * the filter); each filter button's count of the countries the text matches (faceted, so a visitor sees where the
 * matches are; without a text, the catalogue's counts); the catalogue's size and the headline figures.
 */
export function middleEastHubData(request: Request) {
  const query = hubQueryFromSearch(new URL(request.url).searchParams);
  const matching = filterCountries(COUNTRIES, { query: query.q, category: "all" }, countryNamesOf);
  const shown = filterCountries(matching, { query: "", category: query.category }, countryNamesOf);
  return {
    query,
    slugs: shown.map((country) => country.slug),
    counts: categoryCounts(matching),
    total: COUNTRIES.length,
    stats: STATS,
  };
}
