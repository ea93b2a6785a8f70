/**
 * The vocabulary of a country in the regional-intelligence area (spec 001 §3 "Country", §4 "Country status"): its
 * categories, priorities, statuses, market potentials, opportunity sectors and the `Country` record. Pure types
 * and constants, here so that domain rules (`country-report.ts`, `country-search.ts`) can name them; the catalogue
 * itself, `content/countries.ts`, re-exports them with the 22 countries.
 */

export const COUNTRY_CATEGORIES = ["gcc", "levant", "north-africa", "other"] as const;
export type CountryCategory = (typeof COUNTRY_CATEGORIES)[number];

/** Our internal ranking of a market: it drives derived values (decision 021), never a public label (decision 063). */
export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

/**
 * Where we stand in a market: active (local partners in place), developing (a partner network growing), monitoring
 * (advice on request). Public pages show it as our service there, never as a label about the country (decision 063).
 */
export const COUNTRY_STATUSES = ["active", "developing", "monitoring"] as const;
export type CountryStatus = (typeof COUNTRY_STATUSES)[number];

export const MARKET_POTENTIALS = ["very-high", "high", "medium", "low"] as const;
export type MarketPotential = (typeof MARKET_POTENTIALS)[number];

/** The opportunity sectors; each has a text at `regions:sector.<id>`. */
export const SECTOR_IDS = [
  "artificial-intelligence",
  "agritech",
  "construction",
  "cybersecurity",
  "defence",
  "e-commerce",
  "education",
  "fintech",
  "govtech",
  "healthcare",
  "humanitarian",
  "logistics",
  "manufacturing",
  "mining",
  "oil-and-gas",
  "reconstruction",
  "renewable-energy",
  "smart-cities",
  "space",
  "telecommunications",
  "tourism",
  "water",
] as const;
export type SectorId = (typeof SECTOR_IDS)[number];

export type Country = {
  /** The same as `slug`. */
  id: string;
  /** The English name, lower case, words joined by hyphens ("saudi-arabia"); the UAE is "uae". */
  slug: string;
  /** ISO 3166-1 alpha-2, upper case ("SA"). */
  code: string;
  /**
   * Whether the site names the country's capital: only where the UN and Australia's DFAT name the same city and
   * its status is not contested (decision 063). Without one, `regions.json` has no capital text for it at all.
   */
  capitalShown: boolean;
  category: CountryCategory;
  priority: Priority;
  status: CountryStatus;
  /** GDP in US dollars (an integer, never display text). */
  gdpUsd: number;
  /** A count of people. */
  population: number;
  marketPotential: MarketPotential;
  /** Sector ids, most important first (3 to 6). */
  opportunities: readonly SectorId[];
};

/**
 * The capital the site names for `country`, or null where it names none (decision 063). `translate` reads a key of
 * the `regions` namespace (`country.<slug>.capital`), so the page, the report and the search share the rule.
 */
export function capitalName(
  country: Pick<Country, "slug" | "capitalShown">,
  translate: (key: string) => string,
): string | null {
  return country.capitalShown ? translate(`country.${country.slug}.capital`) : null;
}
