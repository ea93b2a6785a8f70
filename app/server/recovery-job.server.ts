/**
 * Stores the submissions the database refused (kept by recovery.server.ts) once it answers again: every minute,
 * in every serving process (a record is claimed by one process at a time). Each kind is replayed through the
 * function that stores it in the first place, so the row and its mails are as if the database had never failed.
 */
import type { Logger } from "pino";
import { getDatabase, getDb } from "#app/server/db/db.server.ts";
import { type KeptLead, storeLead } from "#app/server/leads/leads.server.ts";
import { createPeriodicJob, type PeriodicJob } from "#app/server/periodic-job.server.ts";
import { type KeptStore, replayKept } from "#app/server/recovery.server.ts";
import { type RegionNotifySignup, recordRegionNotify } from "#app/server/regions/region-notify.server.ts";
import {
  type RecordingRequestInput,
  type RegistrationInput,
  registerForWebinar,
  requestRecording,
} from "#app/server/webinars/registrations.server.ts";

/** The time a kept webinar submission was sent, as JSON gives it back. */
type Sent<T> = Omit<T, "now"> & { now: string };

/** Every kind a store keeps (the first argument of its `keepForRecovery`), with how to store it now. */
export const KEPT_STORES: Record<string, KeptStore> = {
  leads: (lead: KeptLead) => storeLead(lead),
  "webinar-registrations": async (input: Sent<RegistrationInput>) => {
    await registerForWebinar(getDb(), { ...input, now: new Date(input.now) });
  },
  "recording-requests": async (input: Sent<RecordingRequestInput>) => {
    await requestRecording(getDb(), { ...input, now: new Date(input.now) });
  },
  "region-notify": async (signup: RegionNotifySignup) => {
    // It keeps a sign-up the database refuses again itself (stored once per address and region either way).
    if (!(await recordRegionNotify(signup))) throw new Error("region sign-up still not stored");
  },
};

/** Replays now and every `intervalMs` while the database answers; a failed round is logged and tried again. */
export function createRecoveryJob({
  logger,
  intervalMs = 60_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob {
  return createPeriodicJob({
    name: "recovery",
    intervalMs,
    logger,
    failure: "kept submissions could not be replayed",
    async round() {
      if (!(await getDatabase().ping())) return;
      const { stored, kept } = await replayKept(KEPT_STORES);
      if (stored > 0 || kept > 0) logger.info({ stored, kept }, "kept submissions replayed");
    },
  });
}
