/**
 * The five solution lines (spec 000 §1; §2 "Solutions overview" and "Solution detail pages"): one entry per page
 * of `/solutions/:slug`, all drawn by one layout. Texts are keys in the `solutions` namespace under
 * `items.<key>.*`; the spec's figures live here as `facts` and are interpolated into those texts (`{{days}}`), so
 * the copy in five languages cannot drift from the numbers. Each page's case study is in app/content/case-studies.ts.
 */
import type { Texts } from "#app/domain/translation-keys.ts";

export const SOLUTION_SLUGS = ["market-entry", "govtech", "partnerships", "compliance", "grants"] as const;
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];

/** Icons by name (a catalogue is data): `components/solutions/solution-icon.tsx` draws them. */
export type SolutionIconName =
  | "award"
  | "badgeDollar"
  | "building"
  | "calculator"
  | "calendarCheck"
  | "clipboardCheck"
  | "fileCheck"
  | "fileSearch"
  | "flask"
  | "handshake"
  | "landmark"
  | "layers"
  | "listChecks"
  | "lock"
  | "mapPin"
  | "network"
  | "radar"
  | "rocket"
  | "scale"
  | "shieldCheck"
  | "target"
  | "trendingUp"
  | "userCheck"
  | "users";

/** When a step happens: a day range of the programme, or a turnaround in hours. */
export type StepTiming = { days: readonly [from: number, to: number] } | { hours: number };

/** One step of a solution's process; the spec gives some of them a duration. */
export type SolutionStep = { key: string; timing?: StepTiming };

/** The solution lines `solutions.json` has texts for (`items.<key>.*`). */
export type SolutionKey = keyof Texts<"solutions">["items"];

/**
 * The texts every solution has, under `items.<key>.`: a key built from a solution and one of these is checked
 * against `solutions.json`. Its features and steps are named by the catalogue instead.
 */
export type SolutionText =
  | "name"
  | "summary"
  | "highlight"
  | "meta.title"
  | "meta.description"
  | "hero.title"
  | "hero.lead"
  | "problem.title"
  | "problem.text"
  | "process.intro";

export type Solution = {
  slug: SolutionSlug;
  /** Where its texts are: `solutions:items.<key>.*`. */
  key: SolutionKey;
  icon: SolutionIconName;
  /** The spec's figures for this line, interpolated into its texts (and its FAQ answers) as `{{name}}`. */
  facts: Readonly<Record<string, number>>;
  /** The five feature cards: `items.<key>.features.<feature>.{title,text}`. */
  features: readonly { key: string; icon: SolutionIconName }[];
  /** The process in order (steps or phases, as the spec names them): `items.<key>.steps.<step>.{title,text}`. */
  steps: readonly SolutionStep[];
};

export const SOLUTIONS: readonly Solution[] = [
  {
    slug: "market-entry",
    key: "marketEntry",
    icon: "rocket",
    facts: { days: 30, abnMinDays: 3, abnMaxDays: 5 },
    features: [
      { key: "assessment", icon: "clipboardCheck" },
      { key: "registration", icon: "building" },
      { key: "strategy", icon: "target" },
      { key: "presence", icon: "mapPin" },
      { key: "introductions", icon: "users" },
    ],
    steps: [
      { key: "assess", timing: { days: [1, 5] } },
      { key: "establish", timing: { days: [6, 12] } },
      { key: "plan", timing: { days: [13, 22] } },
      { key: "launch", timing: { days: [23, 30] } },
    ],
  },
  {
    slug: "govtech",
    key: "govtech",
    icon: "landmark",
    facts: { bidCheckHours: 48, departments: 5, shortlistRate: 65, averageShortlistRate: 20 },
    features: [
      { key: "readiness", icon: "shieldCheck" },
      { key: "panels", icon: "listChecks" },
      { key: "pipeline", icon: "radar" },
      { key: "bidCheck", icon: "fileSearch" },
      { key: "introductions", icon: "handshake" },
    ],
    steps: [
      { key: "review" },
      { key: "register" },
      { key: "pipeline" },
      { key: "bidCheck", timing: { hours: 48 } },
      { key: "introductions" },
    ],
  },
  {
    slug: "partnerships",
    key: "partnerships",
    icon: "handshake",
    facts: { startMin: 3, startMax: 5, scaleMin: 10, scaleMax: 15, checkPoints: 7 },
    features: [
      { key: "mapping", icon: "network" },
      { key: "vetting", icon: "userCheck" },
      { key: "introductions", icon: "users" },
      { key: "agreements", icon: "fileCheck" },
      { key: "management", icon: "trendingUp" },
    ],
    steps: [{ key: "map" }, { key: "launch" }, { key: "scale" }],
  },
  {
    slug: "compliance",
    key: "compliance",
    icon: "shieldCheck",
    facts: { days: 60 },
    features: [
      { key: "gapAssessment", icon: "fileSearch" },
      { key: "privacy", icon: "lock" },
      { key: "security", icon: "shieldCheck" },
      { key: "regulation", icon: "scale" },
      { key: "healthCheck", icon: "calendarCheck" },
    ],
    steps: [
      { key: "assess", timing: { days: [1, 15] } },
      { key: "plan", timing: { days: [16, 30] } },
      { key: "implement", timing: { days: [31, 50] } },
      { key: "verify", timing: { days: [51, 60] } },
    ],
  },
  {
    slug: "grants",
    key: "grants",
    icon: "badgeDollar",
    facts: {
      screeningHours: 48,
      programsMin: 5,
      programsMax: 7,
      rdOffsetSmall: 43.5,
      rdOffsetLarge: 38.5,
      turnoverMillions: 20,
    },
    features: [
      { key: "screening", icon: "clipboardCheck" },
      { key: "matching", icon: "layers" },
      { key: "applications", icon: "award" },
      { key: "rdIncentive", icon: "flask" },
      { key: "reporting", icon: "calculator" },
    ],
    steps: [{ key: "screen", timing: { hours: 48 } }, { key: "match" }, { key: "apply" }],
  },
];

/** The solution at `/solutions/<slug>`, or undefined (the page answers 404). */
export function findSolution(slug: string | undefined): Solution | undefined {
  return SOLUTIONS.find((solution) => solution.slug === slug);
}

/** The solution of a slug the type system already vouches for. */
export function solutionOf(slug: SolutionSlug): Solution {
  return findSolution(slug)!;
}
