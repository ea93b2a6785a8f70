import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { devNull } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseKind } from "#app/server/db/client.server.ts";
import type { DatabaseLocation } from "#app/server/db/db.server.ts";

/**
 * Backups with each database's own tools (decision 075): PostgreSQL's `pg_dump --format=custom` and
 * `pg_restore`; for embedded PGlite a tarball of its data directory (`dumpDataDir`), loaded back with its
 * `loadDataDir` option. Run by `npm run db:backup` and `npm run db:restore` (scripts/db-backup.ts, db-restore.ts).
 */

/** A refusal or failure the operator can act on: the scripts print its message alone, without a stack. */
export class BackupError extends Error {
  override name = "BackupError";
}

const run = promisify(execFile);

const GZIP_MAGIC = [0x1f, 0x8b];

function startsWith(head: Uint8Array, bytes: number[] | string): boolean {
  const expected = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
  return head.length >= expected.length && Buffer.from(head.subarray(0, expected.length)).equals(expected);
}

/**
 * Which database a backup file's first bytes belong to: a pg_dump custom-format archive (`PGDMP`) is
 * PostgreSQL's, a tar archive (gzipped or not) is a PGlite data directory. Anything else is refused with what it
 * seems to be, so nobody feeds a plain SQL dump or a pg_dump tar archive to the wrong tool.
 */
export function detectBackupKind(head: Uint8Array): DatabaseKind {
  if (startsWith(head, "PGDMP")) return "postgresql";
  // A truncated stream inflates as far as it goes with a sync flush, instead of failing at its missing end.
  const content = startsWith(head, GZIP_MAGIC)
    ? gunzipSync(head, { finishFlush: constants.Z_SYNC_FLUSH })
    : Buffer.from(head);
  const isTar = content.length >= 262 && content.subarray(257, 262).toString("latin1") === "ustar";
  if (isTar) {
    const firstName = content.subarray(0, 100).toString("latin1").replace(/\0.*$/s, "");
    if (path.basename(firstName) !== "toc.dat") return "pglite";
    throw new BackupError(
      "This is a pg_dump archive in tar format: db:restore takes pg_dump's custom format.",
    );
  }
  if (/^(--|SET |CREATE |\\)/.test(content.subarray(0, 16).toString("latin1"))) {
    throw new BackupError("This looks like a plain SQL dump: restore it with psql, not db:restore.");
  }
  throw new BackupError(
    "This is not a backup db:backup writes (neither a pg_dump archive nor a PGlite tarball).",
  );
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot read ${file}: ${error.code ?? error.message}`);
  });
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Writes beside the file first, so an interrupted backup never leaves a file that looks whole. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial-${randomBytes(4).toString("hex")}`;
  try {
    await write(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

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

// --- PGlite ---------------------------------------------------------------------------------------------------

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

async function backupPglite(dir: string, file: string) {
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

async function restorePglite(dir: string, file: string, force: boolean): Promise<string | undefined> {
  const occupied = existsSync(dir) && (await readdir(dir)).length > 0;
  if (occupied) {
    refuseIfInUse(dir);
    if (!force) throw new BackupError(`${dir} already holds a database: add --force to replace it.`);
  }
  const bytes = await readFile(file);
  const tarball = new Blob([bytes], {
    type: startsWith(bytes, GZIP_MAGIC) ? "application/gzip" : "application/x-tar",
  });
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

// --- PostgreSQL -----------------------------------------------------------------------------------------------

/**
 * The URL for libpq without its password, which goes in PGPASSWORD instead: arguments are visible to every
 * user of the machine (ps), the environment is not.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool, turning its failure into its own message. */
async function runTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    await run(tool, args, { env });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new BackupError(
        `${tool} is not installed: install the PostgreSQL client tools of the server's major version ` +
          "(Debian: apt-get install postgresql-client-NN, or postgresql-client for Debian's own).",
      );
    }
    const stderr = failure.stderr?.trim() || failure.message;
    const hint = /version mismatch|unsupported version/.test(stderr)
      ? `\n${tool}'s major version must be at least the server's (and the archive's): install the matching postgresql-client.`
      : "";
    throw new BackupError(`${tool} failed:\n${stderr}${hint}`);
  }
}

async function backupPostgres(url: string, file: string) {
  const { dbname, env } = libpqConnection(url);
  await writeWhole(file, (partial) =>
    runTool("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], env),
  );
}

/** Schemas PostgreSQL itself keeps in every database. */
const SYSTEM_SCHEMAS = "nspname in ('pg_catalog', 'information_schema') or nspname like 'pg\\_%'";

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<string | undefined> {
  // Reading the archive's table of contents first catches a damaged file or one from a newer pg_dump before
  // anything is dropped.
  await runTool("pg_restore", ["--list", `--file=${devNull}`, file]);
  const dropped = await withClient(url, async (client) => {
    const { rows } = await client.query<{ schema: string; objects: number }>(
      `select nspname as schema,
              (select count(*)::int from pg_class where relnamespace = n.oid)
            + (select count(*)::int from pg_proc where pronamespace = n.oid)
            + (select count(*)::int from pg_type where typnamespace = n.oid and typrelid = 0 and typelem = 0) as objects
         from pg_namespace n where not (${SYSTEM_SCHEMAS})`,
    );
    const occupied = rows.filter((row) => row.schema !== "public" || row.objects > 0);
    if (occupied.length === 0) return undefined;
    if (!force) {
      throw new BackupError(
        `The database already holds data (schemas ${occupied.map((row) => row.schema).join(", ")}): add --force to drop them and restore.`,
      );
    }
    // Everything goes, not only what the archive names: a table a later migration added would otherwise stay and
    // stop that migration from running again at the next start.
    const names = rows.map((row) => `"${row.schema.replaceAll('"', '""')}"`);
    await client.query(`drop schema ${names.join(", ")} cascade`);
    // As a new database has it, so that the next pg_dump writes nothing about it.
    await client.query(
      "create schema public; grant usage on schema public to public; comment on schema public is 'standard public schema'",
    );
    return occupied.map((row) => row.schema);
  });
  const { dbname, env } = libpqConnection(url);
  // Objects belong to the user restoring them: roles of the server the backup came from may not exist here.
  await runTool(
    "pg_restore",
    ["--single-transaction", "--no-owner", "--no-privileges", `--dbname=${dbname}`, file],
    env,
  );
  return dropped && `dropped its schemas ${dropped.join(", ")} first`;
}
