/**
 * The back office's one way to edit a kind of content kept in a table keyed by a text `id` (issue 26 item 4;
 * docs/decisions/038-content-editing.md): a declaration (the table, its audit entity, its list order, and where a
 * kind differs: the rows that are its own, its ids, its list filter, how rows meet its form) gives the list, one
 * record, and create, update and delete, each audited in its transaction and shown on the site at once
 * (`writeContent`), and the list's and edit page's loaders and action around them. A kind whose texts are written
 * per language (decision 081) names its kind of language versions: its list shows each language's status, and a
 * deleted record's versions go with it. Partners, tenders, blog posts, webinars, the team and the media library's
 * images are declared so; a new kind of content is one declaration, its form schemas and a form.
 */
import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { changedFields } from "#app/domain/admin/content-fields.ts";
import { offsetOf, PAGE_SIZE, pageCountOf, pageOf } from "#app/domain/admin/paging.ts";
import { type LanguageStatus, languageStatuses } from "#app/domain/content/language-versions.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { type AuditActor, auditActor } from "#app/server/admin/audit.server.ts";
import { takenAnswer, type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { deleteVersions, storedVersions } from "#app/server/content/language-versions.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  type FormOptions,
  type FormReplies,
  receiveForm,
  STAFF_FORM,
} from "#app/server/form/receive-form.server.ts";

type KeyedTable = PgTable & { id: AnyPgColumn };
type Columns = Record<string, unknown>;
type Answer = ReturnType<FormReplies["accept"]>;

export type ContentKind<ListRow, Edited, Input> = {
  /** Its list page in the back office, e.g. `/admin/partners`. */
  listPath: string;
  /** The list's filter (`?status=draft`), when it has one: its query parameter and the values it takes. */
  filter: { param: string; values: readonly string[] } | null;
  /** The form field a key another record holds is reported on, and the message (`slug`, `slugTaken`). */
  unique: { field: string; message: string };
  /**
   * One page of records, in the list's order, of one filter value or all; each says whether it is a sample and,
   * for a kind written per language, each language's status.
   */
  page(page: number, filter: string | null): Promise<{ total: number; rows: ListedRow<ListRow>[] }>;
  /** The record as its form shows it; null for none. */
  find(id: string): Promise<Edited | null>;
  /** Stores a new record (`id` null) or updates record `id`; the id it has once saved. */
  save(actor: AuditActor, id: string | null, input: Input): Promise<{ outcome: WriteOutcome; id: string }>;
  remove(actor: AuditActor, id: string): Promise<WriteOutcome>;
  /** For a kind written per language (decision 081): its versions' kind and their audit entity. */
  versions: LanguageVersions | null;
  /** Whether record `id` exists, read through `db` (a save's transaction). */
  exists(db: Executor, id: string): Promise<boolean>;
  /** Every language's status of record `id`'s texts; null for a kind not written per language. */
  languages(id: string): Promise<Record<LanguageCode, LanguageStatus> | null>;
};

/** A kind's language versions: `content_versions.kind` (`webinar`) and the audit entity of one (`webinar-text`). */
export type LanguageVersions = { kind: string; entity: string };

export type ListedRow<ListRow> = ListRow & {
  isSample: boolean;
  languages: Record<LanguageCode, LanguageStatus> | null;
};

export function contentKind<Row extends { id: string }, Input extends object, ListRow = Row, Edited = Row>({
  entity,
  table,
  order,
  listPath,
  scope,
  isId = () => true,
  unique = { field: "id", message: "idTaken" },
  filter,
  listColumns,
  edited = (row) => row as unknown as Edited,
  columns = (input) => input as Columns,
  deletedDetail,
  isSample = () => false,
  languageVersions,
}: {
  /** The audit log's name for one record: `partner`, `opportunity`. */
  entity: string;
  table: KeyedTable;
  order: SQL[];
  listPath: string;
  /** The rows of the table that are this kind's (`type = 'blog'`), when it shares its table; they get it on create. */
  scope?: { where: SQL; columns: Columns };
  /** Whether a text can be an id at all: any other names no record, without a query. */
  isId?: (id: string) => boolean;
  unique?: ContentKind<ListRow, Edited, Input>["unique"];
  filter?: { param: string; column: AnyPgColumn; values: readonly string[] };
  /** The columns the list shows (not a post's body); all by default. */
  listColumns?: SelectedFields;
  /** A stored row as its form shows it; the row itself by default. */
  edited?: (row: Row) => Edited;
  /** The columns a form's values set (`stored`: the row before, on update); the values themselves by default. */
  columns?: (input: Input, stored?: Row) => Columns;
  /** What the audit log keeps of a deleted record beyond its id (a post's slug). */
  deletedDetail?: (row: Row) => Columns;
  /** Whether a listed record is one of the seed's samples (marked in the list; sample-content.server.ts). */
  isSample?: (row: ListRow) => boolean;
  /** Its language versions, when its texts are written per language (decision 081). */
  languageVersions?: LanguageVersions;
}): ContentKind<ListRow, Edited, Input> {
  // Drizzle cannot type a query over a table chosen at run time; the declaration's types stand for its rows.
  const rowsOf = <Of>(rows: unknown) => rows as Of[];
  const whereOf = (...conditions: (SQL | undefined)[]) => and(scope?.where, ...conditions);
  const byId = (id: string) => whereOf(eq(table.id, id));
  const touched = "updatedAt" in table ? { updatedAt: new Date() } : {};

  function create(actor: AuditActor, input: Input) {
    let id = "";
    const outcome = writeContent(actor, async (tx) => {
      const values = columns(input);
      const [row] = await tx
        .insert(table)
        .values({ ...values, ...scope?.columns } as never)
        .returning({ id: table.id });
      id = String(row!.id);
      return { action: "create", entity, entityId: id, detail: { fields: changedFields(null, values) } };
    });
    return outcome.then((done) => ({ outcome: done, id }));
  }

  function update(actor: AuditActor, id: string, input: Input) {
    const values = { id };
    const outcome = writeContent(actor, async (tx) => {
      const [stored] = rowsOf<Row>(await tx.select().from(table).where(byId(id)).for("update"));
      if (!stored) return "notFound";
      const set = columns(input, stored);
      const fields = changedFields(stored as Columns, set);
      if (fields.length === 0) return "unchanged";
      await tx
        .update(table)
        .set({ ...set, ...touched } as never)
        .where(byId(id));
      values.id = typeof set.id === "string" ? set.id : id;
      return {
        action: "update",
        entity,
        entityId: values.id,
        detail: { fields, ...(values.id !== id && { previousId: id }) },
      };
    });
    return outcome.then((done) => ({ outcome: done, id: values.id }));
  }

  return {
    listPath,
    filter: filter ? { param: filter.param, values: filter.values } : null,
    unique,
    async page(page, value) {
      const where = whereOf(filter && value !== null ? eq(filter.column, value) : undefined);
      const db = getDb();
      const [total, rows] = await Promise.all([
        db.$count(table, where),
        db
          .select(listColumns ?? getTableColumns(table))
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset(offsetOf(page)),
      ]);
      const listed = rowsOf<ListRow & { id: string }>(rows);
      const versions =
        languageVersions &&
        (await storedVersions(
          db,
          languageVersions.kind,
          listed.map((row) => row.id),
        ));
      return {
        total,
        rows: listed.map((row) => ({
          ...row,
          isSample: isSample(row),
          languages: versions ? languageStatuses(versions.get(row.id) ?? []) : null,
        })),
      };
    },
    async find(id) {
      if (!isId(id)) return null;
      const [row] = rowsOf<Row>(await getDb().select().from(table).where(byId(id)).limit(1));
      return row ? edited(row) : null;
    },
    save(actor, id, input) {
      if (id === null) return create(actor, input);
      if (!isId(id)) return Promise.resolve({ outcome: "notFound", id });
      return update(actor, id, input);
    },
    versions: languageVersions ?? null,
    async exists(db, id) {
      if (!isId(id)) return false;
      return (await db.select({ id: table.id }).from(table).where(byId(id)).limit(1)).length > 0;
    },
    async languages(id) {
      if (!languageVersions || !isId(id)) return null;
      return languageStatuses((await storedVersions(getDb(), languageVersions.kind, [id])).get(id) ?? []);
    },
    remove(actor, id) {
      if (!isId(id)) return Promise.resolve("notFound");
      return writeContent(actor, async (tx) => {
        const [deleted] = rowsOf<Row>(await tx.delete(table).where(byId(id)).returning());
        if (!deleted) return "notFound";
        if (languageVersions) await deleteVersions(tx, languageVersions.kind, [id]);
        return {
          action: "delete",
          entity,
          entityId: id,
          ...(deletedDetail && { detail: deletedDetail(deleted) }),
        };
      });
    },
  };
}

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/**
 * The list page's loader: staff only, one page of records (of the filter value `?<param>=` names, when the kind
 * has a filter), and whether one was just deleted (`?deleted`).
 */
export async function contentListLoader<ListRow>(
  kind: ContentKind<ListRow, unknown, never>,
  { request, context }: Omit<Args, "params">,
) {
  requireAdmin({ request, context });
  const query = new URL(request.url).searchParams;
  const page = pageOf(query);
  const filter = kind.filter?.values.find((value) => value === query.get(kind.filter!.param)) ?? null;
  const { rows, total } = await kind.page(page, filter);
  return { rows, total, page, pageCount: pageCountOf(total), filter, deleted: query.has("deleted") };
}

/**
 * The edit page's loader (`…/new` and `…/:id`): staff only, the record (404 when the id names none), the status of
 * its texts in each language (a kind written per language), whether `?confirm=delete` asks before deleting, and
 * whether it was just saved (`?saved`).
 */
export async function contentEditLoader<Edited>(
  kind: ContentKind<unknown, Edited, never>,
  { request, context, params }: Args,
) {
  requireAdmin({ request, context });
  const record = params.id ? await kind.find(params.id) : null;
  if (params.id && !record) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    record,
    /** Each language's status of its texts, for a stored record of a kind written per language. */
    languages: params.id ? await kind.languages(params.id) : null,
    confirmDelete: record !== null && query.get("confirm") === "delete",
    saved: query.has("saved"),
  };
}

type Intent = { intent: string };

/**
 * The edit page's action: the form through the staff pipeline (`options`: a larger one for articles), then delete
 * (`intent=delete`, back to the list), save (create or update, and back to the record; a key another record holds
 * is an error on its field), or another intent the page answers itself (`otherIntent`: a post's preview).
 */
export async function contentEditAction<Input extends object, Other extends Intent = never>(
  kind: ContentKind<unknown, unknown, Input>,
  schema: z.ZodType<({ intent: "save" } & Input) | { intent: "delete" } | Other>,
  { request, context, params }: Args,
  {
    options = STAFF_FORM,
    otherIntent,
  }: { options?: FormOptions; otherIntent?: (value: Other, payload: Record<string, unknown>) => Answer } = {},
) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, schema, options);
  if (!form.valid) return form.answer;
  const actor = auditActor(admin, context);
  const { value } = form;
  if (value.intent === "delete") {
    const removed = params.id ? await kind.remove(actor, params.id) : "notFound";
    if (removed === "notFound") return form.fail("notFound", 404);
    if (removed === "referenced") return form.fail("inUse", 409);
    return form.redirect(kind.listPath, { query: { deleted: "1" } });
  }
  if (value.intent !== "save") return otherIntent!(value as Other, form.payload);
  const { intent: _, ...fields } = value as { intent: "save" } & Input;
  const saved = await kind.save(actor, params.id ?? null, fields as unknown as Input);
  if (saved.outcome === "taken") return takenAnswer(form.payload, kind.unique.field, kind.unique.message);
  if (saved.outcome === "notFound") return form.fail("notFound", 404);
  // The image chosen was deleted from the library meanwhile.
  if (saved.outcome === "referenced") return takenAnswer(form.payload, "imageId", "imageGone");
  return form.redirect(`${kind.listPath}/${saved.id}`, { query: { saved: "1" } });
}
