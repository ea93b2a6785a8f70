/**
 * The analytics counters' retention (decision 057): a counter day older than COUNTER_RETENTION_MONTHS is deleted,
 * by each serving process at start and then daily. Deleting is idempotent, so processes and instances need not
 * take turns; the table keeps at most the retained days' rows, whose number per day is bounded by what is counted.
 */
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { utcDay } from "#app/server/analytics/events.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { analyticsEvents } from "#app/server/db/schema/index.ts";
import { createPeriodicJob, type PeriodicJob } from "#app/server/periodic-job.server.ts";

/** A year and the month before it: this month can still be compared with the same month last year. */
export const COUNTER_RETENTION_MONTHS = 13;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the counters of days before COUNTER_RETENTION_MONTHS before `now`'s UTC day; returns how many. */
export async function deleteOldCounters(now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - COUNTER_RETENTION_MONTHS);
  // Counted in the database: the rows themselves (the first run may meet many) are not sent back.
  const { rows } = await getDb().execute<{ deleted: number }>(sql`with deleted as (
    delete from ${analyticsEvents} where ${analyticsEvents.day} < ${utcDay(cutoff)} returning 1)
    select count(*)::int as deleted from deleted`);
  return Number(rows[0]?.deleted ?? 0);
}

/** Runs the retention now and every `intervalMs` (a day) until stopped. */
export function createCounterRetentionJob({
  logger,
  intervalMs = DAY_MS,
}: {
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob {
  return createPeriodicJob({
    name: "counter_retention",
    intervalMs,
    logger,
    failure: "analytics counter retention failed",
    async round() {
      const deleted = await deleteOldCounters();
      if (deleted > 0) logger.info({ deleted }, "analytics counters past retention deleted");
    },
  });
}
