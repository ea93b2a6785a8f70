/**
 * Sends the newsletter's issues (decision 085): every serving process runs a round every
 * `NEWSLETTER_SEND_INTERVAL_SECONDS`; one round at a time across processes (a transaction-level advisory lock, which
 * a transaction-mode pooler keeps) queues, for each issue being sent, one mail per confirmed subscriber not yet sent
 * it, in their language's published version else the English one, with the delivery that records it: both commit
 * together, so a subscriber gets an issue once however many processes run and however often they restart. The
 * rate is bounded across processes: a round queues what is left of `NEWSLETTER_MAILS_PER_MINUTE` after the mails
 * queued in the last minute. An issue is sent once no subscriber it reaches is left.
 */
import { and, asc, count, eq, gt, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { isLanguageCode } from "#app/domain/languages.ts";
import { roundAllowance, sentLanguageOf } from "#app/domain/newsletter/newsletter-issues.ts";
import type { Database, Executor } from "#app/server/db/client.server.ts";
import { emailSubscriptions, newsletterDeliveries, newsletterIssues } from "#app/server/db/schema/index.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { unsubscribeLink } from "#app/server/newsletter/newsletter.server.ts";
import { newsletterIssueEmail } from "#app/server/newsletter/newsletter-emails.server.ts";
import { publishedTexts, recipientsOf } from "#app/server/newsletter/newsletter-issues.server.ts";
import { createPeriodicJob, type PeriodicJob } from "#app/server/periodic-job.server.ts";

/** The advisory lock's key: one sending round at a time, across every process. */
const ROUND_LOCK = sql`hashtext('newsletter-send-round')`;

/** Queues what is due of one issue, up to `allowance` mails; how many were queued. */
async function sendIssue(
  tx: Executor,
  issue: { id: string; sendStartedAt: Date },
  allowance: number,
): Promise<number> {
  const texts = await publishedTexts(tx, issue.id);
  const published = [...texts.keys()];
  const recipients = await tx
    .select({ id: emailSubscriptions.id, email: emailSubscriptions.email, lang: emailSubscriptions.language })
    .from(emailSubscriptions)
    .where(
      and(
        recipientsOf(issue.sendStartedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(newsletterDeliveries)
            .where(
              and(
                eq(newsletterDeliveries.issueId, issue.id),
                eq(newsletterDeliveries.subscriptionId, emailSubscriptions.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(emailSubscriptions.id))
    .limit(allowance);
  for (const recipient of recipients) {
    const subscriberLang = isLanguageCode(recipient.lang) ? recipient.lang : "en";
    const text = texts.get(sentLanguageOf(subscriberLang, published));
    // Published English stands in for every language: a send does not start without it.
    if (!text) break;
    const outboxId = await enqueueEmail(
      tx,
      newsletterIssueEmail(
        recipient.email,
        { id: issue.id, text },
        unsubscribeLink(recipient.email, subscriberLang),
      ),
    );
    await tx.insert(newsletterDeliveries).values({
      issueId: issue.id,
      subscriptionId: recipient.id,
      subscriberLang,
      sentLang: text.lang,
      outboxId,
    });
  }
  if (recipients.length < allowance) {
    await tx
      .update(newsletterIssues)
      .set({ sendFinishedAt: sql`now()` })
      .where(eq(newsletterIssues.id, issue.id));
  }
  return recipients.length;
}

/**
 * One sending round: the mails due of every issue being sent, oldest send first, within the minute's allowance;
 * how many were queued (none while another process's round holds the lock).
 */
export async function sendNewsletterRound(db: Database, mailsPerMinute: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${ROUND_LOCK}) as locked`,
    );
    if (!rows[0]?.locked) return 0;
    const [recent] = await tx
      .select({ mails: count() })
      .from(newsletterDeliveries)
      .where(gt(newsletterDeliveries.queuedAt, sql`now() - interval '1 minute'`));
    let allowance = roundAllowance(mailsPerMinute, recent?.mails ?? 0);
    const sending = await tx
      .select({ id: newsletterIssues.id, sendStartedAt: newsletterIssues.sendStartedAt })
      .from(newsletterIssues)
      .where(and(isNotNull(newsletterIssues.sendStartedAt), isNull(newsletterIssues.sendFinishedAt)))
      .orderBy(asc(newsletterIssues.sendStartedAt));
    let queued = 0;
    for (const issue of sending) {
      if (allowance <= 0) break;
      const sent = await sendIssue(tx, { id: issue.id, sendStartedAt: issue.sendStartedAt! }, allowance);
      queued += sent;
      allowance -= sent;
    }
    return queued;
  });
}

/** Runs a round now and every `intervalMs` (NEWSLETTER_SEND_INTERVAL_SECONDS) until stopped. */
export function createNewsletterSendJob({
  db,
  logger,
  intervalMs,
  mailsPerMinute,
}: {
  db: Database;
  logger: Logger;
  intervalMs: number;
  mailsPerMinute: number;
}): PeriodicJob {
  return createPeriodicJob({
    name: "newsletter_send",
    intervalMs,
    logger,
    failure: "newsletter mails not queued",
    async round() {
      const queued = await sendNewsletterRound(db, mailsPerMinute);
      if (queued > 0) logger.info({ queued }, "newsletter mails queued");
    },
  });
}
