/**
 * `npm run db:backup -- FILE`: backs up the database the server uses (decision 075, docs/backups.md): with
 * DATABASE_URL a pg_dump custom-format archive (pg_dump of the server's major version or newer on the PATH), else a
 * tarball of the embedded database in PGLITE_DIR, taken with the server stopped (PGlite allows one process per
 * directory: the script refuses a directory in use).
 */

import { backupDatabase } from "#app/server/db/backup.server.ts";
import { BackupError } from "#app/server/db/backup-file.server.ts";
import { databaseLocation } from "#app/server/db/db.server.ts";
import { getEnv } from "#app/server/env.server.ts";

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length > 0 || file.startsWith("-")) {
  console.error("usage: npm run db:backup -- FILE");
  process.exit(2);
}
try {
  console.log(await backupDatabase(databaseLocation(getEnv()), file));
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
