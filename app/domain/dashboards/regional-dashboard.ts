/**
 * The aggregation rules of the three regional dashboards (spec 001 §2.8-2.10, §9; issue 11 items 6-7): what the
 * central reporting dashboard shows for its time range and metric, the distributions its charts draw, its top five
 * markets, and the chamber dashboard's top six partnerships. Pure: the catalogue and the date come in as arguments
 * (decision 022). Our internal priority for a market is never a chart, a column or a ranking here (decision 063):
 * distributions are by category, market potential and the service we offer; the lists rank by GDP and potential.
 */

import {
  activeProjects,
  investmentPipelineUsd,
  opportunityEntries,
  riskAssessment,
  tradeValueUsd,
} from "#app/domain/country-report/country-report.ts";
import {
  COUNTRY_CATEGORIES,
  COUNTRY_STATUSES,
  type Country,
  MARKET_POTENTIALS,
  type MarketPotential,
  type SectorId,
} from "#app/domain/regions/country.ts";

/* ---------------------------------------------------------------------------------------------------------------
 * The selectors, read from the URL: an unknown or missing value is the default, never an error.
 * ------------------------------------------------------------------------------------------------------------- */

export const TIME_RANGES = ["current", "ytd", "quarterly"] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const METRICS = ["all", "economic", "political", "market"] as const;
export type Metric = (typeof METRICS)[number];

const pick =
  <T extends string>(values: readonly T[]) =>
  (raw: string | null | undefined): T =>
    values.includes(raw as T) ? (raw as T) : values[0]!;

export const parseTimeRange = pick(TIME_RANGES);
export const parseMetric = pick(METRICS);

export type CentralQuery = { range: TimeRange; metric: Metric };

/** The dashboard's query from its URL's search parameters (`?range=ytd&metric=economic`). */
export function centralQueryFrom(search: URLSearchParams): CentralQuery {
  return { range: parseTimeRange(search.get("range")), metric: parseMetric(search.get("metric")) };
}

/** The query as URL parameters, leaving out defaults: `{ range: "ytd" }`, not `?range=ytd&metric=all`. */
export function centralSearch(query: CentralQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.range !== TIME_RANGES[0]) search.range = query.range;
  if (query.metric !== METRICS[0]) search.metric = query.metric;
  return search;
}

/* ---------------------------------------------------------------------------------------------------------------
 * The time range: yearly flows (trade, investment pipeline, opportunity investment) are scaled to the period.
 * GDP, population and counts are annual or point-in-time figures and are never scaled.
 * ------------------------------------------------------------------------------------------------------------- */

const DAY_MS = 86_400_000;

/** Days of `now`'s calendar year (UTC) elapsed, today included: 1 on 1 January, 365 or 366 on 31 December. */
export function elapsedDaysOfYear(now: Date): { elapsed: number; total: number } {
  const year = now.getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const total = Math.round((Date.UTC(year + 1, 0, 1) - start) / DAY_MS);
  return { elapsed: Math.round((today - start) / DAY_MS) + 1, total };
}

/**
 * The share of a year a time range covers: `current` is the annualised figure (1), `ytd` the elapsed share of
 * the calendar year on `now` (UTC), `quarterly` one quarter (0.25).
 */
export function periodFactor(range: TimeRange, now: Date): number {
  switch (range) {
    case "current":
      return 1;
    case "ytd": {
      const { elapsed, total } = elapsedDaysOfYear(now);
      return elapsed / total;
    }
    case "quarterly":
      return 0.25;
  }
}

/** A yearly flow in US dollars for a period (`periodFactor`), rounded to the dollar. */
export function scaleToPeriod(annualUsd: number, factor: number): number {
  return Math.round(annualUsd * factor);
}

/* ---------------------------------------------------------------------------------------------------------------
 * Distributions and lists.
 * ------------------------------------------------------------------------------------------------------------- */

/** One bar of a chart: what it counts (a category, a market potential…) and its value. */
export type ChartItem = { key: string; value: number };

/**
 * How many countries (or, with `weight`, how much of the weight) fall under each key, in the order of `keys`
 * (every key listed, zeros too, so a chart's bars keep their places).
 */
export function distribution<K extends string>(
  countries: readonly Country[],
  keys: readonly K[],
  keyOf: (country: Country) => K,
  weight: (country: Country) => number = () => 1,
): { key: K; value: number }[] {
  const totals = new Map<K, number>(keys.map((key) => [key, 0]));
  for (const country of countries) {
    const key = keyOf(country);
    if (totals.has(key)) totals.set(key, totals.get(key)! + weight(country));
  }
  return keys.map((key) => ({ key, value: totals.get(key)! }));
}

const POTENTIAL_RANK: Record<MarketPotential, number> = { "very-high": 0, high: 1, medium: 2, low: 3 };
const byGdpDescending = (a: Country, b: Country) => b.gdpUsd - a.gdpUsd || a.slug.localeCompare(b.slug);

/** The number of markets the central dashboard's top list shows (spec 001 §9 "top markets shown 5"). */
export const TOP_MARKETS = 5;

/**
 * The top markets (spec 001 §2.8, decision 063): the markets where we work with local partners (status active),
 * largest GDP first. The spec's "high-priority" filter is left out: a public list never ranks by our priority.
 */
export function topMarkets(countries: readonly Country[], limit = TOP_MARKETS): Country[] {
  return countries
    .filter((country) => country.status === "active")
    .sort(byGdpDescending)
    .slice(0, limit);
}

/** The chamber's top list is six long (spec 001 §9 "chamber top list 6"). */
export const TOP_PARTNERSHIPS = 6;

/** The chamber dashboard leaves Israel, Cyprus and Türkiye out of its partnerships (spec 001 §2.9), by ISO code. */
export const PARTNERSHIP_EXCLUDED_CODES: readonly string[] = ["IL", "CY", "TR"];

/**
 * The chamber's top partnerships (spec 001 §2.9, decision 063): every country but the excluded three, by market
 * potential (very high first), then by GDP (largest first).
 */
export function topPartnerships(countries: readonly Country[], limit = TOP_PARTNERSHIPS): Country[] {
  return countries
    .filter((country) => !PARTNERSHIP_EXCLUDED_CODES.includes(country.code))
    .sort(
      (a, b) =>
        POTENTIAL_RANK[a.marketPotential] - POTENTIAL_RANK[b.marketPotential] || byGdpDescending(a, b),
    )
    .slice(0, limit);
}

/** Sectors by the number of countries that list them as an opportunity, most first (ties by id), at most `limit`. */
export function sectorReach(
  countries: readonly Country[],
  limit: number,
): { key: SectorId; value: number }[] {
  const counts = new Map<SectorId, number>();
  for (const country of countries)
    for (const sector of country.opportunities) counts.set(sector, (counts.get(sector) ?? 0) + 1);
  return [...counts]
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** How many sectors the chart of the market metric shows. */
export const SECTOR_CHART_SIZE = 8;

const RISK_LEVELS = ["low", "medium", "high"] as const;

/* ---------------------------------------------------------------------------------------------------------------
 * The central reporting dashboard: what each metric shows.
 * ------------------------------------------------------------------------------------------------------------- */

/** A summary card: its figure and how to read it (`usd` money, `count` a number of things, `usd` flows `scaled`). */
export type SummaryCard = {
  id:
    | "markets"
    | "combinedGdp"
    | "tradeValue"
    | "investmentPipeline"
    | "activeProjects"
    | "gdpPerCapita"
    | "activeMarkets"
    | "developingMarkets"
    | "monitoringMarkets"
    | "lowPoliticalRisk"
    | "veryHighPotential"
    | "opportunitySectors"
    | "opportunityInvestment";
  value: number;
  unit: "usd" | "count";
  /** A yearly flow scaled to the selected time range. */
  scaled: boolean;
};

/**
 * Which catalogue vocabulary a chart's keys come from (the page names them in the language); `status` is shown as
 * the service we offer in each market.
 */
export type ChartDimension = "category" | "status" | "risk" | "marketPotential" | "sector";

/** A chart: horizontal bars, or one bar of shares (`distribution`); `usd` values are money, `count` countries. */
export type DashboardChart = {
  id:
    | "category"
    | "status"
    | "gdpByCategory"
    | "gdpByMarketPotential"
    | "politicalRisk"
    | "regulatoryRisk"
    | "marketPotential"
    | "sectors";
  kind: "bars" | "distribution";
  dimension: ChartDimension;
  unit: "usd" | "count";
  items: ChartItem[];
};

/** A row of the top five: the country and its figures, flows scaled to the time range. */
export type TopMarketRow = {
  slug: string;
  code: string;
  gdpUsd: number;
  tradeValueUsd: number;
  investmentPipelineUsd: number;
};

export type CentralReport = {
  query: CentralQuery;
  /** The share of a year the flows cover (1, the elapsed share for ytd, 0.25). */
  factor: number;
  /** The day the figures are computed for (UTC, `YYYY-MM-DD`): the end of the year-to-date period. */
  asOf: string;
  countryCount: number;
  cards: SummaryCard[];
  charts: DashboardChart[];
  topMarkets: TopMarketRow[];
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The central reporting dashboard for a query (decisions 022, 063). The metric chooses the cards and charts:
 * - `all`: markets, combined GDP, trade value, investment pipeline, active projects; countries by category, by
 *   market potential and by our service (status).
 * - `economic`: combined GDP, trade value, investment pipeline, the region's GDP per person; GDP by category and by
 *   market potential.
 * - `political`: the markets by our service (local partners, a growing network, advice on request) and those of
 *   low political risk; countries by our service, by political risk and by regulatory risk.
 * - `market`: very-high-potential markets, opportunity sectors, opportunity investment, active projects; countries
 *   by market potential and the most widely open sectors.
 * The top five markets show for every metric. The time range scales the yearly flows (`periodFactor`).
 */
export function centralReport(countries: readonly Country[], query: CentralQuery, now: Date): CentralReport {
  const factor = periodFactor(query.range, now);
  const scaled = (usd: number) => scaleToPeriod(usd, factor);
  const card = (id: SummaryCard["id"], value: number, unit: SummaryCard["unit"] = "count", flow = false) => ({
    id,
    value: flow ? scaled(value) : value,
    unit,
    scaled: flow,
  });
  const count = (test: (country: Country) => boolean) => countries.filter(test).length;
  /** A card counting the countries that pass `test`. */
  const countCard = (id: SummaryCard["id"], test: (country: Country) => boolean) => card(id, count(test));
  /** A chart of how the countries spread over `keys` (`keyOf` reads a country's): counted, or summed by `weight`. */
  const chart = <K extends string>(
    id: DashboardChart["id"],
    kind: DashboardChart["kind"],
    dimension: ChartDimension,
    keys: readonly K[],
    keyOf: (country: Country) => K,
    weight?: (country: Country) => number,
  ): DashboardChart => ({
    id,
    kind,
    dimension,
    unit: weight ? "usd" : "count",
    items: distribution(countries, keys, keyOf, weight),
  });
  const combinedGdp = sum(countries.map((country) => country.gdpUsd));
  const trade = sum(countries.map(tradeValueUsd));
  const pipeline = sum(countries.map(investmentPipelineUsd));

  let cards: SummaryCard[];
  let charts: DashboardChart[];
  switch (query.metric) {
    case "all":
      cards = [
        card("markets", countries.length),
        card("combinedGdp", combinedGdp, "usd"),
        card("tradeValue", trade, "usd", true),
        card("investmentPipeline", pipeline, "usd", true),
        card("activeProjects", activeProjects(countries)),
      ];
      charts = [
        chart("category", "bars", "category", COUNTRY_CATEGORIES, (country) => country.category),
        chart(
          "marketPotential",
          "distribution",
          "marketPotential",
          MARKET_POTENTIALS,
          (country) => country.marketPotential,
        ),
        chart("status", "distribution", "status", COUNTRY_STATUSES, (country) => country.status),
      ];
      break;
    case "economic": {
      const people = sum(countries.map((country) => country.population));
      cards = [
        card("combinedGdp", combinedGdp, "usd"),
        card("tradeValue", trade, "usd", true),
        card("investmentPipeline", pipeline, "usd", true),
        card("gdpPerCapita", people > 0 ? Math.round(combinedGdp / people) : 0, "usd"),
      ];
      const gdp = (country: Country) => country.gdpUsd;
      charts = [
        chart("gdpByCategory", "bars", "category", COUNTRY_CATEGORIES, (country) => country.category, gdp),
        chart(
          "gdpByMarketPotential",
          "bars",
          "marketPotential",
          MARKET_POTENTIALS,
          (country) => country.marketPotential,
          gdp,
        ),
      ];
      break;
    }
    case "political":
      cards = [
        countCard("activeMarkets", (country) => country.status === "active"),
        countCard("developingMarkets", (country) => country.status === "developing"),
        countCard("monitoringMarkets", (country) => country.status === "monitoring"),
        countCard("lowPoliticalRisk", (country) => riskAssessment(country).political === "low"),
      ];
      charts = [
        chart("status", "distribution", "status", COUNTRY_STATUSES, (country) => country.status),
        chart(
          "politicalRisk",
          "distribution",
          "risk",
          RISK_LEVELS,
          (country) => riskAssessment(country).political,
        ),
        chart(
          "regulatoryRisk",
          "distribution",
          "risk",
          RISK_LEVELS,
          (country) => riskAssessment(country).regulatory,
        ),
      ];
      break;
    case "market": {
      const sectors = new Set(countries.flatMap((country) => country.opportunities));
      const investment = sum(
        countries.flatMap((country) => opportunityEntries(country).map((entry) => entry.investmentUsd)),
      );
      cards = [
        countCard("veryHighPotential", (country) => country.marketPotential === "very-high"),
        card("opportunitySectors", sectors.size),
        card("opportunityInvestment", investment, "usd", true),
        card("activeProjects", activeProjects(countries)),
      ];
      charts = [
        chart(
          "marketPotential",
          "bars",
          "marketPotential",
          MARKET_POTENTIALS,
          (country) => country.marketPotential,
        ),
        {
          id: "sectors",
          kind: "bars",
          dimension: "sector",
          unit: "count",
          items: sectorReach(countries, SECTOR_CHART_SIZE),
        },
      ];
      break;
    }
  }

  return {
    query,
    factor,
    asOf: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
      .toISOString()
      .slice(0, 10),
    countryCount: countries.length,
    cards,
    charts,
    topMarkets: topMarkets(countries).map((country) => ({
      slug: country.slug,
      code: country.code,
      gdpUsd: country.gdpUsd,
      tradeValueUsd: scaled(tradeValueUsd(country)),
      investmentPipelineUsd: scaled(investmentPipelineUsd(country)),
    })),
  };
}
