import { type DatabaseHandle, openDatabase } from "#app/server/db/client.server.ts";
import { getEnv } from "#app/server/env.server.ts";

/**
 * The process-wide database. `server.ts` opens it at start (migrating and seeding); loaders and actions read
 * it with `getDb()`.
 */
let current: DatabaseHandle | undefined;

export async function initDatabase(): Promise<DatabaseHandle> {
  if (current) return current;
  const env = getEnv();
  current = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.PGLITE_DIR });
  return current;
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
