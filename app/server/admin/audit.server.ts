import type { RouterContextProvider } from "react-router";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { type AuditAction, auditLog } from "#app/server/db/schema/index.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";

/** Who did it and from where: the signed-in admin and the request's client IP (null for a scheduled job). */
export type AuditActor = { id: string | null; email: string | null; ip: string | null };

/** What was done to which record: ids and codes in `detail`, never a copy of personal fields. */
export type AuditEntry = {
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  detail?: Record<string, unknown>;
};

/** The admin of this request, as the audit log names them. */
export function auditActor(user: { id: string; email: string }, context: Readonly<RouterContextProvider>) {
  return { id: user.id, email: user.email, ip: getRequestValues(context).clientIp } satisfies AuditActor;
}

/** The retention job and the operator commands (`npm run content`), which act for no signed-in staff member. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, ip: null };

/**
 * Appends one row to the audit log. Pass the transaction that makes the change, so a change is never stored
 * without its audit row (nor the row without the change).
 */
export async function recordAudit(
  actor: AuditActor,
  entry: AuditEntry,
  db: Executor = getDb(),
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    detail: entry.detail ?? null,
  });
}
