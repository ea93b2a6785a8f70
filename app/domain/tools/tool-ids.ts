/**
 * The three business tools' ids (the URL's `?tab=`), the `calculator_type` their saved results are stored under
 * and their lead sources. Apart from the registry (`tools.ts`): the page and its tabs need these at first load,
 * and the registry brings the tools' zod schemas, which load with the open tool only.
 */

/** The tabs, in the page's order; the first is the default. */
export const TOOL_IDS = ["roi", "market-sizing", "payments"] as const;
export type ToolId = (typeof TOOL_IDS)[number];
export const DEFAULT_TOOL: ToolId = "roi";

export function isToolId(value: unknown): value is ToolId {
  return typeof value === "string" && (TOOL_IDS as readonly string[]).includes(value);
}

/** The tool a `?tab=` names; anything else (missing, unknown) is the ROI calculator. */
export function toolOfTab(tab: string | null | undefined): ToolId {
  return isToolId(tab) ? tab : DEFAULT_TOOL;
}

/** The `calculator_type` of a tool's saved results (table `calculator_results`). */
export const CALCULATOR_TYPES = {
  roi: "roi",
  "market-sizing": "market_sizing",
  payments: "payments_planner",
} as const satisfies Record<ToolId, string>;
export type CalculatorType = (typeof CALCULATOR_TYPES)[ToolId];

/**
 * The lead source of the 'Get Expert Analysis' button under a tool: `tools_<id>`, with the id's hyphen written as
 * an underscore, since a lead source is `[a-z0-9_]` (`tools_roi`, `tools_market_sizing`, `tools_payments`).
 */
export function leadSourceOf(tool: ToolId): string {
  return `tools_${tool.replaceAll("-", "_")}`;
}
