import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "pino";
import type { MailAttachment } from "#app/server/db/schema/index.ts";

/** One message as the worker hands it to a transport. */
export type MailMessage = {
  id: string;
  from: string;
  /** One plain address, as the visitor typed it: handed to nodemailer as data, never parsed. */
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * The message as nodemailer takes it. A string `to` is parsed as an address list with display names
 * (`someone<attacker@…>`, `victim,other@…` name other recipients); an address object is used as it is.
 */
function nodemailerMessage({ id: _id, to, ...message }: MailMessage): SendMailOptions {
  return { ...message, to: { name: "", address: to } };
}

/**
 * SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.com:587`. Connections are pooled and reused
 * (unless the URL says `pool=false`): a fresh connection per mail costs ~100 ms before the mail itself, which
 * caps the outbox at ~10 mails/s.
 */
export function smtpTransport(url: string): MailTransport {
  const pooled = new URL(url);
  if (!pooled.searchParams.has("pool")) pooled.searchParams.set("pool", "true");
  const transporter = nodemailer.createTransport(pooled.href);
  return {
    async send(message) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * The development transport: renders each message exactly as SMTP would (RFC 822, both parts) into
 * `<dir>/<time>-<id>.eml`, and logs where, so a developer can open the mail without a mail server.
 */
export function logTransport(dir: string, logger: Logger): MailTransport {
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await renderer.sendMail(nodemailerMessage(message));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, "mail written (log transport)");
    },
    close: () => renderer.close(),
  };
}

/** SMTP servers answer 5xx for errors that retrying will not fix (unknown mailbox, rejected sender…). */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** SMTP when SMTP_URL is set, else the log transport. */
export function mailTransportFromEnv(env: { SMTP_URL?: string; MAIL_LOG_DIR: string }, logger: Logger) {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : logTransport(env.MAIL_LOG_DIR, logger);
}
