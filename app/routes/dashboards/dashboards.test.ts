import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aacciDashboardData } from "#app/routes/dashboards/aacci-dashboard.server.ts";
import { loader as centralLoader } from "#app/routes/dashboards/central-reporting.tsx";
import { tech4humanityData } from "#app/routes/dashboards/tech4humanity-dashboard.server.ts";

/** What React Router hands a loader for a GET of `path` (these loaders read the URL only). */
const get = (path: string) =>
  ({ request: new Request(`http://localhost:3000${path}`), params: {}, context: {} }) as never;
// The sample-figure dashboards' loaders first ask whether the sample content is shown (sample-content.test.ts);
// what they show is their data function's, read here from the URL alone.
const aacciLoader = ({ request }: { request: Request }) => aacciDashboardData(request);
const impactLoader = ({ request }: { request: Request }) => tech4humanityData(request);

describe("/regions/central-reporting loader", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const card = (report: ReturnType<typeof centralLoader>, id: string) =>
    report.cards.find((entry) => entry.id === id)?.value;

  it("shows every metric for the full year by default", () => {
    const report = centralLoader(get("/regions/central-reporting"));
    expect(report.query).toEqual({ range: "current", metric: "all" });
    expect(report.factor).toBe(1);
    expect(report.charts.map((chart) => chart.id)).toEqual(["category", "marketPotential", "status"]);
    expect(report.topMarkets.map((market) => market.slug)).toEqual([
      "turkey",
      "saudi-arabia",
      "israel",
      "uae",
      "qatar",
    ]);
  });

  it("scales the flows to the time range in the URL", () => {
    const year = centralLoader(get("/regions/central-reporting"));
    const quarter = centralLoader(get("/regions/central-reporting?range=quarterly"));
    const ytd = centralLoader(get("/ar/regions/central-reporting?range=ytd"));
    expect(card(quarter, "tradeValue")).toBe(Math.round(card(year, "tradeValue")! * 0.25));
    expect(ytd.factor).toBeCloseTo(329 / 365, 10);
    expect(ytd.asOf).toBe("2026-11-25");
    expect(card(quarter, "combinedGdp")).toBe(card(year, "combinedGdp"));
  });

  it("shows the cards and charts of the metric in the URL", () => {
    const economic = centralLoader(get("/regions/central-reporting?metric=economic&range=ytd"));
    expect(economic.query).toEqual({ range: "ytd", metric: "economic" });
    expect(economic.charts.map((chart) => chart.id)).toEqual(["gdpByCategory", "gdpByMarketPotential"]);
    const political = centralLoader(get("/regions/central-reporting?metric=political"));
    expect(political.cards.map((entry) => entry.id)).toContain("lowPoliticalRisk");
    const market = centralLoader(get("/regions/central-reporting?metric=market"));
    expect(market.charts.map((chart) => chart.id)).toEqual(["marketPotential", "sectors"]);
  });

  it("falls back to the defaults for unknown selector values instead of failing", () => {
    const report = centralLoader(
      get("/regions/central-reporting?range=forever&metric=%3Cscript%3E&region=europe"),
    );
    expect(report.query).toEqual({ range: "current", metric: "all" });
    expect(report.charts).toHaveLength(3);
  });
});

describe("/regions/aacci-dashboard loader", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("opens on the latest period, the year to date, with the spec's figures", () => {
    const data = aacciLoader(get("/regions/aacci-dashboard"));
    expect(data.period).toBe("ytd");
    expect(data.reach).toEqual({ people: 450_000_000, combinedGdpUsd: 3_800_000_000_000, markets: 19 });
    expect(data.figures).toMatchObject({ projects: 199, programs: 35, entryRatePercent: 95 });
  });

  it("dates every period from today: 2026 to date, 2025, Q3 2026 (decision 063)", () => {
    expect(aacciLoader(get("/regions/aacci-dashboard")).periodDates).toEqual({
      ytd: { year: 2026, quarter: null },
      "full-year": { year: 2025, quarter: null },
      quarter: { year: 2026, quarter: 3 },
    });
  });

  it("shows each period's own figures", () => {
    const fullYear = aacciLoader(get("/regions/aacci-dashboard?period=full-year"));
    const quarter = aacciLoader(get("/regions/aacci-dashboard?period=quarter"));
    expect(fullYear.period).toBe("full-year");
    expect(fullYear.figures.projects).not.toBe(199);
    expect(quarter.figures.projects).not.toBe(fullYear.figures.projects);
    expect(quarter.focus).not.toEqual(fullYear.focus);
    expect(quarter.focus).toHaveLength(6);
  });

  it("lists six partnerships without Israel, Cyprus or Türkiye, by market potential then GDP", () => {
    const { partnerships } = aacciLoader(get("/regions/aacci-dashboard?period=quarter"));
    expect(partnerships.map((partner) => partner.slug)).toEqual([
      "saudi-arabia",
      "uae",
      "qatar",
      "egypt",
      "iraq",
      "kuwait",
    ]);
    expect(partnerships[0]).toEqual({
      slug: "saudi-arabia",
      code: "SA",
      marketPotential: "very-high",
      gdpUsd: 1_068_000_000_000,
      sectors: ["smart-cities", "govtech"],
    });
  });

  it("falls back to the year to date for an unknown or old dated period", () => {
    expect(aacciLoader(get("/regions/aacci-dashboard?period=1999")).period).toBe("ytd");
    expect(aacciLoader(get("/regions/aacci-dashboard?period=2024-ytd")).period).toBe("ytd");
  });
});

describe("/regions/tech4humanity-dashboard loader", () => {
  it("shows the six areas and four stories for all categories", () => {
    const data = impactLoader(get("/regions/tech4humanity-dashboard"));
    expect(data.category).toBe("all");
    expect(data.areas).toHaveLength(6);
    expect(data.stories).toHaveLength(4);
    expect(data.totals.areas).toBe(6);
  });

  it("filters areas, stories and totals to the category in the URL", () => {
    const cities = impactLoader(get("/regions/tech4humanity-dashboard?category=cities"));
    expect(cities.areas.map((area) => area.id)).toEqual(["smart-mobility", "water-resilience"]);
    expect(cities.stories.map((story) => story.id)).toEqual(["smart-water"]);
    expect(cities.totals).toEqual({ peopleReached: 4_100_000, projects: 13, areas: 2 });
    const health = impactLoader(get("/regions/tech4humanity-dashboard?category=health"));
    expect(health.areas.every((area) => area.category === "health")).toBe(true);
    expect(health.stories.map((story) => story.country)).toEqual(["saudi-arabia"]);
  });

  it("falls back to all for an unknown category", () => {
    const data = impactLoader(get("/regions/tech4humanity-dashboard?category=space"));
    expect(data.category).toBe("all");
    expect(data.areas).toHaveLength(6);
  });
});
