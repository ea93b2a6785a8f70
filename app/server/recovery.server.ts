/**
 * Submissions the database refused, kept so that none is lost without writing a person's details into the log
 * (issue 25 item 16): each is appended as one JSON line to `<RECOVERY_DIR>/<kind>.jsonl`, a file only the
 * server's user can read, and the log names the file and a reference, nothing more. Staff restore them from
 * there once the database is back (docs/decisions/056-failed-submissions-kept-for-recovery.md).
 */
import { randomUUID } from "node:crypto";
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

export async function keepForRecovery(kind: string, record: object, error: unknown): Promise<void> {
  const reference = randomUUID();
  const dir = getEnv().RECOVERY_DIR;
  const file = path.join(dir, `${kind}.jsonl`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const line = JSON.stringify({ reference, kind, at: new Date().toISOString(), record });
    await appendFile(file, `${line}\n`, { mode: 0o600 });
    logger.error({ err: error, kind, reference, file }, "submission not stored: kept for recovery");
  } catch (writeError) {
    // Disk and database both failed: the visitor is told it failed (the action answers so), nothing is kept.
    logger.error({ err: error, kind, reference, writeError: (writeError as Error).name }, "submission lost");
  }
}
