/**
 * The partner directory in the back office: the list, one partner, and its create, update (the id too) and delete,
 * each audited in its transaction and shown on /partners at once (content.server.ts).
 */
import { asc, eq } from "drizzle-orm";
import { changedFields } from "#app/domain/admin/content-fields.ts";
import type { PartnerInput } from "#app/domain/admin/content-forms.ts";
import { offsetOf, PAGE_SIZE } from "#app/domain/admin/paging.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { partners } from "#app/server/db/schema/index.ts";

const ENTITY = "partner";

export type EditedPartner = typeof partners.$inferSelect;

/** One page of partners, by name. */
export async function partnersPage(page: number) {
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.$count(partners),
    db
      .select()
      .from(partners)
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
  ]);
  return { total, rows };
}

export async function findPartner(id: string): Promise<EditedPartner | null> {
  const [row] = await getDb().select().from(partners).where(eq(partners.id, id)).limit(1);
  return row ?? null;
}

export function createPartner(actor: AuditActor, input: PartnerInput): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    await tx.insert(partners).values(input);
    return {
      action: "create",
      entity: ENTITY,
      entityId: input.id,
      detail: { fields: changedFields(null, input) },
    };
  });
}

/** Updates partner `id` with the form's values, its id included (`input.id`). */
export function updatePartner(actor: AuditActor, id: string, input: PartnerInput): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    const [stored] = await tx.select().from(partners).where(eq(partners.id, id)).for("update");
    if (!stored) return "notFound";
    const fields = changedFields(stored, input);
    if (fields.length === 0) return "unchanged";
    await tx.update(partners).set(input).where(eq(partners.id, id));
    return {
      action: "update",
      entity: ENTITY,
      entityId: input.id,
      detail: { fields, ...(input.id !== id && { previousId: id }) },
    };
  });
}

export function deletePartner(actor: AuditActor, id: string): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    const [deleted] = await tx.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id });
    return deleted ? { action: "delete", entity: ENTITY, entityId: id } : "notFound";
  });
}
