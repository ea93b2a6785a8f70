/**
 * Opportunities (tenders) in the back office: the list, one tender, and its create, update (the id too) and
 * delete, each audited in its transaction and shown on /opportunities at once (content.server.ts).
 */
import { desc, eq } from "drizzle-orm";
import { changedFields } from "#app/domain/admin/content-fields.ts";
import type { OpportunityInput } from "#app/domain/admin/content-forms.ts";
import { offsetOf, PAGE_SIZE } from "#app/domain/admin/paging.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { opportunities } from "#app/server/db/schema/index.ts";

const ENTITY = "opportunity";

export type EditedOpportunity = typeof opportunities.$inferSelect;

/** One page of tenders, latest deadline first. */
export async function opportunitiesPage(page: number) {
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.$count(opportunities),
    db
      .select()
      .from(opportunities)
      .orderBy(desc(opportunities.deadline), opportunities.id)
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
  ]);
  return { total, rows };
}

export async function findOpportunity(id: string): Promise<EditedOpportunity | null> {
  const [row] = await getDb().select().from(opportunities).where(eq(opportunities.id, id)).limit(1);
  return row ?? null;
}

export function createOpportunity(actor: AuditActor, input: OpportunityInput): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    await tx.insert(opportunities).values(input);
    return {
      action: "create",
      entity: ENTITY,
      entityId: input.id,
      detail: { fields: changedFields(null, input) },
    };
  });
}

/** Updates tender `id` with the form's values, its id included (`input.id`). */
export function updateOpportunity(
  actor: AuditActor,
  id: string,
  input: OpportunityInput,
): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    const [stored] = await tx.select().from(opportunities).where(eq(opportunities.id, id)).for("update");
    if (!stored) return "notFound";
    const fields = changedFields(stored, input);
    if (fields.length === 0) return "unchanged";
    await tx.update(opportunities).set(input).where(eq(opportunities.id, id));
    return {
      action: "update",
      entity: ENTITY,
      entityId: input.id,
      detail: { fields, ...(input.id !== id && { previousId: id }) },
    };
  });
}

export function deleteOpportunity(actor: AuditActor, id: string): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    const [deleted] = await tx
      .delete(opportunities)
      .where(eq(opportunities.id, id))
      .returning({ id: opportunities.id });
    return deleted ? { action: "delete", entity: ENTITY, entityId: id } : "notFound";
  });
}
