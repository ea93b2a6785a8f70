/**
 * `/admin/calculator-results`: the results visitors saved from the tools, newest first, by calculator. Each row
 * is summed up by a few of the lines its tool's own mail shows (the tool's `summarize`, translated), with the
 * stored JSON beside it.
 */
import { desc, eq } from "drizzle-orm";
import { type CalculatorRow, choiceOf, formatRecordTime } from "#app/domain/admin/records.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { CALCULATOR_TYPES, TOOL_IDS, type ToolId } from "#app/domain/tools/tool-ids.ts";
import { referencedKey, TOOLS } from "#app/domain/tools/tools.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { auditedTablePage, type ListRequest, listQuery } from "#app/server/admin/records.server.ts";
import { calculatorResults as results } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

const TYPES = TOOL_IDS.map((tool) => CALCULATOR_TYPES[tool]);
const toolOfType = (type: string) => TOOL_IDS.find((tool) => CALCULATOR_TYPES[tool] === type);

/** The lines of each tool's summary worth a glance in a list: what was put in at most twice, what came out. */
const KEY_LINES: Record<ToolId, readonly string[]> = {
  roi: [
    "tools:roi.summary.revenue",
    "tools:roi.summary.budget",
    "tools:roi.summary.roi",
    "tools:roi.summary.payback",
  ],
  "market-sizing": [
    "tools-market:summary.industry",
    "tools-market:summary.region",
    "tools-market:summary.addressable",
  ],
  payments: [
    "tools-payments:summary.projectCost",
    "tools-payments:summary.duration",
    "tools-payments:summary.paidWithin.standard",
    "tools-payments:summary.cashSaved.deferred",
  ],
};

/** The key lines of a stored result in `lang`; none when its JSON is not what the tool reads (logged). */
function summaryOf(tool: ToolId, inputs: unknown, computed: unknown, lang: LanguageCode) {
  const t = serverT(lang);
  try {
    return TOOLS[tool]
      .summarize(inputs, computed, lang)
      .filter((line) => KEY_LINES[tool].includes(line.label))
      .map(({ label, value }) => {
        const key = referencedKey(value);
        // The tools write their lines as `namespace:key` strings (domain/tools/summary.ts).
        return { label: translateDataKey(t, label), value: key ? translateDataKey(t, key) : value };
      });
  } catch (error) {
    logger.warn({ err: error, tool }, "a saved calculator result could not be summarised");
    return [];
  }
}

/** `?type=roi|market_sizing|payments_planner&page=`. */
export async function calculatorResultsPage(list: ListRequest) {
  const { query, lang } = listQuery(list.request);
  const type = choiceOf(TYPES, query.get("type"));
  const page = await auditedTablePage(
    list,
    "calculator_results",
    { type },
    {
      table: results,
      where: type ? eq(results.calculatorType, type) : undefined,
      order: [desc(results.createdAt), desc(results.id)],
    },
  );
  const toolName = (tool: ToolId) => serverT(lang, "tools")(`tabs.${tool}.title`);
  const rows = page.rows.map((row): CalculatorRow => {
    const tool = toolOfType(row.calculatorType);
    return {
      id: row.id,
      type: row.calculatorType,
      tool: tool ? toolName(tool) : row.calculatorType,
      email: row.email,
      language: row.language,
      createdAt: formatRecordTime(row.createdAt, lang),
      summary: tool ? summaryOf(tool, row.inputs, row.results, lang) : [],
      json: JSON.stringify({ inputs: row.inputs, results: row.results }, null, 2),
    };
  });
  const types = TOOL_IDS.map((tool) => ({ value: CALCULATOR_TYPES[tool], label: toolName(tool) }));
  return { ...page, rows, type, types };
}
