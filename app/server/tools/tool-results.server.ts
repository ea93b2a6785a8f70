/**
 * Saving a tool's results (spec 001 §7.2 "insert into calculator_results", §8 "Payments planner save"): one row in
 * `calculator_results` and the visitor's copy by mail, in one transaction, so the mail exists exactly when the row
 * does. The results are the server's own, computed from the inputs by the tool's domain function.
 */

import { dateTimeFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { localHref } from "#app/domain/languages.ts";
import { CALCULATOR_TYPES, type ToolId } from "#app/domain/tools/tool-ids.ts";
import { referencedKey, type SummaryLine } from "#app/domain/tools/tools.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { calculatorResults } from "#app/server/db/schema/index.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import { enqueueVisitorEmail, type OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

export type SavedResults = {
  tool: ToolId;
  email: string;
  lang: LanguageCode;
  /** The parsed inputs and the results computed from them (stored as JSON). */
  inputs: unknown;
  results: unknown;
  /** The mail's lines, from the tool's `summarize`. */
  summary: SummaryLine[];
};

/** Stores the results and queues their mail; false (and logged) when the database refused. */
export async function saveToolResults(saved: SavedResults): Promise<boolean> {
  try {
    await getDb().transaction(async (tx) => {
      await tx.insert(calculatorResults).values({
        calculatorType: CALCULATOR_TYPES[saved.tool],
        inputs: saved.inputs,
        results: saved.results,
        email: saved.email,
        language: saved.lang,
      });
      await enqueueVisitorEmail(tx, toolResultsEmail(saved));
    });
    return true;
  } catch (error) {
    logger.error({ err: error, tool: saved.tool }, "tool results could not be saved");
    return false;
  }
}

/** The visitor's copy: the tool's name, then each input and result on its own line, in the page's language. */
export function toolResultsEmail({ tool, email, lang, summary }: SavedResults): OutgoingEmail {
  const t = serverT(lang, "mail-tools");
  const translate = serverT(lang);
  const toolName = serverT(lang, "tools")(`tabs.${tool}.title`);
  const line = ({ label, value }: SummaryLine) => {
    const key = referencedKey(value);
    // The tools write their lines as `namespace:key` strings (domain/tools/summary.ts).
    const text = (textKey: string) => translateDataKey(translate, textKey);
    return t("results.line", { label: text(label), value: key ? text(key) : value });
  };
  return composeEmail(email, {
    lang,
    subject: t("results.subject", { tool: toolName }),
    paragraphs: [
      t("results.greeting"),
      t("results.intro", { tool: toolName }),
      t("results.savedOn", { date: dateTimeFormat(lang, { dateStyle: "long" }).format(new Date()) }),
      ...summary.map(line),
      t("results.closing"),
    ],
    action: {
      label: t("results.action"),
      url: absoluteUrl(localHref(lang, "/tools", { tab: tool })),
    },
  });
}
