/** The audit log as staff read it (`/admin/audit`): newest first, a page at a time, filtered as the URL asks. */
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { offsetOf, PAGE_SIZE } from "#app/domain/admin/paging.ts";
import { type AuditFilter, auditPeriodOf } from "#app/domain/admin/privacy-audit.ts";
import { personId } from "#app/server/admin/privacy.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { AUDIT_ACTIONS, type AuditAction, auditLog } from "#app/server/db/schema/index.ts";

export { AUDIT_ACTIONS };

function conditionsOf(filter: AuditFilter): SQL[] {
  const { since, before } = auditPeriodOf(filter);
  // A person is logged under the hash of their address: typing the address finds their rows.
  const entityId = filter.entityId.includes("@") ? personId(filter.entityId) : filter.entityId;
  return [
    filter.actor && sql`position(${filter.actor.toLowerCase()} in lower(${auditLog.actorEmail})) > 0`,
    filter.action && eq(auditLog.action, filter.action as AuditAction),
    filter.entity && eq(auditLog.entity, filter.entity),
    entityId && eq(auditLog.entityId, entityId),
    since && gte(auditLog.at, since),
    before && lt(auditLog.at, before),
  ].filter((condition): condition is SQL => !!condition);
}

/** One page of the rows `filter` selects, and how many it selects in all. */
export async function listAuditLog(filter: AuditFilter, page: number) {
  const where = and(...conditionsOf(filter));
  const [rows, [total]] = await Promise.all([
    getDb()
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    getDb().select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
