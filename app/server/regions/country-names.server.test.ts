import { describe, expect, it } from "vitest";
import { COUNTRIES, countryBySlug } from "#app/content/countries.ts";
import { filterCountries } from "#app/domain/regions/country-search.ts";
import { countryNamesOf } from "#app/server/regions/country-names.server.ts";

const saudi = countryBySlug("saudi-arabia")!;

describe("countryNamesOf", () => {
  it("gives a country's name and capital in all five languages", () => {
    expect(countryNamesOf(saudi)).toEqual(
      expect.arrayContaining([
        "Saudi Arabia",
        "Riyadh",
        "사우디아라비아",
        "리야드",
        "沙特阿拉伯",
        "利雅得",
        "सऊदी अरब",
        "रियाद",
        "المملكة العربية السعودية",
        "الرياض",
      ]),
    );
  });

  it("gives only the names and slug where the site names no capital (Israel, Palestine: decision 063)", () => {
    expect(countryNamesOf(countryBySlug("israel")!)).toEqual([
      "Israel",
      "이스라엘",
      "以色列",
      "इज़राइल",
      "إسرائيل",
      "israel",
    ]);
    expect(countryNamesOf(countryBySlug("palestine")!)).toHaveLength(6);
  });

  it("never falls back to a translation key for any of the 22", () => {
    for (const country of COUNTRIES) {
      const names = countryNamesOf(country);
      expect(names.length).toBeGreaterThanOrEqual(5);
      for (const name of names) expect(name).not.toMatch(/^country\./);
    }
  });

  it("keeps its answer, and a caller cannot change it", () => {
    const first = countryNamesOf(saudi);
    first.push("Atlantis");
    expect(countryNamesOf(saudi)).not.toContain("Atlantis");
  });

  it("lets the hub find a country by its name in another language than the page's", () => {
    const found = (query: string) =>
      filterCountries(COUNTRIES, { query, category: "all" }, countryNamesOf).map((c) => c.slug);
    expect(found("리야드")).toEqual(["saudi-arabia"]);
    expect(found("القاهرة")).toEqual(["egypt"]);
    expect(found("कतर")).toEqual(["qatar"]);
    expect(found("  DOHA ")).toEqual(["qatar"]);
    expect(found("sanaa")).toEqual(["yemen"]);
    // By the slug as well: Türkiye is still found as "Turkey", the Emirates as "UAE".
    expect(found("Turkey")).toEqual(["turkey"]);
    expect(found("türkiye")).toEqual(["turkey"]);
    expect(found("UAE")).toEqual(["uae"]);
  });
});
