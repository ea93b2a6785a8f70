import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { personalData } from "#app/server/db/personal-data.ts";

/** A file attached to a queued mail: small text files such as calendar invites, kept in the row. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** E-mail queue: a row is written in the same transaction as the submission that causes it. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra message headers, e.g. `List-Unsubscribe` on newsletter mail. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with the mail, e.g. a calendar invite (`.ics`). */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    // A recipient's mails of the last day, counted before each mail to a visitor's address (decision 052).
    index("outbox_recipient_idx").on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);
/** A person's mails: those to their address, and staff notices naming it in their text (an enquiry, a booking). */
export const outboxPersonalData = personalData(
  outbox,
  { toAddress: "deleted" },
  {
    records: "outbox",
    mentions: "textBody",
    shown: ["id", "toAddress", "subject", "status", "createdAt", "sentAt"],
    order: "createdAt",
  },
);

/** Counters for rate-limiter-flexible's Drizzle store: limits hold across server instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
