/**
 * The retention job (issue 15 §7): enquiries are anonymised once an address's newest one is older than the privacy
 * policy's period (LEAD_RETENTION_MONTHS), the same way an erasure anonymises them. Each serving process runs it at
 * start and then daily; an advisory lock held for the job's transaction lets one run at a time across processes and
 * instances, the others skip (decision 039).
 */
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { retentionCutoff } from "#app/domain/admin/privacy-retention.ts";
import { recordAudit, SYSTEM_ACTOR } from "#app/server/admin/audit.server.ts";
import { anonymiseLeads } from "#app/server/admin/privacy.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leads } from "#app/server/db/schema/index.ts";
import { createPeriodicJob, type PeriodicJob } from "#app/server/periodic-job.server.ts";

/** Arbitrary constant naming the job's advisory lock (the migrations hold 727_001). */
const RETENTION_LOCK = 727_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Leads of addresses whose newest (not yet anonymised) enquiry was received before `cutoff`. */
const pastRetention = (cutoff: Date) => sql`lower(${leads.email}) in (
  select lower(email) from leads where anonymized_at is null
  group by lower(email) having max(created_at) < ${cutoff.toISOString()}::timestamptz)`;

export type RetentionRun = { ran: false } | { ran: true; anonymised: number };

/**
 * One run: anonymises what is past the period at `now` and records how many in the audit log (as the system, with
 * no row when there was nothing to do). `ran: false`: another process holds the lock and is doing the same work.
 */
export async function runLeadRetention(db: Database, now = new Date()): Promise<RetentionRun> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`,
    );
    if (!rows[0]?.locked) return { ran: false };
    const cutoff = retentionCutoff(now);
    const anonymised = await anonymiseLeads(tx, pastRetention(cutoff), now);
    if (anonymised.leads > 0) {
      await recordAudit(
        SYSTEM_ACTOR,
        {
          action: "retain",
          entity: "leads",
          detail: {
            anonymised: anonymised.leads,
            leadNotesDeleted: anonymised.leadNotes,
            cutoff: cutoff.toISOString(),
          },
        },
        tx,
      );
    }
    return { ran: true, anonymised: anonymised.leads };
  });
}

/** Runs the job now and every `intervalMs` (a day) until stopped; a failed run is logged and tried the next time. */
export function createRetentionJob({
  db,
  logger,
  intervalMs = DAY_MS,
}: {
  db: Database;
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob {
  return createPeriodicJob({
    name: "lead_retention",
    intervalMs,
    logger,
    failure: "lead retention failed",
    async round() {
      const result = await runLeadRetention(db);
      if (result.ran && result.anonymised > 0)
        logger.info({ anonymised: result.anonymised }, "leads past retention anonymised");
    },
  });
}
