/**
 * Submissions the database refused, kept so that none is lost without writing a person's details into the log
 * (issue 25 item 16), and stored once the database is back (docs/decisions/050-kept-submissions-are-replayed.md).
 * Each is one file, `<RECOVERY_DIR>/<database>/<kind>/<reference>.json`, that only the server's user can read; the
 * log names the kind and the reference, nothing more. The recovery job (recovery-job.server.ts) replays them.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * Stores one kept record for good, or throws (the record stays kept). Storing the same record twice must keep
 * one: a replay can be cut short after the store and before the file is removed.
 */
// biome-ignore lint/suspicious/noExplicitAny: each kind's store knows its own record; JSON comes back untyped.
export type KeptStore = (record: any) => Promise<void>;

/** A replay claimed by a process that then died is taken over after this long. */
const CLAIM_LEASE_MS = 10 * 60_000;
const CLAIMED = /^(.+\.json)\.claimed-(\d+)-[a-z0-9]+$/;

/**
 * Which database a record was refused by, without credentials: it is replayed into that one only. Bench runs and
 * browser-test servers use their own throwaway databases with the same default RECOVERY_DIR as `npm start`.
 */
function databaseOf(): string {
  const env = getEnv();
  if (!env.DATABASE_URL) return `pglite:${path.resolve(env.PGLITE_DIR)}`;
  const url = new URL(env.DATABASE_URL);
  return `postgresql://${url.host}${url.pathname}`;
}

/** `<RECOVERY_DIR>/<database>/<kind>`: the folder of one kind's kept records for this process's database. */
export function keptFolder(kind: string): string {
  const database = createHash("sha256").update(databaseOf()).digest("hex").slice(0, 12);
  return path.join(getEnv().RECOVERY_DIR, database, kind);
}

/**
 * Keeps `record` for the recovery job. `reference` names it in the log and is its file's name: the submission's
 * own id where it has one, so a record kept again by a replay is the same file. The visitor is still told the
 * submission failed (the forms' own message): they may also write again.
 */
export async function keepForRecovery(
  kind: string,
  record: object,
  error: unknown,
  reference: string = randomUUID(),
): Promise<void> {
  const dir = keptFolder(kind);
  const file = path.join(dir, `${reference}.json`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Written whole, then renamed into place: a replay never reads half a record.
    const partial = `${file}.partial-${randomUUID()}`;
    const at = new Date().toISOString();
    const content = JSON.stringify({ reference, kind, database: databaseOf(), at, record });
    await writeFile(partial, content, { mode: 0o600, flag: "wx" });
    await rename(partial, file);
    logger.error({ err: error, kind, reference }, "submission not stored: kept for recovery");
  } catch (writeError) {
    // Disk and database both failed: the visitor is told it failed (the action answers so), nothing is kept.
    logger.error({ err: error, kind, reference, writeError: (writeError as Error).name }, "submission lost");
  }
}

/**
 * Runs `store`; when it throws (the database refused), keeps `record` under `reference` and throws on, so the
 * caller answers that it failed.
 */
export async function keepIfRefused(
  kind: string,
  reference: string,
  record: object,
  store: () => Promise<unknown>,
): Promise<void> {
  try {
    await store();
  } catch (error) {
    await keepForRecovery(kind, record, error, reference);
    throw error;
  }
}

/** The kept records of a kind this process may replay now: unclaimed ones, and claims whose lease is over. */
async function replayable(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => {
    if (name.endsWith(".json")) return true;
    const claim = CLAIMED.exec(name);
    return claim !== null && Date.now() - Number(claim[2]) > CLAIM_LEASE_MS;
  });
}

/**
 * One record: claimed by renaming it (only one process wins), stored, then removed; put back when the store
 * fails.
 */
async function replayOne(
  dir: string,
  kind: string,
  name: string,
  store: KeptStore,
): Promise<"stored" | "kept" | "skipped"> {
  const kept = path.join(dir, CLAIMED.exec(name)?.[1] ?? name);
  const claimed = `${kept}.claimed-${Date.now()}-${randomUUID().slice(0, 8)}`;
  try {
    await rename(path.join(dir, name), claimed);
  } catch {
    return "skipped"; // another process took it
  }
  try {
    const { record, reference } = JSON.parse(await readFile(claimed, "utf8"));
    try {
      await store(record);
    } catch (error) {
      logger.warn({ err: error, kind, reference }, "kept submission still not stored");
      await rename(claimed, kept);
      return "kept";
    }
    await unlink(claimed);
    return "stored";
  } catch (error) {
    // Unreadable (edited by hand?): left for staff under its claimed name, never retried in a loop.
    logger.error({ err: error, kind, file: claimed }, "kept submission could not be replayed");
    return "skipped";
  }
}

/**
 * Hands every kept record of the kinds in `stores` to its store. A kind whose store fails stops there for this
 * round (the database is likely down again); kinds without a store are left alone.
 */
export async function replayKept(
  stores: Record<string, KeptStore>,
): Promise<{ stored: number; kept: number }> {
  const outcome = { stored: 0, kept: 0 };
  for (const [kind, store] of Object.entries(stores)) {
    const dir = keptFolder(kind);
    const names = await replayable(dir);
    for (const [index, name] of names.entries()) {
      const result = await replayOne(dir, kind, name, store);
      if (result === "stored") outcome.stored++;
      if (result === "kept") {
        outcome.kept += names.length - index;
        break;
      }
    }
  }
  return outcome;
}
