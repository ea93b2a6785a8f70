/**
 * The three business tools of /tools (spec 000 §2 "Tools page", §3 "Tool tab"; spec 001 §2.21, §9): the registry
 * the page's action and the tools use (their ids are in `tool-ids.ts`, which the page loads first without zod): each tool's form schema, its computation and the summary its mail shows. Browser and server use
 * the same functions: the server recomputes every result from the inputs and never trusts one sent to it.
 */
import { z } from "zod";
import { emailAddress } from "#app/domain/form/form-schema-parts.ts";
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
import type { ToolId } from "#app/domain/tools/tool-ids.ts";

export { referencedKey, type SummaryLine, translatedValue } from "#app/domain/tools/summary.ts";

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
