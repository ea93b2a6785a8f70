/**
 * The 22 Middle East countries of the regional-intelligence area (spec 001 §3 "Country", §4 "Country status",
 * §9 "built-in countries 22"), in the order the hub shows them: the six GCC states, the Levant, North Africa, then
 * the others.
 *
 * Figures: GDP in current US dollars and population (a head count) for the year 2023, from the World Bank's World
 * Development Indicators and the IMF World Economic Outlook (October 2024), rounded to three or four significant figures.
 * Where neither publishes a 2023 figure (Syria, Yemen, Sudan, Lebanon), the World Bank's latest estimate is used
 * (Syria: 2022). 2023 was the latest year both sources covered for all 22 when this catalogue was written
 * (November 2026 review); refresh all of them together from one edition, never one country at a time, and
 * `COUNTRY_FIGURES_YEAR` with them (the pages name the year).
 *
 * Priority, status, market potential and the opportunity sectors are the consultancy's own view of each market for
 * Australian technology partnerships. Priority is internal: it feeds derived values (decision 021) and is never
 * shown as a label about a country; the status is shown as the service we offer there (decision 063).
 *
 * Capitals are named only where the UN and Australia's DFAT name the same city and it is not contested; Israel
 * and Palestine have none (`capitalShown: false`, and no capital text in any language: decision 063).
 *
 * Texts are in the `regions` namespace: `regions:country.<slug>.name`, `.capital`, `regions:sector.<id>`,
 * `regions:category.<category>`, `regions:status.<status>`, `regions:marketPotential.<value>`. No text lives here,
 * and no figure is ever display text.
 */

import type { Country } from "#app/domain/regions/country.ts";
import type { Texts } from "#app/domain/translation-keys.ts";

export type {
  Country,
  CountryCategory,
  CountryStatus,
  MarketPotential,
  Priority,
  SectorId,
} from "#app/domain/regions/country.ts";
export {
  COUNTRY_CATEGORIES,
  COUNTRY_STATUSES,
  MARKET_POTENTIALS,
  PRIORITIES,
  SECTOR_IDS,
} from "#app/domain/regions/country.ts";

/** A country `regions.json` has texts for (`country.<slug>.name`, and `.capital` where one is named). */
export type CountrySlug = keyof Texts<"regions">["country"];

/** A country of this catalogue: its slug names its texts. */
export type ListedCountry = Country & { id: CountrySlug; slug: CountrySlug };

/** The year of the catalogue's GDP and population figures (or the latest year published before it). */
export const COUNTRY_FIGURES_YEAR = 2023;

/** A catalogue entry; its capital is named unless the entry says `capitalShown: false`. */
function country(
  slug: CountrySlug,
  facts: Omit<Country, "id" | "slug" | "capitalShown"> & { capitalShown?: false },
): ListedCountry {
  return { id: slug, slug, capitalShown: true, ...facts };
}

export const COUNTRIES: readonly ListedCountry[] = [
  // GCC
  country("saudi-arabia", {
    code: "SA",
    category: "gcc",
    priority: "high",
    status: "active",
    gdpUsd: 1_068_000_000_000,
    population: 33_300_000,
    marketPotential: "very-high",
    opportunities: ["smart-cities", "govtech", "renewable-energy", "defence", "healthcare", "tourism"],
  }),
  country("uae", {
    code: "AE",
    category: "gcc",
    priority: "high",
    status: "active",
    gdpUsd: 504_000_000_000,
    population: 9_520_000,
    marketPotential: "very-high",
    opportunities: [
      "fintech",
      "artificial-intelligence",
      "smart-cities",
      "cybersecurity",
      "logistics",
      "space",
    ],
  }),
  country("qatar", {
    code: "QA",
    category: "gcc",
    priority: "high",
    status: "active",
    gdpUsd: 213_000_000_000,
    population: 2_720_000,
    marketPotential: "very-high",
    opportunities: ["cybersecurity", "smart-cities", "education", "healthcare", "fintech"],
  }),
  country("kuwait", {
    code: "KW",
    category: "gcc",
    priority: "medium",
    status: "active",
    gdpUsd: 161_000_000_000,
    population: 4_310_000,
    marketPotential: "high",
    opportunities: ["fintech", "govtech", "healthcare", "renewable-energy"],
  }),
  country("bahrain", {
    code: "BH",
    category: "gcc",
    priority: "medium",
    status: "active",
    gdpUsd: 44_700_000_000,
    population: 1_570_000,
    marketPotential: "high",
    opportunities: ["fintech", "cybersecurity", "logistics", "education"],
  }),
  country("oman", {
    code: "OM",
    category: "gcc",
    priority: "medium",
    status: "developing",
    gdpUsd: 108_000_000_000,
    population: 4_640_000,
    marketPotential: "high",
    opportunities: ["renewable-energy", "logistics", "mining", "tourism", "agritech"],
  }),
  // Levant
  country("jordan", {
    code: "JO",
    category: "levant",
    priority: "medium",
    status: "developing",
    gdpUsd: 50_800_000_000,
    population: 11_300_000,
    marketPotential: "medium",
    opportunities: ["govtech", "education", "water", "healthcare", "renewable-energy"],
  }),
  country("lebanon", {
    code: "LB",
    category: "levant",
    priority: "low",
    status: "monitoring",
    gdpUsd: 17_900_000_000,
    population: 5_350_000,
    marketPotential: "medium",
    opportunities: ["fintech", "education", "healthcare", "e-commerce"],
  }),
  country("syria", {
    code: "SY",
    category: "levant",
    priority: "low",
    status: "monitoring",
    gdpUsd: 23_600_000_000,
    population: 23_600_000,
    marketPotential: "low",
    opportunities: ["reconstruction", "water", "healthcare", "telecommunications"],
  }),
  country("israel", {
    capitalShown: false,
    code: "IL",
    category: "levant",
    priority: "high",
    status: "active",
    gdpUsd: 514_000_000_000,
    population: 9_760_000,
    marketPotential: "very-high",
    opportunities: ["cybersecurity", "artificial-intelligence", "agritech", "water", "healthcare", "defence"],
  }),
  country("palestine", {
    capitalShown: false,
    code: "PS",
    category: "levant",
    priority: "low",
    status: "monitoring",
    gdpUsd: 17_400_000_000,
    population: 5_170_000,
    marketPotential: "low",
    opportunities: ["telecommunications", "education", "e-commerce", "agritech"],
  }),
  // North Africa
  country("egypt", {
    code: "EG",
    category: "north-africa",
    priority: "high",
    status: "developing",
    gdpUsd: 396_000_000_000,
    population: 113_000_000,
    marketPotential: "high",
    opportunities: ["govtech", "fintech", "renewable-energy", "logistics", "education", "construction"],
  }),
  country("morocco", {
    code: "MA",
    category: "north-africa",
    priority: "medium",
    status: "active",
    gdpUsd: 141_000_000_000,
    population: 37_800_000,
    marketPotential: "high",
    opportunities: ["renewable-energy", "manufacturing", "fintech", "tourism", "agritech"],
  }),
  country("algeria", {
    code: "DZ",
    category: "north-africa",
    priority: "medium",
    status: "developing",
    gdpUsd: 240_000_000_000,
    population: 45_600_000,
    marketPotential: "medium",
    opportunities: ["oil-and-gas", "renewable-energy", "telecommunications", "healthcare"],
  }),
  country("tunisia", {
    code: "TN",
    category: "north-africa",
    priority: "medium",
    status: "developing",
    gdpUsd: 48_500_000_000,
    population: 12_500_000,
    marketPotential: "medium",
    opportunities: ["fintech", "education", "renewable-energy", "healthcare"],
  }),
  country("libya", {
    code: "LY",
    category: "north-africa",
    priority: "low",
    status: "monitoring",
    gdpUsd: 50_500_000_000,
    population: 6_890_000,
    marketPotential: "medium",
    opportunities: ["oil-and-gas", "reconstruction", "water", "healthcare"],
  }),
  // Other
  country("turkey", {
    code: "TR",
    category: "other",
    priority: "high",
    status: "active",
    gdpUsd: 1_108_000_000_000,
    population: 85_300_000,
    marketPotential: "high",
    opportunities: ["manufacturing", "defence", "e-commerce", "renewable-energy", "logistics"],
  }),
  country("iran", {
    code: "IR",
    category: "other",
    priority: "low",
    status: "monitoring",
    gdpUsd: 405_000_000_000,
    population: 89_200_000,
    marketPotential: "low",
    opportunities: ["healthcare", "agritech", "water"],
  }),
  country("iraq", {
    code: "IQ",
    category: "other",
    priority: "medium",
    status: "developing",
    gdpUsd: 251_000_000_000,
    population: 45_100_000,
    marketPotential: "high",
    opportunities: ["oil-and-gas", "reconstruction", "telecommunications", "water", "govtech"],
  }),
  country("yemen", {
    code: "YE",
    category: "other",
    priority: "low",
    status: "monitoring",
    gdpUsd: 19_400_000_000,
    population: 39_400_000,
    marketPotential: "low",
    opportunities: ["humanitarian", "water", "healthcare", "telecommunications"],
  }),
  country("cyprus", {
    code: "CY",
    category: "other",
    priority: "medium",
    status: "active",
    gdpUsd: 32_200_000_000,
    population: 1_340_000,
    marketPotential: "medium",
    opportunities: ["fintech", "logistics", "tourism", "renewable-energy"],
  }),
  country("sudan", {
    code: "SD",
    category: "other",
    priority: "low",
    status: "monitoring",
    gdpUsd: 30_000_000_000,
    population: 48_100_000,
    marketPotential: "low",
    opportunities: ["agritech", "humanitarian", "mining", "water"],
  }),
];

const BY_SLUG = new Map<string, ListedCountry>(COUNTRIES.map((entry) => [entry.slug, entry]));

/** The country with this slug (exact, lower case), or undefined: the caller answers 404. */
export function countryBySlug(slug: string): ListedCountry | undefined {
  return BY_SLUG.get(slug);
}

/** The slug rule: the English name lower-cased, spaces to hyphens, letters a-z only. */
export const COUNTRY_SLUG_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;
