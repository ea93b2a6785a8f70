import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip as gunzipCallback } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { BackupError, isGzip, writeWhole } from "#app/server/db/backup-file.server.ts";

/**
 * Backups of the embedded database (decision 075): a gzipped tarball of its data directory (`dumpDataDir`),
 * restored with PGlite's `loadDataDir` option, with no process on the directory.
 */

const gunzip = promisify(gunzipCallback);

/**
 * PGlite has no lock between processes (decision 004) but writes postmaster.pid while open and removes it when
 * closed: its presence means a server runs on the directory (or one stopped without closing it), and a second
 * process there would copy or overwrite pages mid-write.
 */
function refuseIfInUse(dir: string) {
  if (existsSync(path.join(dir, "postmaster.pid"))) {
    throw new BackupError(
      `${dir} is in use (it holds postmaster.pid): stop the server first, as PGlite allows one process per directory. ` +
        "If no server runs there, it stopped without closing the database: start it once and stop it cleanly.",
    );
  }
}

export async function backupPglite(dir: string, file: string) {
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new BackupError(`There is no PGlite database in ${dir} (no PG_VERSION): check PGLITE_DIR.`);
  }
  refuseIfInUse(dir);
  const database = await PGlite.create(dir);
  try {
    const tarball = await database.dumpDataDir("gzip");
    await writeWhole(file, async (partial) => writeFile(partial, Buffer.from(await tarball.arrayBuffer())));
  } finally {
    await database.close();
  }
}

export async function restorePglite(dir: string, file: string, force: boolean): Promise<string | undefined> {
  const occupied = existsSync(dir) && (await readdir(dir)).length > 0;
  if (occupied) {
    refuseIfInUse(dir);
    if (!force) throw new BackupError(`${dir} already holds a database: add --force to replace it.`);
  }
  const bytes = await readFile(file);
  // Inflated here, where a truncated or damaged file is an error to report: inside PGlite it escapes its promise.
  const tar = isGzip(bytes)
    ? await gunzip(bytes).catch((error: Error) => {
        throw new BackupError(`${file} is damaged (${error.message}): take another backup.`);
      })
    : bytes;
  const tarball = new Blob([tar], { type: "application/x-tar" });
  // Loaded beside the directory and checked before it takes its place, so a bad file leaves the database as it was.
  const loading = `${dir}.restoring-${randomBytes(4).toString("hex")}`;
  try {
    await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
    const database = await PGlite.create({ dataDir: loading, loadDataDir: tarball }).catch((error: Error) => {
      throw new BackupError(`PGlite could not open the backup ${file}: ${error.message}`);
    });
    try {
      await database.query("select 1");
    } finally {
      await database.close();
    }
    let previous: string | undefined;
    if (existsSync(dir)) {
      previous = occupied
        ? `${dir}.before-restore-${new Date().toISOString().replaceAll(":", "-")}`
        : undefined;
      if (previous) await rename(dir, previous);
      else await rm(dir, { recursive: true });
    }
    await rename(loading, dir);
    return (
      previous && `the database it replaced is kept in ${previous}: delete it once the restore is checked`
    );
  } finally {
    await rm(loading, { recursive: true, force: true });
  }
}
