import { and, count, gt, sql } from "drizzle-orm";
import type { Executor } from "#app/server/db/client.server.ts";
import { type MailAttachment, outbox } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/**
 * Queues an e-mail. Pass the transaction that writes the submission causing it, so the mail exists exactly when
 * the submission does; the outbox worker sends it later, with retries. Returns the queued mail's id.
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<string> {
  const [queued] = await db
    .insert(outbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: email.headers,
      attachments: email.attachments,
    })
    .returning({ id: outbox.id });
  return queued!.id;
}

/**
 * Mails any one address receives from public forms in a day (issue 25 item 8; decision 052). A form takes any
 * address typed into it, so without this anyone could point our mail at a stranger's inbox again and again; a
 * per-IP limit alone does not stop many clients aiming at one address.
 */
export const VISITOR_MAIL_LIMIT = { mails: 5, hours: 24 };

/**
 * Queues a mail to an address a visitor typed (a form's confirmation, a tool's results…), unless that address has
 * already been sent `VISITOR_MAIL_LIMIT.mails` mails of any kind in the window: then nothing is queued (logged
 * without the address) and false is returned. The submission itself is stored either way, so nothing the visitor
 * sent is lost; staff still see it. Such mails carry no free text the visitor typed (decision 052). Within a
 * transaction, one address's count is taken under a lock, so concurrent forms cannot each pass the last place.
 */
export async function enqueueVisitorEmail(db: Executor, email: OutgoingEmail): Promise<boolean> {
  const recipient = email.to.toLowerCase();
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`visitor-mail:${recipient}`}))`);
  const [sent] = await db
    .select({ mails: count() })
    .from(outbox)
    .where(
      and(
        sql`lower(${outbox.toAddress}) = ${recipient}`,
        gt(outbox.createdAt, sql`now() - make_interval(hours => ${VISITOR_MAIL_LIMIT.hours})`),
      ),
    );
  if ((sent?.mails ?? 0) >= VISITOR_MAIL_LIMIT.mails) {
    logger.info({ subject: email.subject }, "visitor mail not sent: its address had its mails for today");
    return false;
  }
  await enqueueEmail(db, email);
  return true;
}
