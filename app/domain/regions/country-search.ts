/**
 * The Middle East hub's search and category filter (spec 001 §2.6, §5 "Country search"): a country matches when
 * its name or its capital, in any of the five languages, contains the query; case-insensitive, the query trimmed,
 * combined with the category filter. The filters are All Countries, GCC States, Levant and North Africa: countries
 * of the `other` category (Türkiye, Iran, Iraq, Yemen, Cyprus, Sudan) appear under All only.
 *
 * Matching also ignores accents, apostrophes, Arabic vowel marks and the Hindi nukta, so "sanaa" finds "Sana'a",
 * "عمان" finds "عُمان" (Oman) and "कतर" finds "क़तर" (Qatar).
 * Pure: the names come from the caller (`namesOf`; the server builds it from the `regions` namespace).
 */
import type { Country, CountryCategory } from "#app/domain/regions/country.ts";

export const COUNTRY_FILTERS = ["all", "gcc", "levant", "north-africa"] as const;
export type CountryFilter = (typeof COUNTRY_FILTERS)[number];

/** The longest query we look at; the rest is ignored (a name or capital is far shorter). */
export const COUNTRY_QUERY_MAX = 100;

/** A filter from the URL (`?category=`): a known one, else All. */
export function parseCountryFilter(value: string | null | undefined): CountryFilter {
  return (COUNTRY_FILTERS as readonly string[]).includes(value ?? "") ? (value as CountryFilter) : "all";
}

/** A query from the URL (`?q=`): trimmed, whitespace collapsed, at most COUNTRY_QUERY_MAX characters. */
export function normalizeCountryQuery(value: string | null | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ").slice(0, COUNTRY_QUERY_MAX).trim();
}

/**
 * The form text is compared in: lower case; accents (Latin combining marks), Arabic vowel marks and tatweel, the
 * Hindi nukta and apostrophes removed; recomposed (NFC, so Korean syllables stay whole).
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640\u093c'\u2019\u2018\u02bc]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** True when one of the country's names or capitals contains the query (an empty query matches all). */
export function matchesCountryQuery<C extends Country>(
  country: C,
  query: string,
  namesOf: (country: C) => readonly string[],
): boolean {
  const needle = searchKey(normalizeCountryQuery(query));
  if (!needle) return true;
  return namesOf(country).some((name) => searchKey(name).includes(needle));
}

function inFilter(category: CountryCategory, filter: CountryFilter): boolean {
  return filter === "all" || category === filter;
}

/** The countries the hub shows for this search and filter, in catalogue order. */
export function filterCountries<C extends Country>(
  countries: readonly C[],
  { query, category }: { query: string; category: CountryFilter },
  namesOf: (country: C) => readonly string[],
): C[] {
  return countries.filter(
    (country) => inFilter(country.category, category) && matchesCountryQuery(country, query, namesOf),
  );
}

/** How many countries each filter button covers (All counts every country, `other` included). */
export function categoryCounts(
  countries: readonly Pick<Country, "category">[],
): Record<CountryFilter, number> {
  const counts: Record<CountryFilter, number> = { all: 0, gcc: 0, levant: 0, "north-africa": 0 };
  for (const country of countries) {
    for (const filter of COUNTRY_FILTERS) if (inFilter(country.category, filter)) counts[filter] += 1;
  }
  return counts;
}
