/**
 * Integration tests run on embedded PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
 * Each test file gets its own fresh, migrated database (PGlite: loaded from the run's migrated template; PostgreSQL: a
 * throwaway database, dropped afterwards).
 *
 *   describe.each(TEST_BACKENDS)("leads on %s", (backend) => {
 *     const handle = useTestDatabase(backend);   // migrated in beforeAll, emptied before each test
 *     it("…", async () => { await handle().db.insert(…) });
 *   });
 */

import { readFileSync } from "node:fs";
import { getTableName, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { type DatabaseHandle, type DatabaseKind, openDatabase } from "#app/server/db/client.server.ts";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import * as schema from "#app/server/db/schema/index.ts";
import { throwawayDatabase } from "#tests/support/throwaway-database.ts";

export const TEST_BACKENDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgresql"]
  : ["pglite"];

/** The migrated template the global setup dumped (pglite-template.global.ts), read once per test file. */
let template: Blob | undefined;
const pgliteTemplate = () => {
  template ??= new Blob([readFileSync(inject("pgliteTemplate"))]);
  return template;
};

async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ startFrom: pgliteTemplate() });
    // Nothing to apply when the template is current; a migration written since would be applied here.
    await handle.migrate();
    return handle;
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await throwawayDatabase();
  const handle = await openDatabase({ url: scratch.url });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Every table of the app's schema, for emptying between tests. */
const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => `"${getTableConfig(table).schema ?? "public"}"."${getTableName(table)}"`);

/**
 * Empties every table. Deleting the few rows a test leaves, with foreign-key triggers off for the transaction
 * (`session_replication_role`), takes a millisecond where `truncate` of every table takes tens (PostgreSQL creates
 * new files for each).
 */
async function emptyAllTables(handle: DatabaseHandle) {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of tableNames) await tx.execute(sql.raw(`delete from ${table}`));
  });
}

/**
 * Opens a fresh database for the enclosing describe block, makes it the app's database (getDb()), and empties it
 * before each test. Returns a getter, since the handle exists only once beforeAll has run.
 */
export function useTestDatabase(kind: DatabaseKind): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  beforeEach(async () => {
    setDatabaseForTests(handle);
    await emptyAllTables(handle!);
  });
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("test database used outside a test");
    return handle;
  };
}
