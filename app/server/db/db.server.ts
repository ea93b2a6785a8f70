import { type DatabaseHandle, openDatabase } from "#app/server/db/client.server.ts";
import { getEnv } from "#app/server/env.server.ts";

/**
 * The process-wide database. `server.ts` opens it at start (migrating and seeding); loaders and actions read
 * it with `getDb()`. It lives on `globalThis` because server.ts (run by tsx) and the React Router server
 * build each load their own copy of this module.
 */
const KEY = Symbol.for("app.database");
const store = globalThis as typeof globalThis & { [KEY]?: DatabaseHandle };

export async function initDatabase(): Promise<DatabaseHandle> {
  const existing = store[KEY];
  if (existing) return existing;
  const env = getEnv();
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.PGLITE_DIR });
  store[KEY] = handle;
  return handle;
}

export function getDatabase(): DatabaseHandle {
  const handle = store[KEY];
  if (!handle) throw new Error("Database used before initDatabase()");
  return handle;
}

export function getDb() {
  return getDatabase().db;
}

/** Lets integration tests point the app's services at their own database. */
export function setDatabaseForTests(test: DatabaseHandle | undefined) {
  store[KEY] = test;
}
