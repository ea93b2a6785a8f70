/**
 * A fresh database for one benchmark run: embedded PGlite in a temporary directory, or, given a PostgreSQL URL
 * (`--postgres URL` / BENCH_DATABASE_URL), a throwaway database created on that server and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "#app/server/db/client.server.ts";

export type BenchDatabase = {
  label: string;
  /** What the server needs to use it (and to write its mail log beside it). */
  env: Record<string, string>;
  /** Opens it from the benchmark's own process, to count rows once the server has stopped. */
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
};

export async function freshDatabase(postgresUrl: string | undefined): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-"));
    return {
      label: "PGlite",
      env: { PGLITE_DIR: path.join(dir, "pglite"), MAIL_LOG_DIR: path.join(dir, "mail") },
      open: () => openDatabase({ dir: path.join(dir, "pglite") }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const mailDir = mkdtempSync(path.join(tmpdir(), "bench-mail-"));
  return {
    label: `PostgreSQL (${url.host})`,
    env: { DATABASE_URL: url.href, MAIL_LOG_DIR: mailDir },
    open: () => openDatabase({ url: url.href }),
    drop: async () => {
      await admin(`drop database if exists "${name}" with (force)`);
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
