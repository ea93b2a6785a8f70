/**
 * The back office's one way to edit a kind of content kept in a table keyed by a text `id` (issue 26 item 4;
 * docs/decisions/038-content-editing.md): a declaration (the table, its audit entity and its list order) gives the
 * list, one record, and create, update (the id too) and delete, each audited in its transaction and shown on the
 * site at once (`writeContent`), and the edit page's loader and action around them. Partners and tenders are
 * declared so; a new kind of content is one declaration, a form schema and a form.
 */
import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { changedFields } from "#app/domain/admin/content-fields.ts";
import { offsetOf, PAGE_SIZE, pageCountOf, pageOf } from "#app/domain/admin/paging.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { type AuditActor, auditActor } from "#app/server/admin/audit.server.ts";
import { takenAnswer, type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";

type KeyedTable = PgTable & { id: AnyPgColumn };

export type ContentKind<Row extends { id: string }, Input extends { id: string }> = {
  /** Its list page in the back office, e.g. `/admin/partners`. */
  listPath: string;
  /** One page of records, in the list's order. */
  page(page: number): Promise<{ total: number; rows: Row[] }>;
  find(id: string): Promise<Row | null>;
  create(actor: AuditActor, input: Input): Promise<WriteOutcome>;
  /** Updates record `id` with the form's values, its id included (`input.id`). */
  update(actor: AuditActor, id: string, input: Input): Promise<WriteOutcome>;
  remove(actor: AuditActor, id: string): Promise<WriteOutcome>;
};

export function contentKind<Row extends { id: string }, Input extends { id: string }>({
  entity,
  table,
  order,
  listPath,
}: {
  /** The audit log's name for one record: `partner`, `opportunity`. */
  entity: string;
  table: KeyedTable;
  order: SQL[];
  listPath: string;
}): ContentKind<Row, Input> {
  // Drizzle cannot type a query over a table chosen at run time; the declaration's types stand for its rows.
  const rowsOf = (rows: unknown) => rows as Row[];
  return {
    listPath,
    async page(page) {
      const db = getDb();
      const [total, rows] = await Promise.all([
        db.$count(table),
        db
          .select()
          .from(table)
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset(offsetOf(page)),
      ]);
      return { total, rows: rowsOf(rows) };
    },
    async find(id) {
      const [row] = rowsOf(await getDb().select().from(table).where(eq(table.id, id)).limit(1));
      return row ?? null;
    },
    create(actor, input) {
      return writeContent(actor, async (tx) => {
        await tx.insert(table).values(input as never);
        return {
          action: "create",
          entity,
          entityId: input.id,
          detail: { fields: changedFields(null, input) },
        };
      });
    },
    update(actor, id, input) {
      return writeContent(actor, async (tx) => {
        const [stored] = rowsOf(await tx.select().from(table).where(eq(table.id, id)).for("update"));
        if (!stored) return "notFound";
        const fields = changedFields<Input>(stored as unknown as Partial<Input>, input);
        if (fields.length === 0) return "unchanged";
        await tx
          .update(table)
          .set(input as never)
          .where(eq(table.id, id));
        return {
          action: "update",
          entity,
          entityId: input.id,
          detail: { fields, ...(input.id !== id && { previousId: id }) },
        };
      });
    },
    remove(actor, id) {
      return writeContent(actor, async (tx) => {
        const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
        return deleted ? { action: "delete", entity, entityId: id } : "notFound";
      });
    },
  };
}

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/** The list page's loader: staff only, one page of records, and whether one was just deleted (`?deleted`). */
export async function contentListLoader<Row extends { id: string }>(
  kind: ContentKind<Row, { id: string }>,
  { request, context }: Omit<Args, "params">,
) {
  requireAdmin({ request, context });
  const query = new URL(request.url).searchParams;
  const page = pageOf(query);
  const { rows, total } = await kind.page(page);
  return { rows, total, page, pageCount: pageCountOf(total), deleted: query.has("deleted") };
}

/**
 * The edit page's loader (`…/new` and `…/:id`): staff only, the record (404 when the id names none), whether
 * `?confirm=delete` asks before deleting, and whether it was just saved (`?saved`).
 */
export async function contentEditLoader<Row extends { id: string }>(
  kind: ContentKind<Row, { id: string }>,
  { request, context, params }: Args,
) {
  requireAdmin({ request, context });
  const record = params.id ? await kind.find(params.id) : null;
  if (params.id && !record) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    record,
    confirmDelete: record !== null && query.get("confirm") === "delete",
    saved: query.has("saved"),
  };
}

/**
 * The edit page's action: the form through the staff pipeline, then delete (`intent=delete`, back to the list),
 * or create or update and back to the record; an id another record holds is an error on the `id` field.
 */
export async function contentEditAction<Input extends { id: string }>(
  kind: ContentKind<{ id: string }, Input>,
  schema: z.ZodType<({ intent: "save" } & Input) | { intent: "delete" }>,
  { request, context, params }: Args,
) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, schema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const actor = auditActor(admin, context);
  if (form.value.intent === "delete") {
    if (!params.id || (await kind.remove(actor, params.id)) === "notFound") return form.fail("notFound", 404);
    return form.redirect(kind.listPath, { query: { deleted: "1" } });
  }
  const { intent: _, ...fields } = form.value;
  const record = fields as unknown as Input;
  const outcome = params.id ? await kind.update(actor, params.id, record) : await kind.create(actor, record);
  if (outcome === "taken") return takenAnswer(form.payload, "id", "idTaken");
  if (outcome === "notFound") return form.fail("notFound", 404);
  return form.redirect(`${kind.listPath}/${record.id}`, { query: { saved: "1" } });
}
