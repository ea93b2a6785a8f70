import { describe, expect, it } from "vitest";
import {
  cardOpportunities,
  countryLinkQuery,
  countryPath,
  countryReportPath,
  hubQueryFromSearch,
  hubSearch,
  hubStats,
  isCustomerId,
  isHubFiltered,
} from "#app/domain/regions/middle-east-hub.ts";

describe("hubQueryFromSearch", () => {
  it("reads the search text and a known filter", () => {
    expect(hubQueryFromSearch(new URLSearchParams("q=%20Riyadh%20&category=gcc"))).toEqual({
      q: "Riyadh",
      category: "gcc",
    });
    expect(hubQueryFromSearch(new URLSearchParams("category=north-africa"))).toEqual({
      q: "",
      category: "north-africa",
    });
  });

  it("treats a missing, blank or unknown filter as all, including the catalogue's `other`", () => {
    for (const search of ["", "category=", "category=other", "category=GCC", "category=asia"]) {
      expect(hubQueryFromSearch(new URLSearchParams(search)).category, search).toBe("all");
    }
  });

  it("takes the last value of a repeated parameter, collapses spaces and cuts a long text", () => {
    expect(hubQueryFromSearch(new URLSearchParams("category=gcc&category=levant&q=a&q=b"))).toEqual({
      q: "b",
      category: "levant",
    });
    expect(hubQueryFromSearch(new URLSearchParams({ q: "  abu   dhabi " })).q).toBe("abu dhabi");
    const arabic = "الرياض".repeat(30);
    const cut = hubQueryFromSearch(new URLSearchParams({ q: arabic })).q;
    expect(cut).toHaveLength(100);
    expect(arabic.startsWith(cut)).toBe(true);
  });
});

describe("hubSearch", () => {
  it("keeps only what narrows the list", () => {
    expect(hubSearch({ q: "", category: "all" })).toEqual({});
    expect(hubSearch({ q: "doha", category: "all" })).toEqual({ q: "doha" });
    expect(hubSearch({ q: "", category: "levant" })).toEqual({ category: "levant" });
    expect(hubSearch({ q: "cairo", category: "north-africa" })).toEqual({
      q: "cairo",
      category: "north-africa",
    });
  });

  it("round-trips through the URL", () => {
    const query = { q: "عمّان", category: "levant" } as const;
    expect(hubQueryFromSearch(new URLSearchParams(hubSearch(query)))).toEqual(query);
  });

  it("says when the list is narrowed", () => {
    expect(isHubFiltered({ q: "", category: "all" })).toBe(false);
    expect(isHubFiltered({ q: "x", category: "all" })).toBe(true);
    expect(isHubFiltered({ q: "", category: "gcc" })).toBe(true);
  });
});

describe("hubStats", () => {
  it("counts the countries and those where we have local partners, and sums GDP and people", () => {
    expect(
      hubStats([
        { gdpUsd: 1_000_000_000_000, population: 30_000_000, status: "active" },
        { gdpUsd: 500_000_000_000, population: 10_000_000, status: "developing" },
        { gdpUsd: 20_000_000_000, population: 5_000_000, status: "active" },
        { gdpUsd: 10_000_000_000, population: 1_000_000, status: "monitoring" },
      ]),
    ).toEqual({
      countries: 4,
      combinedGdpUsd: 1_530_000_000_000,
      people: 46_000_000,
      withLocalPartners: 2,
    });
    expect(hubStats([])).toEqual({ countries: 0, combinedGdpUsd: 0, people: 0, withLocalPartners: 0 });
  });
});

describe("isCustomerId", () => {
  it("accepts a short token of letters, digits, - and _", () => {
    for (const id of ["acme", "ACME-2025", "cust_0042", "a", "x".repeat(64)])
      expect(isCustomerId(id), id).toBe(true);
  });

  it("refuses anything else", () => {
    for (const id of [
      "",
      "x".repeat(65),
      "a b",
      "a/b",
      "a.b",
      "<script>",
      "جهة",
      "%20",
      "a?b",
      undefined,
      42,
    ]) {
      expect(isCustomerId(id), String(id)).toBe(false);
    }
  });
});

describe("country links", () => {
  it("carry the country, and the customer on the private variant", () => {
    expect(countryLinkQuery("qatar", null)).toEqual({ country: "qatar" });
    expect(countryLinkQuery("qatar", "acme-7")).toEqual({ country: "qatar", customer: "acme-7" });
  });

  it("address the public page, the private variant and the report", () => {
    expect(countryPath("uae")).toBe("/regions/middle-east/uae");
    expect(countryPath("uae", "acme")).toBe("/regions/middle-east/uae/private/acme");
    expect(countryReportPath("uae")).toBe("/regions/country-report/uae");
  });
});

describe("cardOpportunities", () => {
  it("names the first two and counts the rest", () => {
    expect(cardOpportunities(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b"], more: 3 });
    expect(cardOpportunities(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(cardOpportunities(["a"])).toEqual({ shown: ["a"], more: 0 });
  });
});
