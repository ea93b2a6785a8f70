import { execFile } from "node:child_process";
import { devNull } from "node:os";
import { promisify } from "node:util";
import pg from "pg";
import { BackupError, writeWhole } from "#app/server/db/backup-file.server.ts";

/**
 * Backups of a PostgreSQL database with its own client tools (decision 075): `pg_dump --format=custom`, restored
 * by `pg_restore` in one transaction. Their major version must be at least the server's.
 */

const run = promisify(execFile);

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

export async function backupPostgres(url: string, file: string) {
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

export async function restorePostgres(
  url: string,
  file: string,
  force: boolean,
): Promise<string | undefined> {
  // Reading the whole archive first (as SQL, thrown away) catches a truncated or damaged file, or one from a newer
  // pg_dump, before anything is dropped: its table of contents alone can be whole when its data is not.
  await runTool("pg_restore", [`--file=${devNull}`, file]);
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
