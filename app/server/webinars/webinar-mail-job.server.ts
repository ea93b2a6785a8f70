/**
 * The mails a webinar sends on its own clock (decision 082): the joining link the day before (or as soon as staff
 * set it, up to the start), the reminder an hour before (with the joining link, for whoever has not had it), and
 * the recording once staff attach one. Every serving process runs the round each minute; a registrant's
 * mail is queued in the transaction that records it sent (`joining_link_sent_at`, …), on rows locked with
 * `skip locked`, so it goes once however many processes run and however often they restart; the outbox sends it.
 * Each mail says what the session is at the time it is queued (a start or link staff changed since the
 * registration).
 */
import { and, eq, gt, isNotNull, isNull, like, lte, not, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { isLanguageCode } from "#app/domain/languages.ts";
import { JOINING_LINK_LEAD_MS, REMINDER_LEAD_MS } from "#app/domain/webinars/webinars.ts";
import type { Database, Executor } from "#app/server/db/client.server.ts";
import { webinarRegistrations, webinars } from "#app/server/db/schema/index.ts";
import { enqueueVisitorEmail, type OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { createPeriodicJob, type PeriodicJob } from "#app/server/periodic-job.server.ts";
import {
  joiningLinkEmail,
  type Registrant,
  recordingReadyEmail,
  reminderEmail,
} from "#app/server/webinars/webinar-emails.server.ts";
import { findWebinar, type Webinar } from "#app/server/webinars/webinar-programme.server.ts";

/** Registrants handled per transaction. */
const BATCH = 100;

const before = (at: Date, ms: number) => new Date(at.getTime() + ms);

type SentColumn = "joiningLinkSentAt" | "reminderSentAt" | "recordingSentAt";

/** One kind of scheduled mail: which registrations are due at `now`, what marks them sent, and the mail. */
type ScheduledMail = {
  sent: SentColumn;
  /** What else the mail to a registrant of `webinar` counts as: a reminder that carries the joining link. */
  alsoMarks?: (webinar: Webinar) => SentColumn | null;
  due: (now: Date) => SQL | undefined;
  mail: (registrant: Registrant, webinar: Webinar) => OutgoingEmail | null;
};

const MAILS: ScheduledMail[] = [
  // First: whoever has not had the joining link by the last hour gets it with the reminder, in one mail.
  {
    sent: "reminderSentAt",
    alsoMarks: (webinar) => (webinar.joiningUrl ? "joiningLinkSentAt" : null),
    due: (now) => and(lte(webinars.startsAt, before(now, REMINDER_LEAD_MS)), gt(webinars.startsAt, now)),
    mail: reminderEmail,
  },
  {
    sent: "joiningLinkSentAt",
    due: (now) =>
      and(
        isNotNull(webinars.joiningUrl),
        lte(webinars.startsAt, before(now, JOINING_LINK_LEAD_MS)),
        gt(webinars.startsAt, now),
      ),
    mail: (registrant, webinar) =>
      webinar.joiningUrl
        ? joiningLinkEmail(registrant, { ...webinar, joiningUrl: webinar.joiningUrl })
        : null,
  },
  {
    sent: "recordingSentAt",
    due: (now) => and(isNotNull(webinars.recordingUrl), lte(webinars.startsAt, now)),
    mail: (registrant, webinar) =>
      webinar.recordingUrl
        ? recordingReadyEmail(registrant, { ...webinar, recordingUrl: webinar.recordingUrl })
        : null,
  },
];

/** One batch of one kind of mail: queued and marked sent together; how many were queued. */
async function sendBatch(db: Database, scheduled: ScheduledMail, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: webinarRegistrations.id,
        email: webinarRegistrations.email,
        language: webinarRegistrations.language,
        webinarId: webinarRegistrations.webinarId,
      })
      .from(webinarRegistrations)
      .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
      .where(
        and(
          isNull(webinarRegistrations[scheduled.sent]),
          // An erased registrant's address (`erased-…@invalid`) receives nothing.
          not(like(webinarRegistrations.email, "%@invalid")),
          scheduled.due(now),
        ),
      )
      .limit(BATCH)
      .for("update", { of: webinarRegistrations, skipLocked: true });
    const sessions = new Map<string, Webinar | null>();
    for (const row of due) {
      const id = row.webinarId!;
      if (!sessions.has(id)) sessions.set(id, await findWebinar(tx, id));
      const webinar = sessions.get(id);
      const language = isLanguageCode(row.language) ? row.language : "en";
      const email = webinar && scheduled.mail({ email: row.email, language }, webinar);
      if (email) await enqueueVisitorEmail(tx, email);
      const alsoMarks = webinar && scheduled.alsoMarks?.(webinar);
      await markSent(tx, row.id, alsoMarks ? [scheduled.sent, alsoMarks] : [scheduled.sent], now);
    }
    return due.length;
  });
}

/** Records the mails a registrant was sent (an earlier time of one already recorded is kept). */
async function markSent(tx: Executor, id: string, columns: readonly SentColumn[], now: Date) {
  const marks = Object.fromEntries(
    columns.map((column) => [
      column,
      sql`coalesce(${webinarRegistrations[column]}, ${now.toISOString()}::timestamptz)`,
    ]),
  );
  await tx.update(webinarRegistrations).set(marks).where(eq(webinarRegistrations.id, id));
}

/** Queues every webinar mail due at `now`; how many of each kind. */
export async function sendDueWebinarMails(
  db: Database,
  now = new Date(),
): Promise<Record<SentColumn, number>> {
  const queued: Record<SentColumn, number> = { joiningLinkSentAt: 0, reminderSentAt: 0, recordingSentAt: 0 };
  for (const scheduled of MAILS) {
    for (;;) {
      const count = await sendBatch(db, scheduled, now);
      queued[scheduled.sent] += count;
      if (count < BATCH) break;
    }
  }
  return queued;
}

/** Runs the round now and every `intervalMs` (WEBINAR_MAIL_INTERVAL_SECONDS) until stopped. */
export function createWebinarMailJob({
  db,
  logger,
  intervalMs,
}: {
  db: Database;
  logger: Logger;
  intervalMs: number;
}): PeriodicJob {
  return createPeriodicJob({
    name: "webinar_mails",
    intervalMs,
    logger,
    failure: "webinar mails not queued",
    async round() {
      const queued = await sendDueWebinarMails(db);
      if (Object.values(queued).some((count) => count > 0)) logger.info(queued, "webinar mails queued");
    },
  });
}
