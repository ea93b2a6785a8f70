/**
 * Values derived from a country's catalogue entry for its page, its strategic report and the dashboards (spec 001
 * §3 "Derived country report values", §9 "Derived country rules"). Pure: numbers in, numbers and ids out; pages
 * format them (`country-figures.ts`) and translate the ids.
 *
 * - Trade value: 5 % of GDP. Investment pipeline: 2 % of GDP.
 * - Active projects: 3 for every high-priority country.
 * - Opportunity entries: the first three opportunities; each is worth 1 % of GDP x (3 - position), position from 0,
 *   on a 2-3, 3-5 or 5-7 year timeline, and ranks high, medium, low in that order (decision 021).
 * - Risk: political by status (active Low, developing Medium, otherwise High); regulatory by category (GCC Low,
 *   Levant High, otherwise Medium); economic by priority (high Low, medium Medium, low High: decision 021).
 * - Business environment by priority: high Excellent, medium Good, otherwise Developing.
 */
import type {
  Country,
  CountryCategory,
  CountryStatus,
  Priority,
  SectorId,
} from "#app/domain/regions/country.ts";

/** Amounts are whole US dollars (GDP is; a share of it is rounded to the dollar). */
const share = (usd: number, percent: number) => Math.round((usd * percent) / 100);

export const TRADE_SHARE_PERCENT = 5;
export const INVESTMENT_PIPELINE_PERCENT = 2;
export const PROJECTS_PER_HIGH_PRIORITY_COUNTRY = 3;
/** Each opportunity is worth this share of GDP per step from the end of the list of three. */
export const OPPORTUNITY_SHARE_PERCENT = 1;
export const OPPORTUNITY_ENTRIES = 3;
export const OPPORTUNITY_TIMELINES = ["2-3", "3-5", "5-7"] as const;
export type OpportunityTimeline = (typeof OPPORTUNITY_TIMELINES)[number];

export type RiskLevel = "low" | "medium" | "high";
export type RiskAssessment = { political: RiskLevel; regulatory: RiskLevel; economic: RiskLevel };
export type BusinessEnvironment = "excellent" | "good" | "developing";

export type OpportunityEntry = {
  sector: SectorId;
  /** First high, second medium, third low. */
  priority: Priority;
  /** In years: "2-3" is two to three years. */
  timeline: OpportunityTimeline;
  investmentUsd: number;
};

/** GDP divided by population, in whole US dollars. */
export function gdpPerCapitaUsd(country: Pick<Country, "gdpUsd" | "population">): number {
  if (country.population <= 0) throw new Error("a country's population must be positive");
  return Math.round(country.gdpUsd / country.population);
}

/** Trade value: 5 % of GDP, in US dollars. */
export function tradeValueUsd(country: Pick<Country, "gdpUsd">): number {
  return share(country.gdpUsd, TRADE_SHARE_PERCENT);
}

/** Investment pipeline: 2 % of GDP, in US dollars. */
export function investmentPipelineUsd(country: Pick<Country, "gdpUsd">): number {
  return share(country.gdpUsd, INVESTMENT_PIPELINE_PERCENT);
}

/** Active projects across these countries: 3 for every high-priority one. */
export function activeProjects(countries: readonly Pick<Country, "priority">[]): number {
  return PROJECTS_PER_HIGH_PRIORITY_COUNTRY * countries.filter((c) => c.priority === "high").length;
}

const ENTRY_PRIORITIES: readonly Priority[] = ["high", "medium", "low"];

/** The country's first three opportunities with their priority, timeline and investment. */
export function opportunityEntries(country: Pick<Country, "gdpUsd" | "opportunities">): OpportunityEntry[] {
  return country.opportunities.slice(0, OPPORTUNITY_ENTRIES).map((sector, position) => ({
    sector,
    priority: ENTRY_PRIORITIES[position]!,
    timeline: OPPORTUNITY_TIMELINES[position]!,
    investmentUsd: share(country.gdpUsd, OPPORTUNITY_SHARE_PERCENT * (OPPORTUNITY_ENTRIES - position)),
  }));
}

const POLITICAL: Record<CountryStatus, RiskLevel> = {
  active: "low",
  developing: "medium",
  monitoring: "high",
};
const REGULATORY: Record<CountryCategory, RiskLevel> = {
  gcc: "low",
  levant: "high",
  "north-africa": "medium",
  other: "medium",
};
/** The spec names no mapping: the priority we give a market mirrors its economic risk (decision 021). */
const ECONOMIC: Record<Priority, RiskLevel> = { high: "low", medium: "medium", low: "high" };

export function riskAssessment(country: Pick<Country, "status" | "category" | "priority">): RiskAssessment {
  return {
    political: POLITICAL[country.status],
    regulatory: REGULATORY[country.category],
    economic: ECONOMIC[country.priority],
  };
}

const ENVIRONMENT: Record<Priority, BusinessEnvironment> = {
  high: "excellent",
  medium: "good",
  low: "developing",
};

/** The market intelligence box's business environment: high Excellent, medium Good, otherwise Developing. */
export function businessEnvironment(priority: Priority): BusinessEnvironment {
  return ENVIRONMENT[priority];
}
