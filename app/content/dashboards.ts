/**
 * The chamber and impact dashboards' own figures (spec 001 §2.9, §2.10, §9 "Static dashboard figures"; issue 11
 * item 7): the chamber's reporting periods with their results and focus-area progress, and the impact programme's
 * six areas and four success stories. Numbers only: texts are in the `dashboards` namespace
 * (`dashboards:aacci.*`, `dashboards:tech4humanity.*`), figures are formatted with Intl for the page's language.
 *
 * These are sample figures: they illustrate how the dashboards report and are nobody's published results, and
 * both pages say so in one line (decision 063). The year to date takes the spec's figures from `REGION_FIGURES`
 * (199 projects, 35 programs, 95 % entry rate); the periods are dated from today (`chamber-periods.ts`).
 */
import { REGION_FIGURES } from "#app/content/regions.ts";
import type { ChamberPeriod } from "#app/domain/dashboards/chamber-periods.ts";
import type { Texts } from "#app/domain/translation-keys.ts";

export {
  CHAMBER_PERIODS,
  type ChamberPeriod,
  chamberPeriodOf,
} from "#app/domain/dashboards/chamber-periods.ts";

/**
 * The dashboards made of sample figures: shown with the rest of the sample content, and gone (404, and from every
 * list of links) once staff removed it or where the deployment takes none (decision 080).
 */
export const SAMPLE_FIGURE_PAGES: readonly string[] = [
  "/regions/aacci-dashboard",
  "/regions/tech4humanity-dashboard",
];

/** Links to every page but the sample-figure dashboards, unless the sample content is shown. */
export function withoutSamplePages<Link extends { to: string }>(
  links: readonly Link[],
  samples: boolean,
): Link[] {
  return links.filter((link) => samples || !SAMPLE_FIGURE_PAGES.includes(link.to));
}

/* ---------------------------------------------------------------------------------------------------------------
 * The chamber (AACCI) dashboard.
 * ------------------------------------------------------------------------------------------------------------- */

/** The chamber's six focus areas, in the order the dashboard lists them. */
export const FOCUS_AREAS = [
  "trade-facilitation",
  "investment-promotion",
  "digital-economy",
  "energy-transition",
  "food-water-security",
  "skills-education",
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

/** What the chamber reports for one period. */
export type ChamberFigures = {
  /** Projects delivered in the period. */
  projects: number;
  /** Programs run in the period. */
  programs: number;
  /** Share of the companies it supported that entered their market, in percent. */
  entryRatePercent: number;
  /** Member companies at the end of the period. */
  memberCompanies: number;
  /** Trade delegations led in the period. */
  tradeDelegations: number;
  /** Business-matching meetings arranged in the period. */
  businessMatches: number;
  /** Trade facilitated for members in the period, in US dollars. */
  facilitatedTradeUsd: number;
  /** Progress on each focus area: the share of the period's target reached, in percent. */
  focusProgressPercent: Record<FocusArea, number>;
};

export const CHAMBER_FIGURES: Record<ChamberPeriod, ChamberFigures> = {
  ytd: {
    projects: REGION_FIGURES.projects,
    programs: REGION_FIGURES.programs,
    entryRatePercent: REGION_FIGURES.entryRatePercent,
    memberCompanies: 412,
    tradeDelegations: 18,
    businessMatches: 1_260,
    facilitatedTradeUsd: 1_450_000_000,
    focusProgressPercent: {
      "trade-facilitation": 84,
      "investment-promotion": 76,
      "digital-economy": 91,
      "energy-transition": 63,
      "food-water-security": 58,
      "skills-education": 71,
    },
  },
  "full-year": {
    projects: 164,
    programs: 29,
    entryRatePercent: 92,
    memberCompanies: 356,
    tradeDelegations: 21,
    businessMatches: 1_085,
    facilitatedTradeUsd: 1_180_000_000,
    focusProgressPercent: {
      "trade-facilitation": 100,
      "investment-promotion": 94,
      "digital-economy": 97,
      "energy-transition": 81,
      "food-water-security": 77,
      "skills-education": 88,
    },
  },
  quarter: {
    projects: 57,
    programs: 9,
    entryRatePercent: 96,
    memberCompanies: 412,
    tradeDelegations: 5,
    businessMatches: 340,
    facilitatedTradeUsd: 420_000_000,
    focusProgressPercent: {
      "trade-facilitation": 92,
      "investment-promotion": 85,
      "digital-economy": 98,
      "energy-transition": 72,
      "food-water-security": 66,
      "skills-education": 79,
    },
  },
};

/* ---------------------------------------------------------------------------------------------------------------
 * The impact (Tech4Humanity) dashboard.
 * ------------------------------------------------------------------------------------------------------------- */

/** The impact-category selector (spec 001 §2.10), `all` first and the default. */
export const IMPACT_FILTERS = ["all", "digital", "health", "education", "cities"] as const;
export type ImpactFilter = (typeof IMPACT_FILTERS)[number];
export type ImpactCategory = Exclude<ImpactFilter, "all">;

/** The impact programme's texts (`dashboards:tech4humanityDashboard.*`). */
type ImpactTexts = Texts<"dashboards">["tech4humanityDashboard"];

export type ImpactArea = {
  /** One of the areas `dashboards.json` has texts for (beside the section's own headings). */
  id: Exclude<keyof ImpactTexts["areas"], "title" | "people" | "projects" | "countries">;
  category: ImpactCategory;
  /** People the area's projects have reached so far. */
  peopleReached: number;
  /** Projects running or delivered. */
  projects: number;
  /** Countries the projects run in. */
  countries: number;
};

/** The six impact areas (spec 001 §2.10); texts at `dashboards:tech4humanity.areas.<id>.*`. */
export const IMPACT_AREAS: readonly ImpactArea[] = [
  { id: "digital-inclusion", category: "digital", peopleReached: 2_400_000, projects: 14, countries: 6 },
  { id: "cyber-resilience", category: "digital", peopleReached: 180_000, projects: 9, countries: 5 },
  { id: "telehealth", category: "health", peopleReached: 1_150_000, projects: 11, countries: 4 },
  { id: "digital-skills", category: "education", peopleReached: 640_000, projects: 16, countries: 7 },
  { id: "smart-mobility", category: "cities", peopleReached: 3_200_000, projects: 7, countries: 3 },
  { id: "water-resilience", category: "cities", peopleReached: 900_000, projects: 6, countries: 4 },
];

export type SuccessStory = {
  /** One of the stories `dashboards.json` has texts for (beside the section's own headings). */
  id: Exclude<keyof ImpactTexts["stories"], "title" | "where" | "country">;
  category: ImpactCategory;
  /** The country it happened in (`content/countries.ts` slug): its page is linked. */
  country: string;
  year: number;
  /** The headline result: a percentage (`percent`) or a number of people or firms (`count`). */
  result: { value: number; unit: "percent" | "count" };
};

/** The four success stories (spec 001 §2.10); texts at `dashboards:tech4humanity.stories.<id>.*`. */
export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: "trader-identity",
    category: "digital",
    country: "uae",
    year: 2024,
    result: { value: 38_000, unit: "count" },
  },
  {
    id: "rural-diagnostics",
    category: "health",
    country: "saudi-arabia",
    year: 2024,
    result: { value: 42, unit: "percent" },
  },
  {
    id: "coding-pathways",
    category: "education",
    country: "jordan",
    year: 2023,
    result: { value: 71, unit: "percent" },
  },
  {
    id: "smart-water",
    category: "cities",
    country: "morocco",
    year: 2024,
    result: { value: 24, unit: "percent" },
  },
];

/** The category the URL names (`?category=`), else `all`: an unknown value is never an error. */
export function impactFilterOf(raw: string | null | undefined): ImpactFilter {
  return IMPACT_FILTERS.includes(raw as ImpactFilter) ? (raw as ImpactFilter) : IMPACT_FILTERS[0];
}

/** The areas and stories a filter shows: all of them for `all`, else those of its category. */
export function impactFor(filter: ImpactFilter): {
  areas: readonly ImpactArea[];
  stories: readonly SuccessStory[];
} {
  if (filter === "all") return { areas: IMPACT_AREAS, stories: SUCCESS_STORIES };
  return {
    areas: IMPACT_AREAS.filter((area) => area.category === filter),
    stories: SUCCESS_STORIES.filter((story) => story.category === filter),
  };
}
