import { describe, expect, it } from "vitest";
import {
  COMPANY_TYPE_IDS,
  COMPANY_TYPES,
  type CompanyTypeId,
  computeMarketSizing,
  INDUSTRIES,
  INDUSTRY_IDS,
  type IndustryId,
  MarketSizingInputSchema,
  REGION_IDS,
  REGIONS,
  type RegionId,
  summarizeMarketSizing,
} from "#app/domain/tools/market-sizing.ts";
import { referencedKey } from "#app/domain/tools/summary.ts";

const B = 1_000_000_000;

/** Spec 001 §9 as it reads: each industry's market size (A$ billions) and yearly growth (%). */
const SPEC_INDUSTRIES: Record<IndustryId, [number, number]> = {
  technology: [167, 8.5],
  defense: [45, 12.3],
  healthcare: [89, 6.8],
  fintech: [156, 7.2],
  energy: [98, 9.1],
  agriculture: [67, 5.4],
};

/** Spec 001 §9: each region's multiplier. */
const SPEC_MULTIPLIERS: Record<RegionId, number> = {
  sydney: 1,
  melbourne: 0.92,
  brisbane: 0.65,
  perth: 0.58,
  adelaide: 0.45,
  national: 1.2,
};

/** Spec 001 §9: the share of the regional market each company type reaches, in percent. */
const SPEC_SHARES: Record<CompanyTypeId, number> = { startup: 2, sme: 5, enterprise: 15, multinational: 25 };

/**
 * Every industry, region and company type with its addressable market in whole dollars by the spec's rule, worked
 * from the spec's own figures rather than the tool's integer units: industry size x region multiplier x company
 * share, e.g. technology in Melbourne for a startup: 167B x 0.92 x 0.02 = 3,072,800,000. Every such figure is whole
 * dollars; rounding only sheds floating-point dust.
 */
const cases = INDUSTRY_IDS.flatMap((industry) =>
  REGION_IDS.flatMap((region) =>
    COMPANY_TYPE_IDS.map((companyType) => ({
      industry,
      region,
      companyType,
      dollars: Math.round(
        (SPEC_INDUSTRIES[industry][0] * B * SPEC_MULTIPLIERS[region] * SPEC_SHARES[companyType]) / 100,
      ),
    })),
  ),
);

describe("the reference data (spec 001 §9)", () => {
  it("has the spec's industries, sizes and growth rates", () => {
    expect(
      Object.fromEntries(
        INDUSTRY_IDS.map((id) => [
          id,
          [INDUSTRIES[id].marketSizeDollars / B, INDUSTRIES[id].growthBasisPoints / 100],
        ]),
      ),
    ).toEqual(SPEC_INDUSTRIES);
  });

  it("has the spec's regions and multipliers, each with a population", () => {
    expect(Object.fromEntries(REGION_IDS.map((id) => [id, REGIONS[id].multiplierHundredths / 100]))).toEqual(
      SPEC_MULTIPLIERS,
    );
    for (const id of REGION_IDS) expect(Number.isInteger(REGIONS[id].population)).toBe(true);
    // The country holds every city, and Sydney is the largest city.
    const cities = REGION_IDS.filter((id) => id !== "national").map((id) => REGIONS[id].population);
    expect(cities.reduce((sum, people) => sum + people, 0)).toBeLessThan(REGIONS.national.population);
    expect(Math.max(...cities)).toBe(REGIONS.sydney.population);
  });

  it("has the spec's company types and shares", () => {
    expect(Object.fromEntries(COMPANY_TYPE_IDS.map((id) => [id, COMPANY_TYPES[id].sharePercent]))).toEqual(
      SPEC_SHARES,
    );
  });

  it("gives every industry its opportunities", () => {
    for (const id of INDUSTRY_IDS) expect(INDUSTRIES[id].opportunities.length).toBeGreaterThan(0);
  });
});

describe("computeMarketSizing", () => {
  it.each(cases)("$industry in $region for a $companyType: A$$dollars addressable", (c) => {
    const result = computeMarketSizing(c);
    expect(result.addressableCents).toBe(c.dollars * 100);
    // Year one 10 %, year three 30 % of the addressable market.
    expect(result.yearOneTargetCents).toBe(c.dollars * 10);
    expect(result.yearThreeTargetCents).toBe(c.dollars * 30);
    expect(result.marketSizeCents).toBe(INDUSTRIES[c.industry].marketSizeDollars * 100);
    expect(result.population).toBe(REGIONS[c.region].population);
    expect(result.opportunities).toEqual(INDUSTRIES[c.industry].opportunities);
  });

  it("returns integer cents for every combination, targets never above the market", () => {
    for (const industry of INDUSTRY_IDS)
      for (const region of REGION_IDS)
        for (const companyType of COMPANY_TYPE_IDS) {
          const result = computeMarketSizing({ industry, region, companyType });
          const amounts = [
            result.addressableCents,
            result.yearOneTargetCents,
            result.yearThreeTargetCents,
            ...result.projection.map((year) => year.cents),
          ];
          for (const cents of amounts) {
            expect(Number.isSafeInteger(cents)).toBe(true);
            expect(cents).toBeGreaterThan(0);
          }
          expect(result.yearOneTargetCents).toBeLessThan(result.yearThreeTargetCents);
          expect(result.yearThreeTargetCents).toBeLessThan(result.addressableCents);
        }
  });

  it("projects the addressable market five years at the industry's growth, compounded, to the dollar", () => {
    // Defence in Sydney for an SME: A$2.25B growing 12.3 % a year.
    const { projection } = computeMarketSizing({ industry: "defense", region: "sydney", companyType: "sme" });
    expect(projection).toEqual([
      { year: 0, cents: 225_000_000_000 },
      { year: 1, cents: 252_675_000_000 }, // 2,250,000,000 x 1.123 = 2,526,750,000
      { year: 2, cents: 283_754_025_000 }, // x 1.123 = 2,837,540,250
      { year: 3, cents: 318_655_770_100 }, // x 1.123 = 3,186,557,700.75, to the dollar
      { year: 4, cents: 357_850_429_800 }, // 2.25B x 1.123^4 = 3,578,504,297.94
      { year: 5, cents: 401_866_032_700 }, // 2.25B x 1.123^5 = 4,018,660,326.59
    ]);
  });

  it("reaches the largest figure without losing a cent: technology, national, multinational", () => {
    const result = computeMarketSizing({
      industry: "technology",
      region: "national",
      companyType: "multinational",
    });
    expect(result.addressableCents).toBe(5_010_000_000_000); // A$50.1B
    expect(result.yearThreeTargetCents).toBe(1_503_000_000_000);
  });
});

describe("MarketSizingInputSchema: the tool runs only once all three are chosen", () => {
  const complete = { industry: "fintech", region: "perth", companyType: "enterprise" };

  it("accepts the three choices as the form sends them", () => {
    expect(MarketSizingInputSchema.parse(complete)).toEqual(complete);
  });

  it.each([
    ["industry", "industryRequired"],
    ["region", "regionRequired"],
    ["companyType", "companyTypeRequired"],
  ])("refuses a missing, empty or unknown %s with errors.%s", (field, key) => {
    for (const value of [undefined, "", "mining", "SYDNEY", "0", "<script>"]) {
      const parsed = MarketSizingInputSchema.safeParse({ ...complete, [field]: value });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        [field, key],
      ]);
    }
  });

  it("reports every missing choice of an empty form", () => {
    const parsed = MarketSizingInputSchema.safeParse({ industry: "", region: "", companyType: "" });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "industryRequired",
      "regionRequired",
      "companyTypeRequired",
    ]);
  });
});

describe("summarizeMarketSizing", () => {
  const input = { industry: "technology", region: "melbourne", companyType: "startup" } as const;
  const result = computeMarketSizing(input);

  it("labels every line with a tools-market key and names the choices by reference", () => {
    const lines = summarizeMarketSizing(input, result, "en");
    for (const line of lines) expect(line.label).toMatch(/^tools-market:summary\.\w+$/);
    expect(lines.slice(0, 3).map((line) => referencedKey(line.value))).toEqual([
      "tools-market:industries.technology.name",
      "tools-market:regions.melbourne.name",
      "tools-market:companyTypes.startup.name",
    ]);
  });

  it("formats the figures in English", () => {
    expect(summarizeMarketSizing(input, result, "en").slice(3)).toEqual([
      { label: "tools-market:summary.marketSize", value: "A$167,000,000,000" },
      { label: "tools-market:summary.growth", value: "8.5%" },
      { label: "tools-market:summary.population", value: "5,207,000" },
      { label: "tools-market:summary.addressable", value: "A$3,072,800,000" },
      { label: "tools-market:summary.yearOne", value: "A$307,280,000" },
      { label: "tools-market:summary.yearThree", value: "A$921,840,000" },
    ]);
  });

  it("formats the figures in Hindi (lakh and crore grouping) and Arabic", () => {
    const hindi = summarizeMarketSizing(input, result, "hi").map((line) => line.value);
    expect(hindi.slice(6)).toEqual(["A$3,07,28,00,000", "A$30,72,80,000", "A$92,18,40,000"]);
    expect(hindi[5]).toBe("52,07,000");
    const arabic = summarizeMarketSizing(input, result, "ar").map((line) => line.value);
    // A left-to-right mark may follow "AU$" (so it does not read "$AU" in right-to-left text); a no-break space
    // keeps it beside its number (money.ts readableFigure).
    expect(arabic[6]).toBe("\u200f3,072,800,000\u00a0AU$\u200e");
    expect(arabic[4]).toBe("8.5\u200e%\u200e");
  });
});
