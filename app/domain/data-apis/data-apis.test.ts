import { describe, expect, it } from "vitest";
import {
  type DataApi,
  dataApiCounts,
  dataApiQueryFromSearch,
  dataApiSearch,
  filterDataApis,
  isDataApiFiltered,
} from "#app/domain/data-apis/data-apis.ts";

const api = (overrides: Partial<DataApi>): DataApi => ({
  id: "x",
  name: "Example API",
  category: "government",
  description: "Open datasets",
  url: "https://example.gov.au/",
  status: "active",
  tags: ["open data"],
  documentation: "https://example.gov.au/docs",
  auth: "none",
  rateLimit: "fair-use",
  format: ["JSON"],
  responseTimeMs: 300,
  ...overrides,
});

const APIS = [
  api({
    id: "weather",
    name: "Weather Feeds",
    category: "environmental",
    description: "Forecasts and warnings",
    tags: ["climate"],
  }),
  api({
    id: "rates",
    name: "Rates Tables",
    category: "financial",
    description: "Interest and exchange rates",
    tags: ["banking"],
  }),
  api({
    id: "trains",
    name: "Train Times",
    category: "transport",
    description: "Timetables",
    tags: ["GTFS", "real-time"],
  }),
  api({
    id: "stats",
    name: "Statistics",
    category: "government",
    description: "Population figures",
    tags: ["census"],
  }),
];

/** A page in Korean: the translated descriptions. */
const KOREAN: Record<string, string> = {
  weather: "기상 예보와 특보",
  rates: "금리와 환율",
  trains: "시간표",
  stats: "인구 통계",
};
const korean = (entry: DataApi) => [KOREAN[entry.id] ?? ""];

const ids = (list: readonly DataApi[]) => list.map((entry) => entry.id);

describe("the directory's query", () => {
  it("reads the search and category from the URL; unknown or blank values are no filter", () => {
    expect(dataApiQueryFromSearch(new URLSearchParams("q=%20rates%20&category=financial"))).toEqual({
      q: "rates",
      category: "financial",
    });
    expect(dataApiQueryFromSearch(new URLSearchParams("category=sport"))).toEqual({ q: "", category: "all" });
    expect(dataApiQueryFromSearch(new URLSearchParams(""))).toEqual({ q: "", category: "all" });
    expect(dataApiQueryFromSearch(new URLSearchParams(`q=${"a".repeat(300)}`)).q).toHaveLength(100);
    // A repeated parameter counts by its last value.
    expect(dataApiQueryFromSearch(new URLSearchParams("category=health&category=transport")).category).toBe(
      "transport",
    );
  });

  it("writes only what narrows the list", () => {
    expect(dataApiSearch({ q: "", category: "all" })).toEqual({});
    expect(dataApiSearch({ q: "gtfs", category: "transport" })).toEqual({ q: "gtfs", category: "transport" });
    expect(isDataApiFiltered({ q: "", category: "all" })).toBe(false);
    expect(isDataApiFiltered({ q: "", category: "health" })).toBe(true);
  });
});

describe("filtering the directory", () => {
  it("finds the text in the name, the English description and the tags, ignoring case", () => {
    expect(ids(filterDataApis(APIS, { q: "TRAIN", category: "all" }))).toEqual(["trains"]);
    expect(ids(filterDataApis(APIS, { q: "exchange", category: "all" }))).toEqual(["rates"]);
    expect(ids(filterDataApis(APIS, { q: "gtfs", category: "all" }))).toEqual(["trains"]);
    expect(ids(filterDataApis(APIS, { q: "nothing like this", category: "all" }))).toEqual([]);
  });

  it("finds the text in the page language's description too, and still in English", () => {
    expect(ids(filterDataApis(APIS, { q: "환율", category: "all" }, korean))).toEqual(["rates"]);
    expect(ids(filterDataApis(APIS, { q: "population", category: "all" }, korean))).toEqual(["stats"]);
    // Without the translations, the Korean word matches nothing.
    expect(filterDataApis(APIS, { q: "환율", category: "all" })).toEqual([]);
  });

  it("combines the text with the category, in catalogue order", () => {
    expect(ids(filterDataApis(APIS, { q: "", category: "all" }))).toEqual([
      "weather",
      "rates",
      "trains",
      "stats",
    ]);
    expect(ids(filterDataApis(APIS, { q: "", category: "financial" }))).toEqual(["rates"]);
    expect(ids(filterDataApis(APIS, { q: "rates", category: "transport" }))).toEqual([]);
  });

  it("counts each category among what the text search keeps", () => {
    expect(dataApiCounts(APIS, "")).toEqual({
      all: 4,
      government: 1,
      financial: 1,
      industry: 0,
      environmental: 1,
      health: 0,
      transport: 1,
    });
    expect(dataApiCounts(APIS, "ti", korean)).toMatchObject({
      all: 2,
      transport: 1,
      government: 1,
      financial: 0,
    });
  });
});
