import { describe, expect, it } from "vitest";
import { COUNTRIES } from "#app/content/countries.ts";
import { loader } from "#app/routes/regions/middle-east.tsx";

/** The hub's loader for a URL (no session or database is read: anonymous pages depend on the URL only). */
const hub = (pathAndQuery: string) =>
  loader({
    request: new Request(`http://localhost:3000${pathAndQuery}`),
    params: {},
    context: undefined,
  } as never);

const search = (q: string, extra = "") =>
  hub(`/regions/middle-east?${new URLSearchParams({ q })}${extra}`).slugs;

describe("/regions/middle-east loader", () => {
  it("shows all 22 countries in catalogue order, with the filters' counts and the headline figures", () => {
    const data = hub("/regions/middle-east");
    expect(data.query).toEqual({ q: "", category: "all" });
    expect(data.slugs).toEqual(COUNTRIES.map((country) => country.slug));
    expect(data.total).toBe(22);
    expect(data.counts).toEqual({ all: 22, gcc: 6, levant: 5, "north-africa": 5 });
    expect(data.stats).toEqual({
      countries: 22,
      combinedGdpUsd: COUNTRIES.reduce((sum, country) => sum + country.gdpUsd, 0),
      people: COUNTRIES.reduce((sum, country) => sum + country.population, 0),
      withLocalPartners: COUNTRIES.filter((country) => country.status === "active").length,
    });
    expect(data.stats.withLocalPartners).toBe(9);
    // Our priority for each market is internal: the hub's figures never count it (decision 063).
    expect(Object.keys(data.stats).join()).not.toMatch(/priority/i);
  });

  it("finds a country by its name or its capital, case-insensitively", () => {
    expect(search("qatar")).toEqual(["qatar"]);
    expect(search("RIYADH")).toEqual(["saudi-arabia"]);
    expect(search("  cairo ")).toEqual(["egypt"]);
    expect(search("abu dhabi")).toEqual(["uae"]);
    expect(search("United Arab")).toEqual(["uae"]);
  });

  it("finds names and capitals in every language, whatever the page's language", () => {
    expect(search("الرياض")).toEqual(["saudi-arabia"]);
    expect(search("قطر")).toEqual(["qatar"]);
    expect(search("도하")).toEqual(["qatar"]);
    expect(search("开罗")).toEqual(["egypt"]);
    expect(search("काहिरा")).toEqual(["egypt"]);
    expect(search("암만")).toEqual(["jordan"]);
    expect(hub(`/ar/regions/middle-east?${new URLSearchParams({ q: "Doha" })}`).slugs).toEqual(["qatar"]);
    expect(hub(`/ko/regions/middle-east?${new URLSearchParams({ q: "الدوحة" })}`).slugs).toEqual(["qatar"]);
  });

  it("names no capital where it is contested, so none is found by one (decision 063)", () => {
    for (const capital of ["Jerusalem", "القدس", "예루살렘", "耶路撒冷", "यरूशलम", "Ramallah", "رام الله"])
      expect(search(capital), capital).toEqual([]);
    expect(search("israel")).toEqual(["israel"]);
    expect(search("فلسطين")).toEqual(["palestine"]);
  });

  it("filters by sub-region; `other` countries are under All only; an unknown filter is All", () => {
    const gcc = hub("/regions/middle-east?category=gcc");
    expect(gcc.query.category).toBe("gcc");
    expect(gcc.slugs).toEqual(["saudi-arabia", "uae", "qatar", "kuwait", "bahrain", "oman"]);
    expect(hub("/regions/middle-east?category=levant").slugs).toHaveLength(5);
    expect(hub("/regions/middle-east?category=north-africa").slugs).toEqual([
      "egypt",
      "morocco",
      "algeria",
      "tunisia",
      "libya",
    ]);
    for (const unknown of ["other", "asia", "GCC", ""]) {
      const data = hub(`/regions/middle-east?category=${unknown}`);
      expect(data.query.category, unknown).toBe("all");
      expect(data.slugs, unknown).toHaveLength(22);
    }
    expect(search("ankara")).toEqual(["turkey"]);
    expect(search("ankara", "&category=gcc")).toEqual([]);
  });

  it("combines the text with the filter, and counts each filter's matches for the text", () => {
    const data = hub("/regions/middle-east?q=an&category=levant");
    expect(data.slugs.every((slug) => COUNTRIES.find((c) => c.slug === slug)?.category === "levant")).toBe(
      true,
    );
    expect(data.slugs).toContain("jordan"); // Jordan, Amman
    expect(data.slugs).toContain("lebanon");
    const all = hub("/regions/middle-east?q=an").slugs;
    expect(data.counts.all).toBe(all.length);
    expect(data.counts.levant).toBe(data.slugs.length);
    expect(data.counts.gcc).toBe(hub("/regions/middle-east?q=an&category=gcc").slugs.length);
    expect(data.total).toBe(22);
  });

  it("answers an empty list, with zero counts, when nothing matches", () => {
    const data = hub("/regions/middle-east?q=atlantis");
    expect(data.slugs).toEqual([]);
    expect(data.counts).toEqual({ all: 0, gcc: 0, levant: 0, "north-africa": 0 });
    expect(data.query.q).toBe("atlantis");
  });
});
