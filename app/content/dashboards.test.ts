import { describe, expect, it } from "vitest";
import { countryBySlug } from "#app/content/countries.ts";
import {
  CHAMBER_FIGURES,
  CHAMBER_PERIODS,
  chamberPeriodOf,
  FOCUS_AREAS,
  IMPACT_AREAS,
  IMPACT_FILTERS,
  impactFilterOf,
  impactFor,
  SUCCESS_STORIES,
} from "#app/content/dashboards.ts";
import { REGION_FIGURES } from "#app/content/regions.ts";

describe("the chamber dashboard's catalogue", () => {
  it("has the spec's three periods, the latest (year to date) first with the spec's static figures", () => {
    expect(CHAMBER_PERIODS).toEqual(["ytd", "full-year", "quarter"]);
    expect(CHAMBER_FIGURES.ytd).toMatchObject({
      projects: REGION_FIGURES.projects,
      programs: REGION_FIGURES.programs,
      entryRatePercent: REGION_FIGURES.entryRatePercent,
    });
    expect(REGION_FIGURES).toMatchObject({ projects: 199, programs: 35, entryRatePercent: 95 });
  });

  it("gives every period its own figures: whole numbers, percentages within 0-100, every focus area", () => {
    const projects = new Set(CHAMBER_PERIODS.map((period) => CHAMBER_FIGURES[period].projects));
    expect(projects.size).toBe(3);
    for (const period of CHAMBER_PERIODS) {
      const figures = CHAMBER_FIGURES[period];
      for (const value of [
        figures.projects,
        figures.programs,
        figures.memberCompanies,
        figures.businessMatches,
      ])
        expect(Number.isInteger(value) && value > 0).toBe(true);
      expect(Object.keys(figures.focusProgressPercent)).toEqual([...FOCUS_AREAS]);
      for (const value of [figures.entryRatePercent, ...Object.values(figures.focusProgressPercent)])
        expect(value >= 0 && value <= 100).toBe(true);
    }
  });

  it("reads the period from the URL, defaulting to the latest, the year to date", () => {
    expect(chamberPeriodOf("quarter")).toBe("quarter");
    expect(chamberPeriodOf("Quarter")).toBe("ytd");
    // The old dated values name no period any more: a bookmarked one opens on the latest.
    expect(chamberPeriodOf("2023-full-year")).toBe("ytd");
    expect(chamberPeriodOf(null)).toBe("ytd");
  });
});

describe("the impact dashboard's catalogue", () => {
  it("has six impact areas and four success stories, every category covered", () => {
    expect(IMPACT_AREAS).toHaveLength(6);
    expect(SUCCESS_STORIES).toHaveLength(4);
    for (const filter of IMPACT_FILTERS.filter((value) => value !== "all")) {
      expect(impactFor(filter).areas.length).toBeGreaterThan(0);
      expect(impactFor(filter).stories.length).toBeGreaterThan(0);
    }
    expect(new Set(IMPACT_AREAS.map((area) => area.id)).size).toBe(6);
  });

  it("tells stories of countries in the catalogue", () => {
    for (const story of SUCCESS_STORIES) expect(countryBySlug(story.country), story.id).toBeDefined();
  });

  it("reads the category from the URL, defaulting to all", () => {
    expect(impactFilterOf("education")).toBe("education");
    expect(impactFilterOf("everything")).toBe("all");
    expect(impactFor("all").areas).toBe(IMPACT_AREAS);
  });
});
