import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { constants, gunzipSync } from "node:zlib";
import type { DatabaseKind } from "#app/server/db/client.server.ts";

/** Backup files (decision 075): what kind a file is, and writing one so that only a whole one ever appears. */

/** A refusal or failure the operator can act on: the scripts print its message alone, without a stack. */
export class BackupError extends Error {
  override name = "BackupError";
}

function startsWith(head: Uint8Array, bytes: number[] | string): boolean {
  const expected = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
  return head.length >= expected.length && Buffer.from(head.subarray(0, expected.length)).equals(expected);
}

export function isGzip(head: Uint8Array): boolean {
  return startsWith(head, [0x1f, 0x8b]);
}

/**
 * Which database a backup file's first bytes belong to: a pg_dump custom-format archive (`PGDMP`) is
 * PostgreSQL's, a tar archive (gzipped or not) is a PGlite data directory. Anything else is refused with what it
 * seems to be, so nobody feeds a plain SQL dump or a pg_dump tar archive to the wrong tool.
 */
export function detectBackupKind(head: Uint8Array): DatabaseKind {
  if (startsWith(head, "PGDMP")) return "postgresql";
  // A truncated stream inflates as far as it goes with a sync flush, instead of failing at its missing end.
  const content = isGzip(head)
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

export async function readHead(file: string): Promise<Buffer> {
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
export async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial-${randomBytes(4).toString("hex")}`;
  try {
    await write(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}
