import { describe, expect, it } from "vitest";
import { HELPED_WITH, ProgramsStrip } from "#app/components/marketing/programs-strip.tsx";
import { SOLUTION_SLUGS } from "#app/content/solutions.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import arMarketing from "#app/locales/ar/marketing.json";
import enMarketing from "#app/locales/en/marketing.json";
import hiMarketing from "#app/locales/hi/marketing.json";
import koMarketing from "#app/locales/ko/marketing.json";
import zhMarketing from "#app/locales/zh/marketing.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const MARKETING = { en: enMarketing, ko: koMarketing, zh: zhMarketing, hi: hiMarketing, ar: arMarketing };

describe("the programs strip (home)", () => {
  it.each(LANGUAGE_CODES)("names every program it links, in %s", (lng) => {
    const programs = MARKETING[lng].home.programs;
    expect(programs.title).not.toBe("");
    expect(Object.keys(programs.names).sort()).toEqual(HELPED_WITH.map(({ key }) => key).sort());
    for (const name of Object.values(programs.names)) expect(name).not.toBe("");
  });

  it("says what we help with, and leads each name to the solution that covers it", () => {
    const html = serverMarkup(<ProgramsStrip />, { resources: { en: { marketing: enMarketing } } });
    expect(html).toContain(">We help you navigate</h2>");
    for (const { key, solution } of HELPED_WITH) {
      expect(SOLUTION_SLUGS).toContain(solution);
      expect(html).toContain(`href="/solutions/${solution}"`);
      expect(html).toContain(`>${enMarketing.home.programs.names[key].replace("&", "&amp;")}</a>`);
    }
    // Programs and rules, not clients or partners: nothing here claims a relationship.
    expect(html).not.toMatch(/partner|client|trusted/i);
  });
});
