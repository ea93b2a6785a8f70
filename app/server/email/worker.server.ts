import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/server/db/client.server.ts";
import { type MailAttachment, outbox } from "#app/server/db/schema/index.ts";
import { isPermanentMailError, type MailTransport } from "#app/server/email/transport.server.ts";
import { jobFailures, mailDeliveryFailures } from "#app/server/observability/metrics.server.ts";

export type OutboxWorkerOptions = {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** How often the queue is checked for due mail. */
  pollMs?: number;
  /** Mails claimed per round. */
  batchSize?: number;
  /** Delay before the first retry; doubled on each further attempt, up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** After this many failed attempts a mail is marked failed for good. */
  maxAttempts?: number;
  /** A claimed mail is due again after this long, in case its worker died while sending. */
  leaseMs?: number;
};

type ClaimedRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  attempts: number;
};

export type OutboxWorker = {
  /** Claims and sends one batch of due mail; resolves to the number of mails handled. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
};

/** Exponential backoff: retryDelay × 2^(attempts − 1), capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued mail. Each round claims due rows with `FOR UPDATE SKIP LOCKED` and pushes their next attempt
 * `leaseMs` ahead, so concurrent workers (several server instances) never take the same mail, and a mail whose
 * worker died is retried after the lease. A transient failure is retried with exponential backoff; an SMTP 5xx
 * answer or the last allowed attempt marks the mail failed.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    from,
    logger,
    pollMs = 2000,
    batchSize = 20,
    retryDelayMs = 30_000,
    maxRetryDelayMs = 60 * 60_000,
    maxAttempts = 10,
    leaseMs = 5 * 60_000,
  } = options;

  async function claim(): Promise<ClaimedRow[]> {
    const result = await db.execute<ClaimedRow>(sql`
      update ${outbox}
      set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (
        select id from ${outbox}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, to_address, subject, text_body, html_body, headers, attachments, attempts`);
    return result.rows;
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    try {
      await transport.send({
        id: row.id,
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers ?? undefined,
        attachments: row.attachments ?? undefined,
      });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentMailError(error) || row.attempts >= maxAttempts;
      const delay = retryDelay(row.attempts, retryDelayMs, maxRetryDelayMs);
      await db
        .update(outbox)
        .set(
          permanent
            ? { status: "failed", lastError: message }
            : { lastError: message, nextAttemptAt: new Date(Date.now() + delay) },
        )
        .where(eq(outbox.id, row.id));
      mailDeliveryFailures.inc({ outcome: permanent ? "failed" : "retry" });
      logger[permanent ? "error" : "warn"](
        { mailId: row.id, attempts: row.attempts, err: error },
        permanent ? "mail failed permanently" : `mail failed; retrying in ${Math.round(delay / 1000)} s`,
      );
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  let stopped = true;
  let loop: Promise<void> = Promise.resolve();
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function poll() {
    while (!stopped) {
      const handled = await runOnce().catch((error) => {
        jobFailures.inc({ job: "outbox" });
        logger.error({ err: error }, "outbox round failed");
        return 0;
      });
      // A full batch means more mail may be due: go again at once.
      if (handled < batchSize) await pause(pollMs);
    }
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      loop = poll();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      transport.close();
    },
  };
}
