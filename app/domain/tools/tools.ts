/**
 * The three business tools of /tools (spec 000 §2 "Tools page", §3 "Tool tab"; spec 001 §2.21, §9): their ids
 * (the URL's `?tab=`), the `calculator_type` their saved results are stored under, and the registry the page's
 * action uses: each tool's form schema, its computation and the summary its mail shows. Browser and server use
 * the same functions: the server recomputes every result from the inputs and never trusts one sent to it.
 */
import { z } from "zod";
import { emailAddress } from "#app/domain/form-schema-parts.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import {
  computeMarketSizing,
  MarketSizingInputSchema,
  summarizeMarketSizing,
} from "#app/domain/tools/market-sizing.ts";
import {
  computePaymentsPlan,
  PaymentsPlanInputSchema,
  summarizePaymentsPlan,
} from "#app/domain/tools/payments-planner.ts";
import { computeRoi, RoiInputSchema, summarizeRoi } from "#app/domain/tools/roi.ts";
import type { SummaryLine } from "#app/domain/tools/summary.ts";

export { referencedKey, type SummaryLine, translatedValue } from "#app/domain/tools/summary.ts";

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

/** What a tool module provides (`roi.ts`, `market-sizing.ts`, `payments-planner.ts`). */
export type ToolModule<Input, Result> = {
  /** Parses the form's strings into the tool's input; its messages are `errors.*` keys of the tool's namespace. */
  schema: z.ZodType<Input>;
  compute(input: Input): Result;
  summarize(input: Input, result: Result, lang: LanguageCode): SummaryLine[];
};

/** A tool's module as the registry keeps it: checked for consistency here, then used without its types. */
function register<Input, Result>(module: ToolModule<Input, Result>): ToolModule<unknown, unknown> {
  return module as unknown as ToolModule<unknown, unknown>;
}

export const TOOLS: Record<ToolId, ToolModule<unknown, unknown>> = {
  roi: register({ schema: RoiInputSchema, compute: computeRoi, summarize: summarizeRoi }),
  "market-sizing": register({
    schema: MarketSizingInputSchema,
    compute: computeMarketSizing,
    summarize: summarizeMarketSizing,
  }),
  payments: register({
    schema: PaymentsPlanInputSchema,
    compute: computePaymentsPlan,
    summarize: summarizePaymentsPlan,
  }),
};

/** The two buttons of a tool's form: 'Calculate' (the no-JavaScript path) and 'Save results'. */
export const TOOL_INTENTS = ["calculate", "save"] as const;
export type ToolIntent = (typeof TOOL_INTENTS)[number];

/**
 * The whole form a tool posts to /tools: `tool`, `intent`, the tool's inputs, and for `save` the visitor's
 * e-mail address (`emailRequired`, `emailInvalid`, `tooLong`, worded by the `forms` namespace).
 */
export function toolFormSchema(tool: ToolId) {
  const envelope = z.discriminatedUnion("intent", [
    z.object({ tool: z.literal(tool), intent: z.literal("calculate") }),
    z.object({ tool: z.literal(tool), intent: z.literal("save"), email: emailAddress }),
  ]);
  return z.intersection(envelope, TOOLS[tool].schema);
}

/** The browser's check of the e-mail field before saving (the one the action applies). */
export const saveEmailSchema = emailAddress;
