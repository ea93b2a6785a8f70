import { describe, expect, it } from "vitest";
import { COUNTRIES } from "#app/content/countries.ts";
import {
  centralQueryFrom,
  centralReport,
  centralSearch,
  distribution,
  elapsedDaysOfYear,
  PARTNERSHIP_EXCLUDED_CODES,
  periodFactor,
  scaleToPeriod,
  sectorReach,
  topMarkets,
  topPartnerships,
} from "#app/domain/dashboards/regional-dashboard.ts";
import type { Country } from "#app/domain/regions/country.ts";

/** A made-up country: only the fields a test cares about differ from this. */
function country(slug: string, facts: Partial<Country> = {}): Country {
  return {
    id: slug,
    slug,
    code: slug.slice(0, 2).toUpperCase(),
    capitalShown: true,
    category: "gcc",
    priority: "medium",
    status: "active",
    gdpUsd: 100_000_000_000,
    population: 10_000_000,
    marketPotential: "high",
    opportunities: ["fintech", "govtech", "water"],
    ...facts,
  };
}

const NOV_25_2026 = new Date("2026-11-25T18:00:00Z");

describe("the selectors in the URL", () => {
  it("read range and metric, and fall back to the defaults for unknown or missing values", () => {
    expect(centralQueryFrom(new URLSearchParams("range=ytd&metric=economic"))).toEqual({
      range: "ytd",
      metric: "economic",
    });
    expect(centralQueryFrom(new URLSearchParams("range=decade&metric=GDP"))).toEqual({
      range: "current",
      metric: "all",
    });
    expect(centralQueryFrom(new URLSearchParams(""))).toEqual({ range: "current", metric: "all" });
  });

  it("write only what differs from the defaults", () => {
    expect(centralSearch({ range: "current", metric: "all" })).toEqual({});
    expect(centralSearch({ range: "quarterly", metric: "all" })).toEqual({ range: "quarterly" });
    expect(centralSearch({ range: "current", metric: "market" })).toEqual({ metric: "market" });
  });
});

describe("the time range", () => {
  it("counts the days of the year elapsed, today included, in UTC", () => {
    expect(elapsedDaysOfYear(new Date("2026-01-01T00:00:00Z"))).toEqual({ elapsed: 1, total: 365 });
    expect(elapsedDaysOfYear(NOV_25_2026)).toEqual({ elapsed: 329, total: 365 });
    expect(elapsedDaysOfYear(new Date("2024-12-31T23:59:59Z"))).toEqual({ elapsed: 366, total: 366 });
  });

  it("is a full year for current, the elapsed share for ytd, a quarter for quarterly", () => {
    expect(periodFactor("current", NOV_25_2026)).toBe(1);
    expect(periodFactor("ytd", NOV_25_2026)).toBeCloseTo(329 / 365, 10);
    expect(periodFactor("ytd", new Date("2026-12-31T12:00:00Z"))).toBe(1);
    expect(periodFactor("quarterly", NOV_25_2026)).toBe(0.25);
  });

  it("scales a yearly flow to the dollar", () => {
    expect(scaleToPeriod(1_000_000, 0.25)).toBe(250_000);
    expect(scaleToPeriod(1_000_001, 0.5)).toBe(500_001);
  });
});

describe("distributions", () => {
  const countries = [
    country("a", { category: "gcc", gdpUsd: 10 }),
    country("b", { category: "levant", gdpUsd: 5 }),
    country("c", { category: "gcc", gdpUsd: 1 }),
  ];

  it("count the countries per key in the order of the keys, zeros included", () => {
    expect(distribution(countries, ["gcc", "levant", "north-africa"], (entry) => entry.category)).toEqual([
      { key: "gcc", value: 2 },
      { key: "levant", value: 1 },
      { key: "north-africa", value: 0 },
    ]);
  });

  it("add up a weight instead when given one", () => {
    expect(
      distribution(
        countries,
        ["gcc", "levant"],
        (entry) => entry.category,
        (entry) => entry.gdpUsd,
      ),
    ).toEqual([
      { key: "gcc", value: 11 },
      { key: "levant", value: 5 },
    ]);
  });

  it("cover the 22 countries by category, market potential and our service, never by priority", () => {
    const report = centralReport(COUNTRIES, { range: "current", metric: "all" }, NOV_25_2026);
    const chart = (id: string) =>
      Object.fromEntries(report.charts.find((entry) => entry.id === id)!.items.map((i) => [i.key, i.value]));
    expect(chart("category")).toEqual({ gcc: 6, levant: 5, "north-africa": 5, other: 6 });
    expect(chart("marketPotential")).toEqual({ "very-high": 4, high: 7, medium: 6, low: 5 });
    expect(chart("status")).toEqual({ active: 9, developing: 6, monitoring: 7 });
  });

  it("never chart our priority, for any metric (decision 063)", () => {
    for (const metric of ["all", "economic", "political", "market"] as const) {
      const report = centralReport(COUNTRIES, { range: "current", metric }, NOV_25_2026);
      for (const chart of report.charts) {
        expect(chart.dimension, `${metric} ${chart.id}`).not.toBe("priority");
        expect(chart.id, metric).not.toMatch(/priority/i);
      }
    }
  });
});

describe("the top five markets", () => {
  it("are the markets where we work with local partners, largest GDP first", () => {
    expect(topMarkets(COUNTRIES).map((entry) => entry.slug)).toEqual([
      "turkey",
      "saudi-arabia",
      "israel",
      "uae",
      "qatar",
    ]);
  });

  it("leave out markets without local partners however large, ignore our priority, and stop at five", () => {
    const countries = [
      country("big-developing", { priority: "high", status: "developing", gdpUsd: 9e12 }),
      country("big-monitoring", { priority: "high", status: "monitoring", gdpUsd: 8e12 }),
      country("low-priority", { priority: "low", status: "active", gdpUsd: 7e12 }),
      ...[1, 2, 3, 4, 5].map((n) => country(`m${n}`, { priority: "high", gdpUsd: n * 1e9 })),
    ];
    expect(topMarkets(countries).map((entry) => entry.slug)).toEqual([
      "low-priority",
      "m5",
      "m4",
      "m3",
      "m2",
    ]);
  });
});

describe("the chamber's top six partnerships", () => {
  it("exclude Israel, Cyprus and Türkiye, and rank by market potential then GDP", () => {
    expect(PARTNERSHIP_EXCLUDED_CODES).toEqual(["IL", "CY", "TR"]);
    const slugs = topPartnerships(COUNTRIES).map((entry) => entry.slug);
    expect(slugs).toEqual(["saudi-arabia", "uae", "qatar", "egypt", "iraq", "kuwait"]);
    for (const excluded of ["israel", "cyprus", "turkey"]) expect(slugs).not.toContain(excluded);
  });

  it("put every very-high-potential country before a larger high one, whatever our priority", () => {
    const countries = [
      country("high-large", { marketPotential: "high", priority: "high", gdpUsd: 9e12 }),
      country("very-high-small", { marketPotential: "very-high", priority: "low", gdpUsd: 1e9 }),
      country("excluded", { code: "TR", marketPotential: "very-high", gdpUsd: 9e13 }),
      country("low", { marketPotential: "low", priority: "high", gdpUsd: 9e14 }),
      country("medium", { marketPotential: "medium", gdpUsd: 1e9 }),
    ];
    expect(topPartnerships(countries).map((entry) => entry.slug)).toEqual([
      "very-high-small",
      "high-large",
      "medium",
      "low",
    ]);
  });
});

describe("sector reach", () => {
  it("counts the countries open to each sector, most first, ties by id", () => {
    const countries = [
      country("a", { opportunities: ["water", "fintech"] }),
      country("b", { opportunities: ["fintech", "agritech"] }),
    ];
    expect(sectorReach(countries, 2)).toEqual([
      { key: "fintech", value: 2 },
      { key: "agritech", value: 1 },
    ]);
  });
});

describe("the central report", () => {
  const combinedGdp = COUNTRIES.reduce((sum, entry) => sum + entry.gdpUsd, 0);
  const card = (report: ReturnType<typeof centralReport>, id: string) =>
    report.cards.find((entry) => entry.id === id);

  it("shows every summary card and the three distributions for all metrics", () => {
    const report = centralReport(COUNTRIES, { range: "current", metric: "all" }, NOV_25_2026);
    expect(report.cards.map((entry) => entry.id)).toEqual([
      "markets",
      "combinedGdp",
      "tradeValue",
      "investmentPipeline",
      "activeProjects",
    ]);
    expect(card(report, "markets")?.value).toBe(22);
    expect(card(report, "combinedGdp")?.value).toBe(combinedGdp);
    expect(card(report, "tradeValue")?.value).toBe(Math.round(combinedGdp * 0.05));
    expect(card(report, "investmentPipeline")?.value).toBe(Math.round(combinedGdp * 0.02));
    expect(card(report, "activeProjects")?.value).toBe(18); // 6 high-priority countries x 3
    expect(report.charts.map((entry) => entry.id)).toEqual(["category", "marketPotential", "status"]);
    expect(report.topMarkets).toHaveLength(5);
    expect(report.asOf).toBe("2026-11-25");
  });

  it("scales the flows, and only the flows, to the time range", () => {
    const year = centralReport(COUNTRIES, { range: "current", metric: "all" }, NOV_25_2026);
    const quarter = centralReport(COUNTRIES, { range: "quarterly", metric: "all" }, NOV_25_2026);
    const ytd = centralReport(COUNTRIES, { range: "ytd", metric: "all" }, NOV_25_2026);
    expect(card(quarter, "tradeValue")?.value).toBe(Math.round(card(year, "tradeValue")!.value * 0.25));
    expect(card(ytd, "investmentPipeline")?.value).toBe(
      Math.round(card(year, "investmentPipeline")!.value * (329 / 365)),
    );
    expect(card(quarter, "combinedGdp")?.value).toBe(combinedGdp);
    expect(card(quarter, "activeProjects")?.value).toBe(18);
    expect(quarter.topMarkets[0]).toMatchObject({
      slug: "turkey",
      gdpUsd: 1_108_000_000_000,
      tradeValueUsd: 13_850_000_000, // 5 % of GDP for a quarter
      investmentPipelineUsd: 5_540_000_000,
    });
    expect(card(quarter, "tradeValue")?.scaled).toBe(true);
    expect(card(quarter, "combinedGdp")?.scaled).toBe(false);
  });

  it("shows money for the economic metric: GDP per person and GDP by category and market potential", () => {
    const report = centralReport(COUNTRIES, { range: "current", metric: "economic" }, NOV_25_2026);
    const people = COUNTRIES.reduce((sum, entry) => sum + entry.population, 0);
    expect(report.cards.map((entry) => entry.id)).toEqual([
      "combinedGdp",
      "tradeValue",
      "investmentPipeline",
      "gdpPerCapita",
    ]);
    expect(card(report, "gdpPerCapita")?.value).toBe(Math.round(combinedGdp / people));
    expect(report.charts.map((entry) => [entry.id, entry.unit])).toEqual([
      ["gdpByCategory", "usd"],
      ["gdpByMarketPotential", "usd"],
    ]);
    const gcc = report.charts[0]!.items.find((item) => item.key === "gcc")!.value;
    expect(gcc).toBe(
      COUNTRIES.filter((entry) => entry.category === "gcc").reduce((sum, entry) => sum + entry.gdpUsd, 0),
    );
  });

  it("shows our service and risk for the political metric", () => {
    const report = centralReport(COUNTRIES, { range: "current", metric: "political" }, NOV_25_2026);
    expect(Object.fromEntries(report.cards.map((entry) => [entry.id, entry.value]))).toEqual({
      activeMarkets: 9,
      developingMarkets: 6,
      monitoringMarkets: 7,
      lowPoliticalRisk: 9, // political risk is Low exactly where the status is active
    });
    const chart = (id: string) => report.charts.find((entry) => entry.id === id)!.items;
    expect(chart("politicalRisk")).toEqual([
      { key: "low", value: 9 },
      { key: "medium", value: 6 },
      { key: "high", value: 7 },
    ]);
    // GCC Low (6), Levant High (5), otherwise Medium (11).
    expect(chart("regulatoryRisk")).toEqual([
      { key: "low", value: 6 },
      { key: "medium", value: 11 },
      { key: "high", value: 5 },
    ]);
  });

  it("shows potential and opportunities for the market metric", () => {
    const year = centralReport(COUNTRIES, { range: "current", metric: "market" }, NOV_25_2026);
    const quarter = centralReport(COUNTRIES, { range: "quarterly", metric: "market" }, NOV_25_2026);
    expect(card(year, "veryHighPotential")?.value).toBe(4);
    expect(card(year, "opportunitySectors")?.value).toBe(
      new Set(COUNTRIES.flatMap((c) => c.opportunities)).size,
    );
    // 1 % x 3 + 1 % x 2 + 1 % x 1 of GDP: 6 % of every country's GDP (each has at least three opportunities).
    expect(card(year, "opportunityInvestment")?.value).toBe(
      COUNTRIES.reduce(
        (sum, entry) =>
          sum +
          Math.round(entry.gdpUsd * 0.03) +
          Math.round(entry.gdpUsd * 0.02) +
          Math.round(entry.gdpUsd * 0.01),
        0,
      ),
    );
    expect(card(quarter, "opportunityInvestment")?.value).toBe(
      Math.round(card(year, "opportunityInvestment")!.value * 0.25),
    );
    expect(year.charts.map((entry) => entry.id)).toEqual(["marketPotential", "sectors"]);
    expect(year.charts[1]!.items).toHaveLength(8);
  });
});
