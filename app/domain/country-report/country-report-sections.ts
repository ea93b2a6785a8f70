/**
 * What a country report shows (spec 001 §2.11, issue 11 item 8): its four report types, the sections each type
 * shows, in order, and the names of its downloads. Pure: the page, its PDF and its CSV read the same rules, so the
 * three never disagree about what a type contains (docs/decisions/025-country-reports.md).
 */
import type {
  OpportunityTimeline,
  RiskAssessment,
  RiskLevel,
} from "#app/domain/country-report/country-report.ts";

export const REPORT_TYPES = ["comprehensive", "executive", "financial", "risk"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The type of a report whose URL names none, or one we do not know (`?type=bogus`). */
export const DEFAULT_REPORT_TYPE: ReportType = "comprehensive";

/** The report type a `?type=` value names; anything else is the comprehensive report. */
export function reportTypeOf(value: unknown): ReportType {
  return (REPORT_TYPES as readonly unknown[]).includes(value) ? (value as ReportType) : DEFAULT_REPORT_TYPE;
}

/** The four narrative sections, written from the country's figures (`country-report-text.ts`). */
export const NARRATIVE_SECTIONS = [
  "marketOverview",
  "economicOutlook",
  "opportunityLandscape",
  "entryStrategy",
] as const;
export type NarrativeSection = (typeof NARRATIVE_SECTIONS)[number];

export type ReportSection =
  /** The headline figures: GDP, population, GDP per capita, market potential. */
  | "keyFigures"
  | NarrativeSection
  /** The priority opportunities: sector, priority, timeline, investment. */
  | "opportunities"
  /** GDP, per capita, trade value, investment pipeline and the opportunities' combined investment. */
  | "financials"
  /** Political, regulatory and economic risk. */
  | "risk";

/**
 * The sections of each type, in the order they are shown. Comprehensive is everything; executive is the summary a
 * board reads (headline figures, overview, the leading opportunities, the strategy and the three risk levels);
 * financial is the money (figures, outlook, opportunities with their investment); risk is the risk assessment in
 * depth, with the outlook and the strategy that answer it.
 */
const SECTIONS: Record<ReportType, readonly ReportSection[]> = {
  comprehensive: [
    "keyFigures",
    "marketOverview",
    "economicOutlook",
    "opportunityLandscape",
    "entryStrategy",
    "opportunities",
    "financials",
    "risk",
  ],
  executive: ["keyFigures", "marketOverview", "opportunities", "entryStrategy", "risk"],
  financial: ["financials", "economicOutlook", "opportunities"],
  risk: ["risk", "economicOutlook", "entryStrategy"],
};

export function reportSections(type: ReportType): readonly ReportSection[] {
  return SECTIONS[type];
}

/**
 * How much of the risk assessment a type shows: its level per risk (`summary`), or also why it is at that level
 * and what we do about it (`detail`). The risk report and the comprehensive report go into detail.
 */
export type RiskDepth = "summary" | "detail";

export function riskDepth(type: ReportType): RiskDepth {
  return type === "executive" ? "summary" : "detail";
}

export const RISK_DIMENSIONS = ["political", "regulatory", "economic"] as const;
export type RiskDimension = (typeof RISK_DIMENSIONS)[number];

const LEVEL_RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

/**
 * The risk an entry strategy should answer first: the highest of the three, the first in the order political,
 * regulatory, economic when two are equally high; none when all three are low.
 */
export function leadingRisk(risks: Readonly<RiskAssessment>): RiskDimension | null {
  let leading: RiskDimension | null = null;
  for (const dimension of RISK_DIMENSIONS) {
    const rank = LEVEL_RANK[risks[dimension]];
    if (rank > 0 && (leading === null || rank > LEVEL_RANK[risks[leading]])) leading = dimension;
  }
  return leading;
}

/** `2-3` (an opportunity's timeline in years) as its two bounds. */
export function timelineYears(timeline: OpportunityTimeline): { from: number; to: number } {
  const [from, to] = timeline.split("-").map(Number);
  return { from: from!, to: to! };
}

/** The downloaded PDF's name: `<country>-<type>-report.pdf` (the country's slug: ASCII, for every language). */
export const reportPdfFileName = (slug: string, type: ReportType) => `${slug}-${type}-report.pdf`;

/** The downloaded CSV's name: `<country>-report.csv` (every type exports the same figures). */
export const reportCsvFileName = (slug: string) => `${slug}-report.csv`;

/** The site paths of a report and its downloads, without a language prefix (`localHref` adds it). */
export const reportPath = (slug: string) => `/regions/country-report/${slug}`;
export const reportPdfPath = (slug: string) => `${reportPath(slug)}/pdf`;
export const reportCsvPath = (slug: string) => `${reportPath(slug)}/csv`;
