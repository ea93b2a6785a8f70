import { describe, expect, it } from "vitest";
import type { Country, CountryCategory } from "#app/domain/regions/country.ts";
import {
  categoryCounts,
  filterCountries,
  matchesCountryQuery,
  normalizeCountryQuery,
  parseCountryFilter,
  searchKey,
} from "#app/domain/regions/country-search.ts";

const country = (slug: string, category: CountryCategory): Country => ({
  id: slug,
  slug,
  code: "ZZ",
  capitalShown: true,
  category,
  priority: "medium",
  status: "active",
  gdpUsd: 1_000_000_000,
  population: 1_000_000,
  marketPotential: "medium",
  opportunities: ["fintech", "water", "healthcare"],
});

const COUNTRIES = [
  country("oman", "gcc"),
  country("qatar", "gcc"),
  country("jordan", "levant"),
  country("egypt", "north-africa"),
  country("turkey", "other"),
  country("yemen", "other"),
];

/** Names and capitals in five languages, as the server builds them from the `regions` namespace. */
const NAMES: Record<string, string[]> = {
  oman: ["Oman", "Muscat", "오만", "무스카트", "阿曼", "马斯喀特", "ओमान", "मस्कट", "سلطنة عُمان", "مسقط"],
  qatar: ["Qatar", "Doha", "카타르", "도하", "卡塔尔", "多哈", "क़तर", "दोहा", "قطر", "الدوحة"],
  jordan: ["Jordan", "Amman", "요르단", "암만", "约旦", "安曼", "जॉर्डन", "अम्मान", "الأردن", "عمّان"],
  egypt: ["Egypt", "Cairo", "이집트", "카이로", "埃及", "开罗", "मिस्र", "काहिरा", "مصر", "القاهرة"],
  turkey: ["Turkey", "Ankara", "튀르키예", "앙카라", "土耳其", "安卡拉", "तुर्की", "अंकारा", "تركيا", "أنقرة"],
  yemen: ["Yemen", "Sana'a", "예멘", "사나", "也门", "萨那", "यमन", "सना", "اليمن", "صنعاء"],
};
const namesOf = (c: Country) => NAMES[c.slug] ?? [];

const slugs = (query: string, category: Parameters<typeof filterCountries>[1]["category"] = "all") =>
  filterCountries(COUNTRIES, { query, category }, namesOf).map((c) => c.slug);

describe("country search (spec 001 §5)", () => {
  it("matches a name or a capital as a substring", () => {
    expect(slugs("Qatar")).toEqual(["qatar"]);
    expect(slugs("Doha")).toEqual(["qatar"]);
    expect(slugs("ai")).toEqual(["egypt"]); // Cairo
    expect(slugs("an")).toEqual(["oman", "jordan", "turkey", "yemen"]); // Oman, Jordan, Ankara, Sana'a
  });

  it("is case-insensitive and ignores surrounding and repeated spaces", () => {
    expect(slugs("qATAR")).toEqual(["qatar"]);
    expect(slugs("  cairo  ")).toEqual(["egypt"]);
    expect(slugs("sana'a")).toEqual(["yemen"]);
  });

  it("finds a country by its name or capital in any of the five languages", () => {
    expect(slugs("카이로")).toEqual(["egypt"]);
    expect(slugs("多哈")).toEqual(["qatar"]);
    expect(slugs("मिस्र")).toEqual(["egypt"]);
    expect(slugs("صنعاء")).toEqual(["yemen"]);
    expect(slugs("تركيا")).toEqual(["turkey"]);
  });

  it("ignores accents, apostrophes, Arabic vowel marks and the Hindi nukta", () => {
    expect(slugs("sanaa")).toEqual(["yemen"]);
    expect(slugs("عمان")).toEqual(["oman", "jordan"]); // عُمان (Oman) and عمّان (Amman)
    expect(slugs("कतर")).toEqual(["qatar"]);
    expect(searchKey("Türkiye")).toBe("turkiye");
    expect(searchKey("튀르키예")).toBe("튀르키예"); // Korean syllables stay whole
  });

  it("shows everything for an empty or blank query, and nothing for an unknown name", () => {
    expect(slugs("")).toHaveLength(COUNTRIES.length);
    expect(slugs("   ")).toHaveLength(COUNTRIES.length);
    expect(slugs("Atlantis")).toEqual([]);
  });

  it("does not match on other fields (code, category, sectors)", () => {
    expect(slugs("gcc")).toEqual([]);
    expect(slugs("fintech")).toEqual([]);
    expect(slugs("ZZ")).toEqual([]); // every test country's code
    expect(matchesCountryQuery(COUNTRIES[0]!, "mus", namesOf)).toBe(true);
    expect(matchesCountryQuery(COUNTRIES[0]!, "doha", namesOf)).toBe(false);
    expect(slugs("QA", "levant")).toEqual([]);
  });
});

describe("category filter", () => {
  it("keeps the countries of one category, combined with the query", () => {
    expect(slugs("", "gcc")).toEqual(["oman", "qatar"]);
    expect(slugs("", "levant")).toEqual(["jordan"]);
    expect(slugs("", "north-africa")).toEqual(["egypt"]);
    expect(slugs("doha", "levant")).toEqual([]);
    expect(slugs("o", "gcc")).toEqual(["oman", "qatar"]); // Oman; Doha
  });

  it("shows countries of the `other` category under All only", () => {
    expect(slugs("", "all")).toContain("turkey");
    for (const filter of ["gcc", "levant", "north-africa"] as const) {
      expect(slugs("", filter)).not.toContain("turkey");
    }
  });

  it("reads the filter from the URL, falling back to All", () => {
    expect(parseCountryFilter("levant")).toBe("levant");
    expect(parseCountryFilter("other")).toBe("all");
    expect(parseCountryFilter("GCC")).toBe("all");
    expect(parseCountryFilter(null)).toBe("all");
    expect(parseCountryFilter(undefined)).toBe("all");
  });

  it("reads the query from the URL: trimmed, spaces collapsed, bounded", () => {
    expect(normalizeCountryQuery("  Abu   Dhabi ")).toBe("Abu Dhabi");
    expect(normalizeCountryQuery(null)).toBe("");
    expect(normalizeCountryQuery("x".repeat(500))).toHaveLength(100);
  });
});

describe("counts per filter", () => {
  it("count every country under All and each category under its own filter", () => {
    expect(categoryCounts(COUNTRIES)).toEqual({ all: 6, gcc: 2, levant: 1, "north-africa": 1 });
    expect(categoryCounts([])).toEqual({ all: 0, gcc: 0, levant: 0, "north-africa": 0 });
  });
});
