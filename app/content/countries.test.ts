import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  COUNTRY_CATEGORIES,
  COUNTRY_SLUG_PATTERN,
  COUNTRY_STATUSES,
  countryBySlug,
  MARKET_POTENTIALS,
  PRIORITIES,
  SECTOR_IDS,
} from "#app/content/countries.ts";
import {
  OPEN_REGIONS,
  REGION_FIGURES,
  REGION_IDS,
  REGIONS,
  regionById,
  UPCOMING_REGION_IDS,
} from "#app/content/regions.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";

const locale = (lng: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "locales", lng, "regions.json"), "utf8"),
  ) as Record<string, unknown>;

/** The text at a dotted key of one language's `regions` namespace (keys may contain hyphens, not dots). */
function text(lng: string, key: string): string | undefined {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale(lng));
  return typeof found === "string" && found.trim() ? found : undefined;
}

describe("the Middle East countries", () => {
  it("are the 22 built-in countries (spec 001 §9)", () => {
    expect(COUNTRIES).toHaveLength(22);
  });

  it("have unique slugs, ids equal to their slugs, and unique upper-case ISO alpha-2 codes", () => {
    expect(new Set(COUNTRIES.map((c) => c.slug)).size).toBe(22);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(22);
    for (const country of COUNTRIES) {
      expect(country.id).toBe(country.slug);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("have slugs made of the English name: lower case, hyphens between words", () => {
    for (const country of COUNTRIES) {
      expect(country.slug).toMatch(COUNTRY_SLUG_PATTERN);
      if (country.slug === "uae") continue; // the United Arab Emirates, by its usual short name
      // Türkiye (its UN and DFAT name since 2022) keeps the slug it was published under; "turkey" still finds it.
      if (country.slug === "turkey") continue;
      const english = text("en", `country.${country.slug}.name`);
      expect(english?.toLowerCase().replaceAll(" ", "-")).toBe(country.slug);
    }
    expect(countryBySlug("uae")?.code).toBe("AE");
  });

  it("include the six GCC states, and Israel, Cyprus and Türkiye (the chamber dashboard leaves those out)", () => {
    const gcc = COUNTRIES.filter((c) => c.category === "gcc").map((c) => c.slug);
    expect(gcc.sort()).toEqual(["bahrain", "kuwait", "oman", "qatar", "saudi-arabia", "uae"]);
    for (const slug of ["israel", "cyprus", "turkey"]) expect(countryBySlug(slug)).toBeDefined();
  });

  it("represent every category, and are listed category by category in the hub's order", () => {
    for (const category of COUNTRY_CATEGORIES) {
      expect(COUNTRIES.some((c) => c.category === category)).toBe(true);
    }
    const order = COUNTRIES.map((c) => COUNTRY_CATEGORIES.indexOf(c.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("use only the known priorities, statuses and market potentials", () => {
    for (const country of COUNTRIES) {
      expect(PRIORITIES).toContain(country.priority);
      expect(COUNTRY_STATUSES).toContain(country.status);
      expect(MARKET_POTENTIALS).toContain(country.marketPotential);
    }
    for (const status of COUNTRY_STATUSES) expect(COUNTRIES.some((c) => c.status === status)).toBe(true);
    for (const priority of PRIORITIES) expect(COUNTRIES.some((c) => c.priority === priority)).toBe(true);
  });

  it("carry GDP in US dollars and population as positive integers in a plausible range", () => {
    for (const country of COUNTRIES) {
      expect(Number.isSafeInteger(country.gdpUsd), country.slug).toBe(true);
      expect(Number.isSafeInteger(country.population), country.slug).toBe(true);
      // Between $10 billion and $2 trillion; between 1 and 150 million people.
      expect(country.gdpUsd).toBeGreaterThan(10_000_000_000);
      expect(country.gdpUsd).toBeLessThan(2_000_000_000_000);
      expect(country.population).toBeGreaterThan(1_000_000);
      expect(country.population).toBeLessThan(150_000_000);
    }
    expect(countryBySlug("saudi-arabia")).toMatchObject({
      gdpUsd: 1_068_000_000_000,
      population: 33_300_000,
    });
  });

  it("list 3 to 6 distinct known opportunity sectors each", () => {
    for (const country of COUNTRIES) {
      expect(country.opportunities.length).toBeGreaterThanOrEqual(3);
      expect(country.opportunities.length).toBeLessThanOrEqual(6);
      expect(new Set(country.opportunities).size).toBe(country.opportunities.length);
      for (const sector of country.opportunities) expect(SECTOR_IDS).toContain(sector);
    }
    const used = new Set(COUNTRIES.flatMap((c) => c.opportunities));
    expect(
      SECTOR_IDS.filter((id) => !used.has(id)),
      "sectors no country lists",
    ).toEqual([]);
  });

  it("name a capital for every country but Israel and Palestine, where it is contested (decision 063)", () => {
    expect(COUNTRIES.filter((c) => !c.capitalShown).map((c) => c.slug)).toEqual(["israel", "palestine"]);
  });

  it("are found by exact slug only", () => {
    expect(countryBySlug("qatar")?.code).toBe("QA");
    expect(countryBySlug("Qatar")).toBeUndefined();
    expect(countryBySlug("atlantis")).toBeUndefined();
    expect(countryBySlug("")).toBeUndefined();
  });
});

describe("the four regions", () => {
  it("are Middle East (active, with its hub) and three coming soon without a route", () => {
    expect(REGIONS.map((r) => r.id)).toEqual([...REGION_IDS]);
    expect(regionById("middle-east")).toEqual({
      id: "middle-east",
      status: "active",
      route: "/regions/middle-east",
      countryCount: COUNTRIES.length,
    });
    for (const region of REGIONS.filter((r) => r.id !== "middle-east")) {
      expect(region.status).toBe("coming-soon");
      expect(region.route).toBeNull();
      expect(Number.isInteger(region.countryCount) && region.countryCount > 0).toBe(true);
    }
    expect(regionById("antarctica")).toBeUndefined();
  });

  it("show the open regions and take sign-ups for the others only", () => {
    expect(OPEN_REGIONS.map((r) => [r.id, r.route])).toEqual([["middle-east", "/regions/middle-east"]]);
    expect(UPCOMING_REGION_IDS).toEqual(["asia-pacific", "europe", "americas"]);
  });

  it("carry the spec's static dashboard figures as numbers", () => {
    expect(REGION_FIGURES).toEqual({
      people: 450_000_000,
      combinedGdpUsd: 3_800_000_000_000,
      entryRatePercent: 95,
      projects: 199,
      programs: 35,
    });
  });
});

describe.each(LANGUAGE_CODES)("the catalogue's texts in %s", (lng) => {
  it("name every country, and its capital exactly where the site names one", () => {
    for (const country of COUNTRIES) {
      expect(text(lng, `country.${country.slug}.name`), country.slug).toBeDefined();
      // No capital text at all where none is named: it can be neither shown nor searched.
      expect(text(lng, `country.${country.slug}.capital`) !== undefined, country.slug).toBe(
        country.capitalShown,
      );
    }
  });

  it("name every sector, category, priority, status and market potential", () => {
    for (const id of SECTOR_IDS) expect(text(lng, `sector.${id}`), id).toBeDefined();
    for (const id of COUNTRY_CATEGORIES) expect(text(lng, `category.${id}`), id).toBeDefined();
    for (const id of PRIORITIES) expect(text(lng, `priority.${id}`), id).toBeDefined();
    for (const id of COUNTRY_STATUSES) expect(text(lng, `status.${id}`), id).toBeDefined();
    for (const id of MARKET_POTENTIALS) expect(text(lng, `marketPotential.${id}`), id).toBeDefined();
  });

  it("name and describe every region", () => {
    for (const id of REGION_IDS) {
      expect(text(lng, `region.${id}.name`), id).toBeDefined();
      expect(text(lng, `region.${id}.description`), id).toBeDefined();
    }
  });

  it.skipIf(lng === "en")("translate the country names rather than copy the English", () => {
    const copied = COUNTRIES.filter(
      (c) => text(lng, `country.${c.slug}.name`) === text("en", `country.${c.slug}.name`),
    );
    expect(copied.map((c) => c.slug)).toEqual([]);
  });
});
