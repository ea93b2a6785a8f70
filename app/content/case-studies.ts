/**
 * The case studies (issue 28 item 2, decision 064): each story is told once, here, and every page that tells it
 * names it by its key: home (spec 000 §2: the fintech and govtech cards), each solution page (its own story) and
 * /partners (three stories in which a local partner played a part). Texts are in the `case-studies` namespace under
 * `items.<key>.*`; figures are here, formatted for the page's language, and the solution's own figures (its
 * programme's days, the departments introduced) come from its catalogue entry, so no page can tell a story with
 * other numbers. The spec's claims are these stories' results: 300% revenue growth and 4 months to market
 * (`paymentsLaunch`), a $2.1M government contract (`govtechContract`), a $5M funding case (`rdFunding`).
 *
 * No story names a real client: each is illustrative and every page that shows one says so in one line.
 */
import { type SolutionSlug, solutionOf } from "#app/content/solutions.ts";
import type { Texts } from "#app/domain/translation-keys.ts";

/** The stories `case-studies.json` has texts for. */
export type CaseStudyKey = keyof Texts<"case-studies">["items"];

/** How a result's figure is written: a compact A$ sum, a percentage, a duration or a plain count. */
export type ResultFormat = "aud" | "percent" | "days" | "months" | "hours" | "count";

export type CaseStudy = {
  key: CaseStudyKey;
  /** The solution page that tells this story; its figures fill the story's `{{placeholders}}`. */
  solution: SolutionSlug;
  /** The headline results, in order: `items.<key>.results.<result>` labels the figure. */
  results: readonly { key: string; value: number; format: ResultFormat }[];
  /** The result a band shows large (`CaseStudyBand`): the key of one of `results`. */
  headline: string;
  /** A sample, not a client's record: the page says so (all of them, until the firm publishes real ones). */
  illustrative: boolean;
};

const marketEntry = solutionOf("market-entry").facts;
const govtech = solutionOf("govtech").facts;
const partnerships = solutionOf("partnerships").facts;
const compliance = solutionOf("compliance").facts;
const grants = solutionOf("grants").facts;

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    key: "paymentsLaunch",
    solution: "market-entry",
    results: [
      { key: "readiness", value: marketEntry.days!, format: "days" },
      { key: "timeToMarket", value: 4, format: "months" },
      { key: "growth", value: 3, format: "percent" },
    ],
    headline: "growth",
    illustrative: true,
  },
  {
    key: "govtechContract",
    solution: "govtech",
    results: [
      { key: "contract", value: 2_100_000, format: "aud" },
      { key: "turnaround", value: govtech.bidCheckHours!, format: "hours" },
      { key: "departments", value: govtech.departments!, format: "count" },
    ],
    headline: "contract",
    illustrative: true,
  },
  {
    key: "partnerChannel",
    solution: "partnerships",
    results: [
      { key: "launch", value: 4, format: "count" },
      { key: "scale", value: 12, format: "count" },
      { key: "vetting", value: partnerships.checkPoints!, format: "count" },
    ],
    headline: "scale",
    illustrative: true,
  },
  {
    key: "hospitalReview",
    solution: "compliance",
    results: [
      { key: "posture", value: compliance.days!, format: "days" },
      { key: "review", value: 1, format: "percent" },
      { key: "healthChecks", value: 4, format: "count" },
    ],
    headline: "review",
    illustrative: true,
  },
  {
    key: "rdFunding",
    solution: "grants",
    results: [
      { key: "funding", value: 5_000_000, format: "aud" },
      { key: "programs", value: 6, format: "count" },
      { key: "offset", value: grants.rdOffsetSmall! / 100, format: "percent" },
    ],
    headline: "funding",
    illustrative: true,
  },
];

/** Where each page names its stories. */
export const HOME_CASE_STUDIES = [
  "paymentsLaunch",
  "govtechContract",
] as const satisfies readonly CaseStudyKey[];
export const PARTNER_CASE_STUDIES = [
  "partnerChannel",
  "govtechContract",
  "hospitalReview",
] as const satisfies readonly CaseStudyKey[];

export function caseStudy(key: CaseStudyKey): CaseStudy {
  return CASE_STUDIES.find((study) => study.key === key)!;
}

/** The story a solution page tells: the one whose solution it is. */
export function caseStudyOf(solution: SolutionSlug): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.solution === solution);
}

/** The figures a story's texts interpolate (`{{days}}`): its solution's. */
export function caseStudyFacts(study: CaseStudy): Readonly<Record<string, number>> {
  return solutionOf(study.solution).facts;
}
