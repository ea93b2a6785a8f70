import { mkdir } from "node:fs/promises";
import path from "node:path";
import { BackupError, detectBackupKind, readHead } from "#app/server/db/backup-file.server.ts";
import { backupPglite, restorePglite } from "#app/server/db/backup-pglite.server.ts";
import { backupPostgres, restorePostgres } from "#app/server/db/backup-postgresql.server.ts";
import type { DatabaseKind } from "#app/server/db/client.server.ts";
import type { DatabaseLocation } from "#app/server/db/db.server.ts";

/**
 * Backups with each database's own tools (decision 075): PostgreSQL's `pg_dump --format=custom` and
 * `pg_restore`; for embedded PGlite a tarball of its data directory. Run by `npm run db:backup` and
 * `npm run db:restore` (scripts/db-backup.ts, db-restore.ts) on the database the server uses.
 */

function describeTarget(target: DatabaseLocation): string {
  if ("dir" in target) return `the PGlite database in ${target.dir}`;
  const url = new URL(target.url);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

/** Backs the database up to `file` (replacing it) and says what was written. */
export async function backupDatabase(target: DatabaseLocation, file: string): Promise<string> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if ("dir" in target) await backupPglite(target.dir, file);
  else await backupPostgres(target.url, file);
  return `Backed up ${describeTarget(target)} to ${file}`;
}

/**
 * Restores `file` into the database. A database that already holds data is replaced only with `force`: a PGlite
 * directory is moved aside (its new name is in the answer), a PostgreSQL database's schemas are dropped first.
 */
export async function restoreDatabase(
  target: DatabaseLocation,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<string> {
  const kind = detectBackupKind(await readHead(file));
  const targetKind: DatabaseKind = "dir" in target ? "pglite" : "postgresql";
  if (kind !== targetKind) {
    throw new BackupError(
      kind === "pglite"
        ? `${file} is a PGlite backup, but DATABASE_URL names a PostgreSQL database: unset DATABASE_URL to restore it into PGLITE_DIR.`
        : `${file} is a PostgreSQL backup (pg_dump), but the app runs on PGlite: set DATABASE_URL to the PostgreSQL database to restore it into.`,
    );
  }
  const replaced =
    "dir" in target
      ? await restorePglite(target.dir, file, force)
      : await restorePostgres(target.url, file, force);
  return `Restored ${file} into ${describeTarget(target)}${replaced ? ` (${replaced})` : ""}`;
}
