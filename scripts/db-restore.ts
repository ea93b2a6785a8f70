/**
 * `npm run db:restore -- FILE [--force]`: restores a backup of `npm run db:backup` into the database the server
 * uses (DATABASE_URL, else PGLITE_DIR; decision 075, docs/backups.md), with the server stopped. The file's kind must
 * match the database's. A database that already holds data is replaced only with --force: PostgreSQL's schemas are
 * dropped first, a PGlite directory is moved aside.
 */
import { parseArgs } from "node:util";
import { restoreDatabase } from "#app/server/db/backup.server.ts";
import { BackupError } from "#app/server/db/backup-file.server.ts";
import { databaseLocation } from "#app/server/db/db.server.ts";
import { getEnv } from "#app/server/env.server.ts";

const usage = "usage: npm run db:restore -- FILE [--force]";
let parsed: { file: string; force: boolean };
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean" } },
    allowPositionals: true,
  });
  if (positionals.length !== 1 || !positionals[0]) throw new Error(usage);
  parsed = { file: positionals[0], force: values.force ?? false };
} catch {
  console.error(usage);
  process.exit(2);
}
try {
  console.log(await restoreDatabase(databaseLocation(getEnv()), parsed.file, { force: parsed.force }));
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
