/**
 * The Middle East hub's and country pages' own rules (spec 001 §2.6, §2.7, §5 "Country search"; issue 11 items 3
 * and 4): which search and filter a URL asks for, the hub's four headline figures, the shape of a customer
 * identifier on a country page's private variant, and what the consultation links carry. Pure: no I/O. The
 * matching itself is `country-search.ts`'s.
 */
import type { Country } from "#app/domain/regions/country.ts";
import {
  type CountryFilter,
  normalizeCountryQuery,
  parseCountryFilter,
} from "#app/domain/regions/country-search.ts";

/** The hub's state, read from its URL: `?q=<text>&category=<filter>`. */
export type HubQuery = { q: string; category: CountryFilter };

/**
 * The search and filter a URL asks for, by the search's own rules (`country-search.ts`: the text trimmed and cut,
 * an unknown category is All). A repeated parameter (a hand-made URL) counts by its last value.
 */
export function hubQueryFromSearch(search: URLSearchParams): HubQuery {
  const last = (name: string) => search.getAll(name).at(-1);
  return { q: normalizeCountryQuery(last("q")), category: parseCountryFilter(last("category")) };
}

/** The query string of a hub link: only what narrows the list (`?q=riyadh`, not `?q=riyadh&category=all`). */
export function hubSearch(query: HubQuery): Record<string, string> {
  return {
    ...(query.q !== "" && { q: query.q }),
    ...(query.category !== "all" && { category: query.category }),
  };
}

/** True when the hub shows fewer than all countries because of the search or a filter. */
export const isHubFiltered = (query: HubQuery) => query.q !== "" || query.category !== "all";

/** The hub's four headline figures, each computed from the catalogue. */
export type HubStats = {
  countries: number;
  combinedGdpUsd: number;
  people: number;
  /** Markets where we work with local partners (status active). */
  withLocalPartners: number;
};

/**
 * The hub's headline figures (decisions 026, 063): countries covered, their combined GDP (US dollars) and people,
 * and in how many we work with local partners: our own reach, not a ranking of countries. Summed over the
 * catalogue, so they always agree with the cards below them.
 */
export function hubStats(countries: readonly Pick<Country, "gdpUsd" | "population" | "status">[]): HubStats {
  return {
    countries: countries.length,
    combinedGdpUsd: countries.reduce((sum, country) => sum + country.gdpUsd, 0),
    people: countries.reduce((sum, country) => sum + country.population, 0),
    withLocalPartners: countries.filter((country) => country.status === "active").length,
  };
}

/** A customer identifier: a short token of letters, digits, `-` and `_` (anything else is the page's 404). */
export const CUSTOMER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isCustomerId = (value: unknown): value is string =>
  typeof value === "string" && CUSTOMER_ID_PATTERN.test(value);

/**
 * The query a country page's consultation and contact links carry, so staff see where the visitor came from:
 * `?country=<slug>`, and on the private variant `&customer=<id>`.
 */
export function countryLinkQuery(slug: string, customerId: string | null): Record<string, string> {
  return customerId ? { country: slug, customer: customerId } : { country: slug };
}

/** The address of a country's public page, and of its private variant for one customer. */
export function countryPath(slug: string, customerId: string | null = null): string {
  const base = `/regions/middle-east/${slug}`;
  return customerId ? `${base}/private/${customerId}` : base;
}

/** The address of a country's strategic report (built by the report pages). */
export const countryReportPath = (slug: string) => `/regions/country-report/${slug}`;

/** At most this many opportunities on a hub card; the rest are a `+N` count (spec 001 §9). */
export const CARD_OPPORTUNITIES = 2;

/** The opportunities a hub card names, and how many more it counts. */
export function cardOpportunities<T>(opportunities: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: opportunities.slice(0, CARD_OPPORTUNITIES),
    more: Math.max(0, opportunities.length - CARD_OPPORTUNITIES),
  };
}
