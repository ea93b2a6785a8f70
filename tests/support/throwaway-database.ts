/**
 * A PostgreSQL database of its own for a test that starts the built server (scripts/lib/serve.ts) on
 * TEST_DATABASE_URL's server; without TEST_DATABASE_URL, none (the server then runs on PGlite).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** A throwaway PostgreSQL database when TEST_DATABASE_URL is set, dropped afterwards. */
export async function throwawayDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { drop: async () => {} };
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
