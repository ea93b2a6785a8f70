/**
 * `/admin/outbox`: the mail queue, newest first, by status (the worker's own: `pending` until sent, `sent`, or
 * `failed` for good after an SMTP 5xx answer or the last allowed attempt); and Retry, which puts a failed mail
 * back in the queue, due now, for the worker to claim on its next round.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { choiceOf, formatRecordTime, type MailRow, recordTimeOrNull } from "#app/domain/admin/records.ts";
import { type AuditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import { auditedPage, type ListRequest, listQuery } from "#app/server/admin/records.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { outbox } from "#app/server/db/schema/index.ts";

export const MAIL_STATUSES = [
  "pending",
  "sent",
  "failed",
] as const satisfies readonly (typeof outbox.$inferSelect.status)[];

/** `?status=pending|sent|failed&page=`; `?done=retried` after a retry. */
export async function outboxPage(list: ListRequest) {
  const { query, lang } = listQuery(list.request);
  const status = choiceOf(MAIL_STATUSES, query.get("status"));
  const where = status ? eq(outbox.status, status) : undefined;
  const page = await auditedPage(
    list,
    "outbox",
    { status },
    {
      count: (db) => db.$count(outbox, where),
      read: (db, { limit, offset }) =>
        db
          .select({
            id: outbox.id,
            to: outbox.toAddress,
            subject: outbox.subject,
            status: outbox.status,
            attempts: outbox.attempts,
            nextAttemptAt: outbox.nextAttemptAt,
            lastError: outbox.lastError,
            createdAt: outbox.createdAt,
            sentAt: outbox.sentAt,
          })
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(limit)
          .offset(offset),
    },
  );
  const rows = page.rows.map(
    (row): MailRow => ({
      ...row,
      // Only a queued mail has a next attempt; a sent or failed one keeps its last lease time, which means nothing.
      nextAttemptAt: row.status === "pending" ? formatRecordTime(row.nextAttemptAt, lang) : null,
      createdAt: formatRecordTime(row.createdAt, lang),
      sentAt: recordTimeOrNull(row.sentAt, lang),
    }),
  );
  return { ...page, rows, status, statuses: MAIL_STATUSES, retried: query.get("done") === "retried" };
}

/**
 * Puts a failed mail back in the queue (pending, due now; its attempts kept, so the worker's limit still counts
 * them) with its audit row, in one transaction. `notFailed`: it is sent or still queued, and left alone.
 */
export async function retryMail(actor: AuditActor, id: string): Promise<"retried" | "notFailed" | "missing"> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: sql`now()` })
      .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
      .returning({ id: outbox.id });
    if (!row) return (await tx.$count(outbox, eq(outbox.id, id))) > 0 ? "notFailed" : "missing";
    await recordAudit(
      actor,
      { action: "update", entity: "mail", entityId: id, detail: { status: "pending", from: "failed" } },
      tx,
    );
    return "retried";
  });
}
