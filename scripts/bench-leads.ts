import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { freshDatabase } from "./lib/bench-database.ts";
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
