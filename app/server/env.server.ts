import { z } from "zod";

/** Every environment variable the server reads. README's configuration table mirrors this list. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PGLITE_DIR: z.string().min(1).default("./data/pglite"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Outgoing mail: `smtp://` or `smtps://` URL; unset writes each message to MAIL_LOG_DIR instead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_LOG_DIR: z.string().min(1).default("./data/mail"),
  MAIL_FROM: z.string().min(3).default("AusEntry Partners <hello@ausentry.example>"),
  CONTACT_INBOX: z.email().default("leads@ausentry.example"),
  CONTACT_EMAIL: z.email().default("hello@ausentry.example"),
  /** Signs links in e-mails (newsletter confirmation, unsubscribe). Unset: generated once into ./data. */
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Signs and encrypts sessions and auth tokens. Unset: derived from APP_SECRET (or its generated file). */
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Comma-separated addresses whose accounts become admins once the address is verified. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses"))),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Parses the environment once; throws an `InvalidEnvError` naming the first bad variable. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvalidEnvError(`${issue.path.join(".")}: ${issue.message}`);
  }
  if (source === process.env) cached = parsed.data;
  return parsed.data;
}

export class InvalidEnvError extends Error {
  override name = "InvalidEnvError";
}

/** A public, absolute URL of one of our pages (links in e-mails): `absoluteUrl(localHref("ar", "/login"))`. */
export function absoluteUrl(path: string): string {
  return new URL(path, getEnv().SITE_URL).href;
}
