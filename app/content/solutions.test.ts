import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SOLUTION_LINKS } from "#app/content/navigation.ts";
import {
  findSolution,
  SOLUTION_SLUGS,
  SOLUTIONS,
  type Solution,
  solutionOf,
} from "#app/content/solutions.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import { LAUNCH_FIRM_FIGURES } from "#app/domain/marketing/firm-figures.ts";

const locale = (lng: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "locales", lng, "solutions.json"), "utf8"),
  ) as Record<string, unknown>;

/** The text at a dotted key, its placeholders filled from `values`; fails on a missing key or an unknown placeholder. */
function text(lng: string, key: string, values: Readonly<Record<string, number>> = {}): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale(lng));
  if (typeof found !== "string") throw new Error(`${lng}/solutions.json has no text at ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${lng} ${key}: no value for {{${name}}}`);
    return String(values[name]);
  });
}

/** Every key the solution page reads for one solution. */
function keysOf(solution: Solution): string[] {
  const item = (key: string) => `items.${solution.key}.${key}`;
  return [
    ...[
      "name",
      "summary",
      "highlight",
      "meta.title",
      "meta.description",
      "hero.title",
      "hero.lead",
      "problem.title",
      "problem.text",
      "process.intro",
    ].map(item),
    ...solution.features.flatMap((f) => [item(`features.${f.key}.title`), item(`features.${f.key}.text`)]),
    ...solution.steps.flatMap((s) => [item(`steps.${s.key}.title`), item(`steps.${s.key}.text`)]),
  ];
}

describe("solutions catalogue", () => {
  it("has the five solution lines, in the navigation's order", () => {
    expect(SOLUTIONS.map((s) => s.slug)).toEqual([...SOLUTION_SLUGS]);
    expect(SOLUTION_LINKS.map((link) => link.to)).toEqual(SOLUTION_SLUGS.map((slug) => `/solutions/${slug}`));
    expect(new Set(SOLUTIONS.map((s) => s.key)).size).toBe(5);
  });

  it("finds a solution by its slug, and nothing for any other", () => {
    expect(findSolution("govtech")?.key).toBe("govtech");
    expect(findSolution("GovTech")).toBeUndefined();
    expect(findSolution("pricing")).toBeUndefined();
    expect(findSolution(undefined)).toBeUndefined();
  });

  it.each(SOLUTIONS.map((s) => [s.slug, s] as const))(
    "%s has exactly five distinct features",
    (_, solution) => {
      expect(new Set(solution.features.map((f) => f.key)).size).toBe(5);
      expect(solution.features).toHaveLength(5);
    },
  );

  it("has the spec's number of steps or phases per page", () => {
    expect(Object.fromEntries(SOLUTIONS.map((s) => [s.slug, s.steps.length]))).toEqual({
      "market-entry": 4,
      govtech: 5,
      partnerships: 3,
      compliance: 4,
      grants: 3,
    });
  });

  it("carries the spec's figures", () => {
    expect(solutionOf("market-entry").facts).toMatchObject({ days: 30, abnMinDays: 3, abnMaxDays: 5 });
    expect(solutionOf("govtech").facts).toMatchObject({
      bidCheckHours: 48,
      departments: 5,
      shortlistRate: 65,
      averageShortlistRate: 20,
    });
    expect(solutionOf("partnerships").facts).toMatchObject({
      startMin: 3,
      startMax: 5,
      scaleMin: 10,
      scaleMax: 15,
      checkPoints: 7,
    });
    expect(solutionOf("compliance").facts).toMatchObject({ days: 60 });
    expect(solutionOf("grants").facts).toMatchObject({
      screeningHours: 48,
      programsMin: 5,
      programsMax: 7,
      rdOffsetSmall: 43.5,
      rdOffsetLarge: 38.5,
      turnoverMillions: 20,
    });
  });

  it.each(["market-entry", "compliance"] as const)(
    "%s: the steps' day ranges follow each other from day 1 to the programme's last day",
    (slug) => {
      const solution = solutionOf(slug);
      const ranges = solution.steps.map((step) =>
        step.timing && "days" in step.timing ? step.timing.days : null,
      );
      expect(ranges.every((range) => range !== null)).toBe(true);
      let next = 1;
      for (const [from, to] of ranges as [number, number][]) {
        expect(from).toBe(next);
        expect(to).toBeGreaterThanOrEqual(from);
        next = to + 1;
      }
      expect(next - 1).toBe(solution.facts.days);
    },
  );

  it("times the 48-hour steps with the figures the texts quote", () => {
    expect(solutionOf("govtech").steps.find((s) => s.key === "bidCheck")?.timing).toEqual({
      hours: solutionOf("govtech").facts.bidCheckHours,
    });
    expect(solutionOf("grants").steps[0]?.timing).toEqual({
      hours: solutionOf("grants").facts.screeningHours,
    });
  });
});

describe("solutions texts", () => {
  it.each(LANGUAGE_CODES)("exist for every key the pages read, with known placeholders, in %s", (lng) => {
    for (const solution of SOLUTIONS) {
      // The page fills the partner network's size from the firm's figures (decision 084).
      const values = { ...solution.facts, partners: LAUNCH_FIRM_FIGURES.partners };
      for (const key of keysOf(solution)) expect(text(lng, key, values)).not.toBe("");
    }
  });

  it.each(LANGUAGE_CODES)("give every page a meta description of 50-160 characters in %s", (lng) => {
    const descriptions = [
      text(lng, "index.meta.description"),
      ...SOLUTIONS.map((s) => text(lng, `items.${s.key}.meta.description`, s.facts)),
    ];
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });

  it("say what the spec promises, in English", () => {
    const say = (slug: (typeof SOLUTION_SLUGS)[number], key: string) =>
      text("en", `items.${solutionOf(slug).key}.${key}`, solutionOf(slug).facts);
    expect(say("market-entry", "hero.title")).toContain("30 days");
    expect(say("market-entry", "features.registration.text")).toContain("3-5 business days");
    expect(say("market-entry", "features.assessment.title")).toMatch(/free/i);
    expect(say("govtech", "features.bidCheck.title")).toContain("48-hour");
    expect(say("govtech", "features.introductions.text")).toContain("up to 5 departments");
    expect(say("partnerships", "process.intro")).toMatch(/3-5 .*10-15/);
    expect(say("compliance", "process.intro")).toContain("60 days");
    expect(say("compliance", "features.healthCheck.title")).toMatch(/quarterly/i);
    expect(say("grants", "features.screening.text")).toContain("48 hours");
    expect(say("grants", "features.matching.text")).toContain("5-7");
    expect(say("grants", "features.rdIncentive.text")).toMatch(/43\.5%.*A\$20M.*38\.5%/);
  });
});
