import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "#app/server/db/schema/index.ts";

/** Both drivers return `{ rows }` from raw queries, so one result type serves both. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;
/** The database or an open transaction: services that write take either, so callers can group writes. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgresql";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; safe to call from several instances at once on PostgreSQL. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, read by the metrics (its counts); PGlite has none. */
  pool?: pg.Pool;
};

/** From the project's directory, where the server runs (like build/client), as source and as build alike. */
const migrationsFolder = path.resolve("app/server/db/migrations");
/** Arbitrary constant: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 727_001;

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite at `dir` (in memory when `dir` is omitted), starting
 * from `startFrom` when given (a dump of a PGlite data directory: the tests' migrated template). Both are typed as
 * one PgDatabase so the rest of the app does not care which it got.
 */
export async function openDatabase(options: {
  url?: string;
  dir?: string;
  startFrom?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    // Waiting longer for a connection than this fails the request (visitors get the form's "could not save").
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // A connection the server drops (restart, failover, pg_terminate_backend) emits 'error' on its client, whether
    // idle in the pool or checked out (a transaction between two statements, the migration lock). Unhandled, that
    // event ends the process; handled, the work on it fails, the pool discards the client and connects afresh.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.warn("PostgreSQL connection lost:", error.message));
    });
    pool.on("error", () => {}); // the client's own listener above has logged it
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgresql",
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
      pool,
    };
  }
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = new PGlite({ dataDir: options.dir, loadDataDir: options.startFrom });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
