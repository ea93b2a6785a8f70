import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { z } from "zod";
import { normalisedAbn, PHONE_PATTERN } from "#app/domain/firm/firm-contact.ts";
import { isPlaceholderAddress } from "#app/domain/firm/placeholder-address.ts";

/** An address (`10.0.0.1`), a subnet (`10.0.0.0/8`, `fd00::/8`) or one of Express's names for address ranges. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * A comma-separated key ring, newest first (decision 074): the first key signs or encrypts, every key is accepted.
 * Blanks around keys and empty entries (a trailing comma) are ignored; the errors name positions, never keys.
 */
function keyRing() {
  return z.string().transform((value, ctx): string[] => {
    const keys = value
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean);
    const problem =
      keys.length === 0
        ? "must list at least one key"
        : keys.some((key) => key.length < 32)
          ? `every key must be at least 32 characters (key ${keys.findIndex((key) => key.length < 32) + 1} is not)`
          : new Set(keys).size < keys.length
            ? "lists a key twice"
            : null;
    if (!problem) return keys;
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });
}

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
  /** Server processes (app/server/processes.server.ts); its default depends on DATABASE_URL (ResolvedEnvSchema). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Observability (docs/observability.md). Prometheus metrics are served at `/metrics` on the site's port to
   * `Authorization: Bearer <METRICS_TOKEN>`, and/or without it on METRICS_PORT (on METRICS_HOST, loopback unless
   * told); with neither, there is no endpoint. With both, the port asks for the token too.
   */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * Traces and metrics to an OpenTelemetry collector over OTLP/HTTP (app/server/telemetry.server.ts); unset, no
   * OpenTelemetry code is even loaded. The SDK reads the other standard OTEL_* variables itself (headers,
   * sampler, per-signal endpoints).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default("ausentry"),
  /** Errors of loaders, actions and rendering reported to Sentry too (errors only, no tracing). */
  SENTRY_DSN: z.url().optional(),
  /**
   * Which proxies in front of us to believe about the client (`X-Forwarded-For`, `-Proto`), in a form Express's
   * `trust proxy` takes: `false`, a hop count, or a comma-separated list of proxy addresses and subnets (and the
   * names `loopback`, `linklocal`, `uniquelocal`). `true` (every hop) is refused: the client IP would then be
   * whatever a visitor writes first in X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value, ctx): false | number | string[] => {
      if (value === "false" || value === "0") return false;
      if (/^\d+$/.test(value)) return Number(value);
      const proxies = value.split(",").map((entry) => entry.trim());
      if (proxies.every(isProxyAddress)) return proxies;
      ctx.addIssue({
        code: "custom",
        message:
          "must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets",
      });
      return z.NEVER;
    }),
  /** Outgoing mail: `smtp://` or `smtps://` URL; unset writes each message to MAIL_LOG_DIR instead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_LOG_DIR: z.string().min(1).default("./data/mail"),
  /** Where a submission the database refused is kept (readable by the server's user only) until staff restore it. */
  RECOVERY_DIR: z.string().min(1).default("./data/recovery"),
  /** Where the public PDFs are kept once rendered, one file per document and language (decision 054). */
  PDF_CACHE_DIR: z.string().min(1).default("./data/pdf-cache"),
  /**
   * The media library (decision 086): images are kept in MEDIA_DIR unless MEDIA_S3_BUCKET names an S3-compatible
   * bucket, which several instances share (credentials from the AWS SDK's usual chain: AWS_ACCESS_KEY_ID and
   * AWS_SECRET_ACCESS_KEY, or the machine's role). MEDIA_S3_ENDPOINT points it at another service (MinIO, R2),
   * usually with MEDIA_S3_FORCE_PATH_STYLE=true; MEDIA_S3_PREFIX keeps its objects under one folder.
   */
  MEDIA_DIR: z.string().min(1).default("./data/media"),
  /** The largest image staff may upload, in megabytes (refused while it is being received). */
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().min(1).max(100).default(10),
  MEDIA_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  MEDIA_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([\w-]+\/)*$/, "must be folder names ending in /, such as media/ (or empty)")
    .default(""),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], "must be true or false")
    .default("false")
    .transform((value) => value === "true"),
  MAIL_FROM: z.string().min(3).default("AusEntry Partners <hello@ausentry.example>"),
  CONTACT_INBOX: z.email().default("leads@ausentry.example"),
  /** The public address (footer, /contact, failure messages); a placeholder (`.example`) is shown nowhere. */
  CONTACT_EMAIL: z.email().default("hello@ausentry.example"),
  /** The firm's phone, office address and ABN (decision 064): shown in the footer and on /contact; unset, left out. */
  FIRM_PHONE: z
    .string()
    .trim()
    .regex(
      PHONE_PATTERN,
      "must be a phone number: digits, spaces, brackets, hyphens and an optional leading +",
    )
    .optional(),
  FIRM_ADDRESS: z.string().trim().min(1).max(200).optional(),
  FIRM_ABN: z
    .string()
    .transform((value, ctx) => {
      const abn = normalisedAbn(value);
      if (abn) return abn;
      ctx.addIssue({ code: "custom", message: "must be an 11-digit ABN (its check digits are verified)" });
      return z.NEVER;
    })
    .optional(),
  /**
   * Signs links in e-mails (newsletter confirmation, unsubscribe): a key ring, newest first (decision 074). Unset:
   * generated once into ./data. APP_SECRET is the one-key form of earlier releases (ResolvedEnvSchema).
   */
  APP_SECRETS: keyRing().optional(),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Demo slots one client IP may hold in a day (decision 053); the browser tests, all from one IP, raise it. */
  DEMO_HOLDS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** Anonymous pages rendered once are served from memory (app/server/http/page-cache.server.ts) this long. 0: off. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often each process looks for webinar mails that are due (decision 082). */
  WEBINAR_MAIL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often each process looks for newsletter mails to queue (decision 085). */
  NEWSLETTER_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Newsletter mails queued per minute across every process: a large list goes out at this pace (decision 085). */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** The memory those pages may use, in megabytes (least recently used pages go first). 0: off. */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(0).default(32),
  /**
   * better-auth's key ring, newest first: signs sessions, encrypts two-factor secrets. Unset: generated once into
   * ./data, apart from the app's (never derived from it). BETTER_AUTH_SECRET is the one-key form.
   */
  BETTER_AUTH_SECRETS: keyRing().optional(),
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
  /** Card payments (app/server/checkout/): `test`, our own checkout page for local use, or `stripe`. */
  PAYMENT_PROVIDER: z.enum(["test", "stripe"]).default("test"),
  /**
   * A deliberate test deployment on a public address: the test payment provider and mail written to files are
   * allowed there, and every page says so in a banner (`publicDeploymentProblems`).
   */
  STAGING: z
    .enum(["true", "false"], "must be true or false")
    .default("false")
    .transform((value) => value === "true"),
  /**
   * Whether the sample partners, articles and tenders are added to an empty database at start. Unset: yes on
   * localhost and on a declared staging site, no on a public deployment (its content is the firm's own).
   */
  SEED_SAMPLE_CONTENT: z.enum(["true", "false"], "must be true or false").optional(),
  /**
   * Whether search engines may index the site (`allowsIndexing`). Unset: only a deployment taking real payments
   * and not declared staging; a test deployment sends `X-Robots-Tag: noindex` and a disallow-all robots.txt.
   */
  ALLOW_INDEXING: z.enum(["true", "false"], "must be true or false").optional(),
  /** A public deployment may run on the embedded database only when told so (one process, one machine). */
  ALLOW_EMBEDDED_DATABASE: z
    .enum(["true", "false"], "must be true or false")
    .default("false")
    .transform((value) => value === "true"),
  /** Required with PAYMENT_PROVIDER=stripe (ResolvedEnvSchema). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_ENTRY_KIT: z
    .string()
    .regex(/^price_/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_GROWTH_PLAN: z
    .string()
    .regex(/^price_/, "must be a Stripe price id (price_…)")
    .optional(),
  /** Tests only: where the Stripe SDK sends its requests (a local fake server), e.g. `http://127.0.0.1:12111`. */
  STRIPE_API_BASE: z.url().optional(),
  /** /webinars' 'Check LinkedIn Activity' (app/server/webinars/linkedin.server.ts): both set, or it shows none. */
  LINKEDIN_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The organisation whose posts are read, e.g. `urn:li:organization:12345`. */
  LINKEDIN_ORGANIZATION_URN: z
    .string()
    .regex(/^urn:li:organization:\d+$/, "must be an organisation URN (urn:li:organization:<id>)")
    .optional(),
  /** Where LinkedIn's API is reached; tests point it at a local fake server. */
  LINKEDIN_API_BASE: z.url().default("https://api.linkedin.com"),
  /**
   * Google Tag Manager container (`GTM-…`): loaded in the browser only after analytics consent, and the CSP then
   * allows www.googletagmanager.com. Unset: no tag manager (first-party counting goes on).
   */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a Google Tag Manager container id (GTM-…)")
    .optional(),
  /** Browser tests only: opens the `login({ role })` fixture endpoint (app/server/account/e2e-login.server.ts). */
  E2E_FIXTURE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
});

/** What PAYMENT_PROVIDER=stripe cannot start without. */
const STRIPE_REQUIRED = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_ENTRY_KIT",
  "STRIPE_PRICE_GROWTH_PLAN",
] as const;

/**
 * EnvSchema with the defaults and requirements that depend on another variable. APP_SECRET and BETTER_AUTH_SECRET,
 * the one-key forms of earlier releases, become rings of their key (taken whole: a comma in it stays). WEB_CONCURRENCY:
 * PostgreSQL serves any number of processes, one per CPU unless told; PGlite allows one process per data directory,
 * so more is refused. PAYMENT_PROVIDER=stripe needs the Stripe key, webhook secret and both prices.
 */
const ResolvedEnvSchema = EnvSchema.transform(({ APP_SECRET, BETTER_AUTH_SECRET, ...configured }, ctx) => {
  for (const [ring, oneKey] of [
    ["APP_SECRETS", APP_SECRET],
    ["BETTER_AUTH_SECRETS", BETTER_AUTH_SECRET],
  ] as const) {
    if (configured[ring] && oneKey) {
      ctx.addIssue({
        code: "custom",
        path: [ring],
        message: `set either ${ring} or ${ring.slice(0, -1)}, not both`,
      });
      return z.NEVER;
    }
  }
  const env = {
    ...configured,
    APP_SECRETS: configured.APP_SECRETS ?? (APP_SECRET ? [APP_SECRET] : undefined),
    BETTER_AUTH_SECRETS:
      configured.BETTER_AUTH_SECRETS ?? (BETTER_AUTH_SECRET ? [BETTER_AUTH_SECRET] : undefined),
  };
  if (env.PAYMENT_PROVIDER === "stripe") {
    const missing = STRIPE_REQUIRED.find((name) => !env[name]);
    if (missing) {
      ctx.addIssue({ code: "custom", path: [missing], message: "is required with PAYMENT_PROVIDER=stripe" });
      return z.NEVER;
    }
  }
  if (env.DATABASE_URL) return { ...env, WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? availableParallelism() };
  if ((env.WEB_CONCURRENCY ?? 1) > 1) {
    ctx.addIssue({
      code: "custom",
      path: ["WEB_CONCURRENCY"],
      message: "must be 1 without DATABASE_URL (PGlite allows one process per data directory)",
    });
    return z.NEVER;
  }
  return { ...env, WEB_CONCURRENCY: 1 };
});

export type Env = z.infer<typeof ResolvedEnvSchema>;

let cached: Env | undefined;

/** Parses the environment once; throws an `InvalidEnvError` naming every bad variable, one per line. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const parsed = ResolvedEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new InvalidEnvError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
  }
  if (source === process.env) cached = parsed.data;
  return parsed.data;
}

/** Whether the site is served on this machine only (localhost): `npm start` on a laptop, the test suites. */
export function isLocalSite(siteUrl: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(siteUrl).hostname);
}

/** Whether this start adds the sample content to an empty database (`SEED_SAMPLE_CONTENT`, or where it runs). */
export function seedsSampleContent(env: Env): boolean {
  if (env.SEED_SAMPLE_CONTENT) return env.SEED_SAMPLE_CONTENT === "true";
  return env.STAGING || isLocalSite(env.SITE_URL);
}

/**
 * Whether search engines may index this deployment (`ALLOW_INDEXING`; unset, a site in test-payment mode or declared
 * staging may not): a staging copy indexed next to the real site would compete with it in search results.
 */
export function allowsIndexing(env: Pick<Env, "ALLOW_INDEXING" | "PAYMENT_PROVIDER" | "STAGING">): boolean {
  if (env.ALLOW_INDEXING) return env.ALLOW_INDEXING === "true";
  return env.PAYMENT_PROVIDER === "stripe" && !env.STAGING;
}

/**
 * What a public deployment (a SITE_URL that is not localhost) cannot start without (issue 25 item 11): with the
 * local defaults it would take test payments as revenue, write mail to files, keep its data in one process and
 * have no contact address to show (a placeholder CONTACT_EMAIL is shown nowhere, decision 064). A staging site
 * (STAGING=true) may keep test payments, file mail and the placeholder address, and says so on every page.
 * Checked when the server starts (server.ts), each missing setting on a line of its own.
 */
export function publicDeploymentProblems(source: NodeJS.ProcessEnv, env: Env): string[] {
  if (isLocalSite(env.SITE_URL)) return [];
  const public_ = `is required for a public SITE_URL (${env.SITE_URL})`;
  return [
    !env.STAGING && env.PAYMENT_PROVIDER !== "stripe"
      ? `PAYMENT_PROVIDER: must be stripe for a public SITE_URL (${env.SITE_URL}), or set STAGING=true for a test deployment`
      : null,
    !env.STAGING && !env.SMTP_URL ? `SMTP_URL: ${public_}, or set STAGING=true for a test deployment` : null,
    !env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE
      ? `DATABASE_URL: ${public_}, or set ALLOW_EMBEDDED_DATABASE=true to keep the embedded database`
      : null,
    source.TRUST_PROXY === undefined
      ? `TRUST_PROXY: ${public_}: the proxies in front of the site (1 for one load balancer), or false for none`
      : null,
    ...(
      [
        ["CONTACT_EMAIL", env.CONTACT_EMAIL],
        ["MAIL_FROM", senderAddress(env.MAIL_FROM)],
        ["CONTACT_INBOX", env.CONTACT_INBOX],
      ] as const
    ).map(([name, address]) =>
      !env.STAGING && isPlaceholderAddress(address)
        ? `${name}: must be the firm's real address for a public SITE_URL (${env.SITE_URL}), not ${address}, or set STAGING=true for a test deployment`
        : null,
    ),
  ].filter((line) => line !== null);
}

/** The address of a sender written `Name <address>`, or the whole value when it is a bare address. */
function senderAddress(from: string): string {
  return /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
}

/** The parts running in local mode, for the first log line (empty on a fully configured deployment). */
export function localModeParts(env: Env): string[] {
  return [
    env.DATABASE_URL ? null : `embedded database in ${env.PGLITE_DIR}`,
    env.PAYMENT_PROVIDER === "test" ? "test payments (nothing is charged)" : null,
    env.SMTP_URL ? null : `mail written to ${env.MAIL_LOG_DIR}, not sent`,
    isLocalSite(env.SITE_URL) ? `links to ${env.SITE_URL}` : null,
    isPlaceholderAddress(env.CONTACT_EMAIL)
      ? `no contact address on the pages (${env.CONTACT_EMAIL} is a placeholder)`
      : null,
  ].filter((part) => part !== null);
}

export class InvalidEnvError extends Error {
  override name = "InvalidEnvError";
}

/** A public, absolute URL of one of our pages (links in e-mails): `absoluteUrl(localHref("ar", "/login"))`. */
export function absoluteUrl(path: string): string {
  return new URL(path, getEnv().SITE_URL).href;
}
