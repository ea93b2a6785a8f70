/**
 * `npm run bench:leads [-- --requests 10000 --concurrency 50 --postgres postgres://…]`
 *
 * Starts the built server on a free port with a fresh database (embedded PGlite; or, with `--postgres URL` or
 * BENCH_DATABASE_URL, a throwaway database on that PostgreSQL server), fires N lead-form submissions over HTTP
 * the way the browser's fetcher sends them, then counts the rows that reached the database.
 * Prints requests/s, p50/p99 latency, errors, and leads and outbox rows found afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "#app/server/db/client.server.ts";
import { startServer } from "./lib/serve.ts";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "50" },
    postgres: { type: "string", default: process.env.BENCH_DATABASE_URL },
  },
});
const total = Number(args.requests);
const concurrency = Number(args.concurrency);

/** A fresh database for this run, and how to count its rows once the server has stopped. */
type BenchDatabase = {
  label: string;
  env: Record<string, string>;
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
};

async function freshDatabase(postgresUrl: string | undefined): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const database = await freshDatabase(args.postgres);
const server = await startServer({
  ...database.env,
  // The per-IP form limit would stop a benchmark sent from one address after a few posts.
  FORM_RATE_LIMIT_PER_MINUTE: String(total * 2),
});

const latencies: number[] = [];
const failures = new Map<string, number>();
let next = 0;
async function client() {
  while (next < total) {
    const n = next++;
    const body = new URLSearchParams({
      name: `Bench Visitor ${n}`,
      email: `bench${n}@example.com`,
      company: `Bench Company ${n}`,
      source: "bench",
      page: "/",
    });
    const started = performance.now();
    try {
      // `.data` is where React Router's fetcher posts the overlay's form.
      const response = await fetch(`${server.url}/assessment.data`, { method: "POST", body });
      await response.arrayBuffer();
      if (!response.ok)
        failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
    latencies.push(performance.now() - started);
  }
}

console.log(`Benchmark: ${total} lead submissions, concurrency ${concurrency}, ${database.label}`);
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, client));
const seconds = (performance.now() - started) / 1000;
await server.stop();

const handle = await database.open();
const count = async (table: string) =>
  Number((await handle.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]?.n);
const leadRows = await count("leads");
const outboxRows = await count("outbox");
await handle.close();
await database.drop();

latencies.sort((a, b) => a - b);
const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
console.log(`requests/s     ${(total / seconds).toFixed(0)} (${total} in ${seconds.toFixed(1)} s)`);
console.log(`latency p50    ${percentile(latencies, 50).toFixed(1)} ms`);
console.log(`latency p99    ${percentile(latencies, 99).toFixed(1)} ms`);
console.log(`errors         ${errors}${errors ? ` ${JSON.stringify(Object.fromEntries(failures))}` : ""}`);
console.log(`leads rows     ${leadRows} (lost: ${total - errors - leadRows})`);
console.log(`outbox rows    ${outboxRows} (2 per lead: visitor and staff)`);
process.exitCode = errors === 0 && leadRows === total ? 0 : 1;
