import type { Executor } from "#app/server/db/client.server.ts";
import { type MailAttachment, outbox } from "#app/server/db/schema/index.ts";

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
 * the submission does; the outbox worker sends it later, with retries.
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  await db.insert(outbox).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: email.headers,
    attachments: email.attachments,
  });
}
