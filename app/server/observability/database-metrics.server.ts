/**
 * Metrics read from the database when Prometheus scrapes (not on a timer): the outbox's depth and the age of its
 * oldest unsent mail, the mails given up on, and the PostgreSQL pool's connections. Each process of a cluster
 * reports the same outbox figures, so the primary keeps the largest (`aggregator: "max"`) instead of their sum;
 * pool figures are per process and add up. PGlite has no pool: one embedded connection per process, whose queries
 * run one at a time, so the pool gauges are absent on it.
 */
import { sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import type { Database } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema/index.ts";

/** What the database layer reports of its PostgreSQL pool (pg's Pool counts). */
export type PoolUse = { totalCount: number; idleCount: number; waitingCount: number };

let source: { db: Database; pool?: PoolUse } | undefined;

/** Reads the outbox once for the three gauges; a database that does not answer leaves them NaN, not stale. */
async function readOutbox(): Promise<{ pending: number; oldestAge: number; failed: number }> {
  if (!source) return { pending: Number.NaN, oldestAge: Number.NaN, failed: Number.NaN };
  try {
    const result = await source.db.execute<{
      pending: number;
      oldest_age: number | null;
      failed: number;
    }>(sql`
      select
        count(*) filter (where status = 'pending')::int as pending,
        extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest_age,
        count(*) filter (where status = 'failed')::int as failed
      from ${outbox}`);
    const row = result.rows[0];
    return { pending: row?.pending ?? 0, oldestAge: row?.oldest_age ?? 0, failed: row?.failed ?? 0 };
  } catch {
    return { pending: Number.NaN, oldestAge: Number.NaN, failed: Number.NaN };
  }
}

// One query per scrape for the three outbox gauges: the first gauge's collect reads, the other two use its result.
let outboxRead: Promise<Awaited<ReturnType<typeof readOutbox>>> | undefined;
const readOnce = () => {
  outboxRead ??= readOutbox().finally(() => {
    setImmediate(() => {
      outboxRead = undefined;
    });
  });
  return outboxRead;
};

new Gauge({
  name: "mail_outbox_pending",
  help: "Mails in the outbox not sent yet",
  aggregator: "max",
  async collect() {
    this.set((await readOnce()).pending);
  },
});

new Gauge({
  name: "mail_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest mail not sent yet (0 when none is waiting)",
  aggregator: "max",
  async collect() {
    this.set((await readOnce()).oldestAge);
  },
});

new Gauge({
  name: "mail_outbox_failed",
  help: "Mails given up on (a permanent refusal, or every attempt failed); they stay until staff look",
  aggregator: "max",
  async collect() {
    this.set((await readOnce()).failed);
  },
});

new Gauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool connections of each process: state=total (open), idle, waiting (requests queued)",
  labelNames: ["state"] as const,
  collect() {
    const pool = source?.pool;
    if (!pool) return;
    this.set({ state: "total" }, pool.totalCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});

/** Points the gauges at this process's database (its pool, with PostgreSQL). */
export function observeDatabase(db: Database, pool?: PoolUse): void {
  source = { db, pool };
}
