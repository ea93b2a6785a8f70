import { describe, expect, it } from "vitest";
import {
  ALL,
  type DirectoryPartner,
  EMPTY_PARTNER_QUERY,
  FEATURED_PARTNER_LIMIT,
  featuredPartners,
  filterPartners,
  isFiltered,
  partnerFilterChoices,
  partnerQueryFromSearch,
  partnerSearch,
  sortPartners,
} from "#app/domain/partners/partner-directory.ts";

function partner(
  overrides: Partial<DirectoryPartner> & Pick<DirectoryPartner, "id" | "name">,
): DirectoryPartner {
  return {
    description: "",
    category: "integrator",
    industry: "Government",
    specialty: "",
    website: null,
    partnershipLevel: "Silver",
    isFeatured: false,
    ...overrides,
  };
}

const northbridge = partner({
  id: "n",
  name: "Northbridge Systems Integration",
  description: "Moves agency workloads onto certified cloud platforms.",
  specialty: "Whole-of-government cloud migration",
  partnershipLevel: "Premier",
  isFeatured: true,
});
const coral = partner({
  id: "c",
  name: "Coral Sea Cyber",
  category: "technology",
  industry: "Defence",
  specialty: "IRAP-assessed managed security operations",
  partnershipLevel: "Premier",
  isFeatured: true,
});
const kestrel = partner({
  id: "k",
  name: "Kestrel Compliance Advisory",
  category: "consultant",
  industry: "Fintech",
  description: "Prepares AUSTRAC and Privacy Act programs.",
  partnershipLevel: "Gold",
  isFeatured: true,
});
const lorikeet = partner({ id: "l", name: "Lorikeet Learning", category: "reseller", industry: "Education" });
const directory = [northbridge, coral, kestrel, lorikeet];

const query = (overrides: Partial<typeof EMPTY_PARTNER_QUERY>) => ({ ...EMPTY_PARTNER_QUERY, ...overrides });
const ids = (partners: DirectoryPartner[]) => partners.map((p) => p.id);

describe("partnerQueryFromSearch", () => {
  it("reads q, category and industry, trimmed; missing or blank values disable the filter", () => {
    expect(
      partnerQueryFromSearch(new URLSearchParams("q=%20cloud%20&category=technology&industry=")),
    ).toEqual({
      q: "cloud",
      category: "technology",
      industry: ALL,
    });
    expect(partnerQueryFromSearch(new URLSearchParams())).toEqual(EMPTY_PARTNER_QUERY);
  });

  it("cuts an overlong search text", () => {
    expect(partnerQueryFromSearch(new URLSearchParams({ q: "x".repeat(500) })).q).toHaveLength(100);
  });
});

describe("partnerSearch", () => {
  it("keeps only what narrows the list, and reads back to the same query", () => {
    expect(partnerSearch(EMPTY_PARTNER_QUERY)).toEqual({});
    const narrowed = query({ q: "cloud", industry: "Defence" });
    expect(partnerSearch(narrowed)).toEqual({ q: "cloud", industry: "Defence" });
    expect(partnerQueryFromSearch(new URLSearchParams(partnerSearch(narrowed)))).toEqual(narrowed);
  });
});

describe("isFiltered", () => {
  it("is false only when nothing narrows the directory", () => {
    expect(isFiltered(EMPTY_PARTNER_QUERY)).toBe(false);
    expect(isFiltered(query({ q: "a" }))).toBe(true);
    expect(isFiltered(query({ industry: "Defence" }))).toBe(true);
  });
});

describe("filterPartners", () => {
  it("keeps everyone without a query", () => {
    expect(ids(filterPartners(directory, EMPTY_PARTNER_QUERY))).toEqual(["n", "c", "k", "l"]);
  });

  it.each([
    ["name", "coral sea", ["c"]],
    ["description", "AUSTRAC", ["k"]],
    ["industry", "defence", ["c"]],
    ["specialty", "IRAP-ASSESSED", ["c"]],
    ["several fields", "cloud", ["n"]],
  ])("matches the text in the %s, case-insensitively", (_field, q, expected) => {
    expect(ids(filterPartners(directory, query({ q })))).toEqual(expected);
  });

  it("does not match fields outside the rule (category, level)", () => {
    expect(filterPartners(directory, query({ q: "reseller" }))).toEqual([]);
    expect(filterPartners(directory, query({ q: "premier" }))).toEqual([]);
  });

  it("combines the text with the category and industry filters", () => {
    expect(ids(filterPartners(directory, query({ category: "technology" })))).toEqual(["c"]);
    expect(ids(filterPartners(directory, query({ industry: "Government" })))).toEqual(["n"]);
    expect(ids(filterPartners(directory, query({ q: "a", industry: "Fintech" })))).toEqual(["k"]);
    expect(filterPartners(directory, query({ q: "cloud", category: "technology" }))).toEqual([]);
    expect(filterPartners(directory, query({ category: "technology", industry: "Fintech" }))).toEqual([]);
  });

  it("finds nothing for an unknown filter value", () => {
    expect(filterPartners(directory, query({ category: "astronaut" }))).toEqual([]);
  });
});

describe("partnerFilterChoices", () => {
  it("offers all plus each category and industry present, once, in a stable order", () => {
    const twice = [
      ...directory,
      partner({ id: "x", name: "X", category: "technology", industry: "Defence" }),
    ];
    expect(partnerFilterChoices(twice)).toEqual({
      categories: [ALL, "integrator", "technology", "consultant", "reseller"],
      industries: [ALL, "Defence", "Education", "Fintech", "Government"],
    });
  });

  it("offers only all for an empty directory", () => {
    expect(partnerFilterChoices([])).toEqual({ categories: [ALL], industries: [ALL] });
  });
});

describe("sortPartners and featuredPartners", () => {
  it("lists Premier, Gold, then Silver partners, each by name", () => {
    expect(ids(sortPartners([lorikeet, kestrel, northbridge, coral]))).toEqual(["c", "n", "k", "l"]);
  });

  it("features at most four of the featured partners, in directory order", () => {
    const many = Array.from({ length: 6 }, (_, i) =>
      partner({ id: `f${i}`, name: `F${i}`, isFeatured: true }),
    );
    expect(ids(featuredPartners([lorikeet, ...many]))).toEqual(["f0", "f1", "f2", "f3"]);
    expect(featuredPartners(many)).toHaveLength(FEATURED_PARTNER_LIMIT);
    expect(featuredPartners([lorikeet])).toEqual([]);
  });
});
