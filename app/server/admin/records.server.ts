/**
 * What every record list of the back office does (issue 15 item 4): one page of rows and their total, read
 * together, and one `view` row in the audit log for showing them (the lists hold personal data), its filter in
 * the detail. Each list (`records-<list>.server.ts`) says how to count, read and show its rows.
 */
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { RouterContextProvider } from "react-router";
import { offsetOf, PAGE_SIZE, pageCountOf, pageOf } from "#app/domain/admin/paging.ts";
import type { Paged } from "#app/domain/admin/records.ts";
import { type LanguageCode, languageFromPath } from "#app/domain/languages.ts";
import type { SessionUser } from "#app/server/account/session.server.ts";
import { auditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";

/** The admin's request a list page answers: who asks (for the audit log), its URL (filters, page, language). */
export type ListRequest = {
  admin: Pick<SessionUser, "id" | "email">;
  context: Readonly<RouterContextProvider>;
  request: Request;
};

/** What a list loader reads from its URL. */
export function listQuery(request: Request): { query: URLSearchParams; lang: LanguageCode } {
  const url = new URL(request.url);
  return { query: url.searchParams, lang: languageFromPath(url.pathname) };
}

/**
 * The page the URL asks for (`count` all rows of the filter, `read` the page's), then the view audited as
 * `entity` with `filter` (codes only, never an address).
 */
export async function auditedPage<Row>(
  { admin, context, request }: ListRequest,
  entity: string,
  filter: Record<string, string | null>,
  list: {
    count: (db: Executor) => Promise<number>;
    read: (db: Executor, window: { limit: number; offset: number }) => Promise<Row[]>;
  },
): Promise<Paged<Row>> {
  const page = pageOf(listQuery(request).query);
  const db = getDb();
  const total = await list.count(db);
  const rows = await list.read(db, { limit: PAGE_SIZE, offset: offsetOf(page) });
  await recordAudit(auditActor(admin, context), { action: "view", entity, detail: { ...filter, page } }, db);
  return { rows, page, pageCount: pageCountOf(total), total };
}

/** The usual list: whole rows of one table, those `where` keeps, in `order`. */
export function auditedTablePage<Table extends PgTable>(
  list: ListRequest,
  entity: string,
  filter: Record<string, string | null>,
  { table, where, order }: { table: Table; where: SQL | undefined; order: SQL[] },
) {
  return auditedPage(list, entity, filter, {
    count: (db) => db.$count(table, where),
    read: (db, { limit, offset }) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as Promise<Table["$inferSelect"][]>,
  });
}
