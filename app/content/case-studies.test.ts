import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CASE_STUDIES,
  type CaseStudy,
  caseStudy,
  caseStudyFacts,
  caseStudyOf,
  HOME_CASE_STUDIES,
  PARTNER_CASE_STUDIES,
} from "#app/content/case-studies.ts";
import { SOLUTION_SLUGS } from "#app/content/solutions.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";

const LOCALES = path.join(import.meta.dirname, "..", "locales");
const read = (lng: string, ns: string) => readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8");
const texts = (lng: string) => JSON.parse(read(lng, "case-studies")) as { items: Record<string, unknown> };

/** The text at a dotted key, its placeholders filled from `values`; fails on a missing key or an unknown placeholder. */
function text(lng: string, key: string, values: Readonly<Record<string, number>>): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts(lng));
  if (typeof found !== "string") throw new Error(`${lng}/case-studies.json has no text at ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${lng} ${key}: no value for {{${name}}}`);
    return String(values[name]);
  });
}

/** Every text a page reads for one story. */
const keysOf = (study: CaseStudy) => [
  ...["client", "title", "summary", "challenge", "approach", "outcome"].map(
    (part) => `items.${study.key}.${part}`,
  ),
  ...study.results.map((result) => `items.${study.key}.results.${result.key}`),
];

describe("case studies", () => {
  it("tell each story once: one entry per key, one per solution page, and texts for exactly those", () => {
    expect(new Set(CASE_STUDIES.map((study) => study.key)).size).toBe(CASE_STUDIES.length);
    expect(CASE_STUDIES.map((study) => study.solution).sort()).toEqual([...SOLUTION_SLUGS].sort());
    for (const slug of SOLUTION_SLUGS) expect(caseStudyOf(slug)?.solution).toBe(slug);
    expect(Object.keys(texts("en").items).sort()).toEqual(CASE_STUDIES.map((study) => study.key).sort());
  });

  it("each have a headline result: one of their own, the figure a band shows large", () => {
    for (const study of CASE_STUDIES) {
      expect(study.results.map((result) => result.key)).toContain(study.headline);
    }
    expect(caseStudy("govtechContract").headline).toBe("contract");
  });

  it("are what home (the fintech and govtech stories) and /partners (three stories) refer to", () => {
    expect(HOME_CASE_STUDIES.map((key) => caseStudy(key).solution)).toEqual(["market-entry", "govtech"]);
    expect(PARTNER_CASE_STUDIES).toHaveLength(3);
    expect(new Set(PARTNER_CASE_STUDIES).size).toBe(3);
  });

  it("carry the spec's claims as their results, and the solution's own figures", () => {
    const result = (key: CaseStudy["key"], name: string) =>
      caseStudy(key).results.find((r) => r.key === name);
    expect(result("paymentsLaunch", "growth")).toEqual({ key: "growth", value: 3, format: "percent" });
    expect(result("paymentsLaunch", "timeToMarket")).toEqual({
      key: "timeToMarket",
      value: 4,
      format: "months",
    });
    expect(result("paymentsLaunch", "readiness")?.value).toBe(30);
    expect(result("govtechContract", "contract")).toEqual({
      key: "contract",
      value: 2_100_000,
      format: "aud",
    });
    expect(result("govtechContract", "departments")?.value).toBe(
      caseStudyFacts(caseStudy("govtechContract")).departments,
    );
    expect(result("rdFunding", "funding")).toEqual({ key: "funding", value: 5_000_000, format: "aud" });
    expect(result("rdFunding", "offset")?.value).toBeCloseTo(0.435);
  });

  it("are all marked illustrative: the firm names no client", () => {
    expect(CASE_STUDIES.every((study) => study.illustrative)).toBe(true);
  });

  it.each(LANGUAGE_CODES)("have every text the pages read, with known placeholders, in %s", (lng) => {
    for (const study of CASE_STUDIES) {
      for (const key of keysOf(study)) expect(text(lng, key, caseStudyFacts(study))).not.toBe("");
    }
  });

  it.each(LANGUAGE_CODES)(
    "are told nowhere else: no other namespace of %s tells a story or quotes a client",
    (lng) => {
      for (const ns of ["marketing", "solutions", "partners", "pricing"]) {
        const other = read(lng, ns);
        expect(other, `${lng}/${ns}.json`).not.toMatch(/2[.,]1\s?(M|million)|210만|210万|21 लाख|2\.1 مليون/i);
        // The pricing plans' own case studies (not yet the firm's stories) keep their texts.
        if (ns === "pricing") continue;
        expect(other, `${lng}/${ns}.json`).not.toMatch(
          /"(testimonial|quote|caseStudy)": \{\s*"(client|quote|text)"/,
        );
      }
    },
  );
});
