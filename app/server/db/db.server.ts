import { type DatabaseHandle, openDatabase } from "#app/server/db/client.server.ts";
import { type Env, getEnv } from "#app/server/env.server.ts";

/**
 * The process-wide database. `server.ts` opens it at start (migrating and seeding); loaders and actions read
 * it with `getDb()`.
 */
let current: DatabaseHandle | undefined;

export async function initDatabase(): Promise<DatabaseHandle> {
  if (current) return current;
  current = await openDatabase(databaseLocation(getEnv()));
  return current;
}

export type DatabaseLocation = { url: string } | { dir: string };

/** Where the app keeps its data: the PostgreSQL database DATABASE_URL names, else the embedded one in PGLITE_DIR. */
export function databaseLocation(env: Env): DatabaseLocation {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.PGLITE_DIR };
}

export function getDatabase(): DatabaseHandle {
  if (!current) throw new Error("Database used before initDatabase()");
  return current;
}

export function getDb() {
  return getDatabase().db;
}

/** Lets integration tests point the app's services at their own database. */
export function setDatabaseForTests(test: DatabaseHandle | undefined) {
  current = test;
}
