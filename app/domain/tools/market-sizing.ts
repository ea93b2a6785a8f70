/**
 * The Market Sizing Tool (spec 001 §3 "Market sizing reference data", §5, §9): the addressable market of a
 * company in an Australian industry and region, and its year-one and year-three revenue targets. Pure: the
 * browser shows results as the visitor chooses, and the server recomputes them from the same three choices.
 *
 * Units (docs/decisions/029-market-sizing-rules.md):
 * - industry market sizes are whole Australian dollars (integers); every amount the tool returns is integer
 *   cents, like every amount on the site (`money.ts`);
 * - growth rates are basis points (850 = 8.5 % a year), region multipliers hundredths (92 = 0.92), company shares
 *   whole percent, so the arithmetic is exact integer arithmetic: the largest product (A$167B x 120 x 25) is far
 *   below Number.MAX_SAFE_INTEGER.
 */
import { z } from "zod";
import { numberFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { formatCount, formatPercent } from "#app/domain/regions/country-figures.ts";
import { type SummaryLine, translatedValue } from "#app/domain/tools/summary.ts";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function` (see form-schema-parts.ts).
z.config({ jitless: true });

/** An industry's row of the table below, so each reads on one line as in the spec. */
const industryRow = <const Opportunities extends readonly string[]>(
  marketSizeDollars: number,
  growthBasisPoints: number,
  opportunities: Opportunities,
) => ({ marketSizeDollars, growthBasisPoints, opportunities });

/** Industries with their market size (whole A$), yearly growth (basis points) and opportunities, spec 001 §9. */
export const INDUSTRIES = {
  technology: industryRow(167_000_000_000, 850, ["cloud", "cybersecurity", "dataAi"]),
  defense: industryRow(45_000_000_000, 1230, ["aukus", "cyberDefence", "sovereignManufacturing"]),
  healthcare: industryRow(89_000_000_000, 680, ["digitalHealth", "medicalDevices", "agedCare"]),
  fintech: industryRow(156_000_000_000, 720, ["openBanking", "payments", "regtech"]),
  energy: industryRow(98_000_000_000, 910, ["renewables", "storage", "hydrogen"]),
  agriculture: industryRow(67_000_000_000, 540, ["agtech", "foodExports", "water"]),
};

/**
 * Regions with their multiplier (hundredths, spec 001 §9) and population. Populations: Australian Bureau of
 * Statistics, estimated resident population at 30 June 2023, rounded to the thousand: the five cities are their
 * Greater Capital City Statistical Areas ("Regional population, 2022-23", released 26 March 2024); national is
 * Australia ("National, state and territory population, June 2023").
 */
export const REGIONS = {
  sydney: { multiplierHundredths: 100, population: 5_450_000 }, // 5,450,496
  melbourne: { multiplierHundredths: 92, population: 5_207_000 }, // 5,207,145
  brisbane: { multiplierHundredths: 65, population: 2_707_000 }, // 2,706,966
  perth: { multiplierHundredths: 58, population: 2_309_000 }, // 2,309,338
  adelaide: { multiplierHundredths: 45, population: 1_446_000 }, // 1,446,380
  national: { multiplierHundredths: 120, population: 26_639_000 }, // 26,638,544
} as const satisfies Record<string, { multiplierHundredths: number; population: number }>;

/** Company types with the share of the regional market they can reach, in whole percent (spec 001 §9). */
export const COMPANY_TYPES = {
  startup: { sharePercent: 2 },
  sme: { sharePercent: 5 },
  enterprise: { sharePercent: 15 },
  multinational: { sharePercent: 25 },
} as const satisfies Record<string, { sharePercent: number }>;

export type IndustryId = keyof typeof INDUSTRIES;
export type RegionId = keyof typeof REGIONS;
export type CompanyTypeId = keyof typeof COMPANY_TYPES;
export type OpportunityId = (typeof INDUSTRIES)[IndustryId]["opportunities"][number];

const keysOf = <T extends object>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];
export const INDUSTRY_IDS = keysOf(INDUSTRIES);
export const REGION_IDS = keysOf(REGIONS);
export const COMPANY_TYPE_IDS = keysOf(COMPANY_TYPES);

/** Year-one and year-three targets, in percent of the addressable market (spec 001 §9). */
export const YEAR_ONE_TARGET_PERCENT = 10;
export const YEAR_THREE_TARGET_PERCENT = 30;
/** Years the chart projects the addressable market forward (decision 029). */
export const PROJECTION_YEARS = 5;

/**
 * The form's three selects. An empty, missing or unknown choice is reported with the field's key in the
 * `tools-market` namespace (`errors.industryRequired`, …); the tool runs only once all three are chosen.
 */
export const MarketSizingInputSchema = z.object({
  industry: z.enum(INDUSTRY_IDS, { error: "industryRequired" }),
  region: z.enum(REGION_IDS, { error: "regionRequired" }),
  companyType: z.enum(COMPANY_TYPE_IDS, { error: "companyTypeRequired" }),
});

export type MarketSizingInput = z.infer<typeof MarketSizingInputSchema>;

/**
 * The worked example the tool opens with, already computed (docs/decisions/072-tools-open-with-a-worked-example.md):
 * a mid-size technology company (an SME) entering Sydney. `MarketSizingInputSchema` must accept it (a unit test
 * checks); the line that introduces it (`tools-market:marketSizingTool.example`) names these three choices.
 */
export const MARKET_SIZING_EXAMPLE = {
  industry: "technology",
  region: "sydney",
  companyType: "sme",
} as const satisfies Record<keyof MarketSizingInput, string>;

export type MarketSizingResult = {
  /** The industry's national market size, in cents. */
  marketSizeCents: number;
  growthBasisPoints: number;
  multiplierHundredths: number;
  sharePercent: number;
  population: number;
  /** Market size x region multiplier x company share, in cents. */
  addressableCents: number;
  yearOneTargetCents: number;
  yearThreeTargetCents: number;
  /**
   * The addressable market today (year 0) and after each of the next five years at the industry's growth,
   * compounded, rounded to the whole dollar (in cents).
   */
  projection: { year: number; cents: number }[];
  opportunities: OpportunityId[];
};

/** Rounds a non-negative ratio of integers to the nearest integer, halves up, exactly. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export function computeMarketSizing(input: MarketSizingInput): MarketSizingResult {
  const industry = INDUSTRIES[input.industry];
  const region = REGIONS[input.region];
  const company = COMPANY_TYPES[input.companyType];
  // dollars x hundredths x percent / 10 000 = dollars; x 100 for cents: / 100. Exact (integers below 2^53).
  const addressableCents = divideRounded(
    industry.marketSizeDollars * region.multiplierHundredths * company.sharePercent,
    100,
  );
  const growth = industry.growthBasisPoints / 10_000;
  return {
    marketSizeCents: industry.marketSizeDollars * 100,
    growthBasisPoints: industry.growthBasisPoints,
    multiplierHundredths: region.multiplierHundredths,
    sharePercent: company.sharePercent,
    population: region.population,
    addressableCents,
    yearOneTargetCents: divideRounded(addressableCents * YEAR_ONE_TARGET_PERCENT, 100),
    yearThreeTargetCents: divideRounded(addressableCents * YEAR_THREE_TARGET_PERCENT, 100),
    projection: Array.from({ length: PROJECTION_YEARS + 1 }, (_, year) => ({
      year,
      // An estimate years ahead: to the whole dollar, not the cent.
      cents: Math.round((addressableCents / 100) * (1 + growth) ** year) * 100,
    })),
    opportunities: [...industry.opportunities],
  };
}

/** A growth rate in basis points as a percentage for people: "8.5%". */
export const formatGrowth = (basisPoints: number, lang: LanguageCode) =>
  formatPercent(basisPoints / 100, lang);

/** A region multiplier in hundredths as a plain number: "0.92", "1.2". */
export const formatMultiplier = (hundredths: number, lang: LanguageCode) =>
  numberFormat(lang, { numberingSystem: "latn", maximumFractionDigits: 2 }).format(hundredths / 100);

/**
 * The saved-results mail's summary: label keys in `tools-market` with values formatted for `lang`; the three
 * choices are words, so their values are translation references (`summary.ts`) the mail translates.
 */
export function summarizeMarketSizing(
  input: MarketSizingInput,
  result: MarketSizingResult,
  lang: LanguageCode,
): SummaryLine[] {
  return [
    {
      label: "tools-market:summary.industry",
      value: translatedValue(`tools-market:industries.${input.industry}.name`),
    },
    {
      label: "tools-market:summary.region",
      value: translatedValue(`tools-market:regions.${input.region}.name`),
    },
    {
      label: "tools-market:summary.companyType",
      value: translatedValue(`tools-market:companyTypes.${input.companyType}.name`),
    },
    { label: "tools-market:summary.marketSize", value: formatMoney(result.marketSizeCents, lang) },
    { label: "tools-market:summary.growth", value: formatGrowth(result.growthBasisPoints, lang) },
    { label: "tools-market:summary.population", value: formatCount(result.population, lang) },
    { label: "tools-market:summary.addressable", value: formatMoney(result.addressableCents, lang) },
    { label: "tools-market:summary.yearOne", value: formatMoney(result.yearOneTargetCents, lang) },
    { label: "tools-market:summary.yearThree", value: formatMoney(result.yearThreeTargetCents, lang) },
  ];
}
