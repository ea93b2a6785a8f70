import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

/** One message as the worker hands it to a transport. */
export type MailMessage = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.com:587`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send({ id: _id, ...message }) {
      await transporter.sendMail(message);
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
    async send({ id, ...message }) {
      const info = await renderer.sendMail(message);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
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
