/**
 * What the back office's content services share (issue 15 item 5; docs/decisions/038-content-editing.md): one
 * write with its audit row in one transaction, the public pages' cache dropped once it has committed, and the
 * answers the content forms give besides `receiveForm`'s.
 */
import type { SubmissionResult } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { type AuditActor, type AuditEntry, recordAudit } from "#app/server/admin/audit.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { isForeignKeyViolation, isUniqueViolation } from "#app/server/db/unique-violation.server.ts";
import { invalidatePageCache } from "#app/server/http/page-cache-invalidation.server.ts";

/**
 * `done`: written (or nothing to change). `notFound`: the record is gone. `taken`: its slug or id is another's.
 * `referenced`: a foreign key refused it: it names a record that is gone (an image deleted meanwhile), or it deletes
 * one that another record names (an image in use).
 */
export type WriteOutcome = "done" | "notFound" | "taken" | "referenced";

/** What a write did: the audit entry of its change, or why there is none. */
export type Written = AuditEntry | "notFound" | "unchanged";

/**
 * Runs `write` in a transaction with the audit row of its change, then drops every rendered page (the public
 * blog, partners and opportunities pages show the change on their next request). The cache is dropped after the
 * commit, not inside: a page rendered in between would otherwise keep the old content. A unique violation (a slug
 * or id another record holds, also when a concurrent save stored it first) is `taken`; a foreign key's, `referenced`.
 */
export async function writeContent(
  actor: AuditActor,
  write: (tx: Executor) => Promise<Written>,
): Promise<WriteOutcome> {
  let written: Written;
  try {
    written = await getDb().transaction(async (tx) => {
      const outcome = await write(tx);
      if (typeof outcome === "object") await recordAudit(actor, outcome, tx);
      return outcome;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    if (isForeignKeyViolation(error)) return "referenced";
    throw error;
  }
  if (written === "notFound") return "notFound";
  if (written !== "unchanged") await invalidatePageCache();
  return "done";
}

type Payload = Record<string, unknown>;

/** The form shown again with what was sent and, when given, errors by field name (translation keys). */
function answerWith(payload: Payload, error?: Record<string, string[]>) {
  const result: SubmissionResult<string[]> = {
    status: error ? "error" : "success",
    initialValue: payload as SubmissionResult<string[]>["initialValue"],
    ...(error && { error }),
  };
  return { result, sent: false } satisfies FormAnswer;
}

/** A slug or id another record holds: the error on that field, the form as it was sent (409). */
export function takenAnswer(payload: Payload, field: string, messageKey: string) {
  return data(answerWith(payload, { [field]: [messageKey] }), { status: 409 });
}

/** The post form shown again as sent, with its Markdown rendered (`html`), nothing saved. */
export function previewAnswer(payload: Payload, html: string) {
  return data({ ...answerWith(payload), preview: html });
}
