import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { rateLimits } from "#app/server/db/schema/index.ts";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * Rate limits, counted in our database (table `rate_limits`) so they hold across server instances.
 * Add a rule here rather than creating limiters elsewhere. When the store fails, every rule fails open (logged):
 * a broken counter must not lock visitors out of the site, and an action that then needs the same database
 * reports its own failure.
 */
export const RATE_LIMIT_RULES = {
  /** Public form posts (lead, contact, newsletter…) per client IP. */
  formPerIp: { points: getEnv().FORM_RATE_LIMIT_PER_MINUTE, duration: 60 },
  /** Sign-in, sign-up, password reset, verification resend: per client IP and per account. */
  authPerIp: { points: 20, duration: 5 * 60 },
  authPerAccount: { points: 5, duration: 15 * 60 },
  /**
   * Wrong passwords per address and client IP together, spent only when a password is refused (checked first with
   * `rateLimitLeft`): a guesser elsewhere never locks the owner out (issue 25 item 12).
   */
  signInFailures: { points: 5, duration: 15 * 60 },
  /** First-party analytics batches (`POST /api/events`) per client IP: a visitor's tab sends a few a minute. */
  analyticsPerIp: { points: 120, duration: 60 },
  /** Browser error reports (`POST /api/client-errors`) per client IP. */
  clientErrorsPerIp: { points: 10, duration: 60 },
  /** Demo holds per day (decision 053): per address, so nobody's inbox fills with requests to confirm… */
  demoHoldPerAddress: { points: 3, duration: 24 * 60 * 60 },
  /** …and per client IP, so one client cannot hold the calendar (112 slots) with many addresses. */
  demoHoldPerIp: { points: getEnv().DEMO_HOLDS_PER_IP_PER_DAY, duration: 24 * 60 * 60 },
  /** Back-office exports (CSV, a person's data as JSON) per staff account: a handful a minute. */
  adminExportPerUser: { points: 10, duration: 60 },
  /**
   * Country-report PDFs rendered per client IP (decision 054), spent only when the report is in neither memory nor
   * the disk cache: a reader downloads a few; one client cycling through all 440 would take two and a half hours.
   */
  pdfRenderPerIp: { points: 30, duration: 10 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Limiters are bound to one database; tests swap databases, so they are cached per database. */
const limiters = new WeakMap<Database, Map<RateLimitRule, RateLimiterDrizzle>>();

function limiterFor(db: Database, rule: RateLimitRule): RateLimiterDrizzle {
  let byRule = limiters.get(db);
  if (!byRule) {
    byRule = new Map();
    limiters.set(db, byRule);
  }
  let limiter = byRule.get(rule);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule,
      ...RATE_LIMIT_RULES[rule],
    });
    byRule.set(rule, limiter);
  }
  return limiter;
}

/** Spends one point of `rule` for `key` (an IP address, an e-mail…); allowed when the store fails. */
export async function consumeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  try {
    await limiterFor(getDb(), rule).consume(key.toLowerCase());
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return refusal(error);
    return storeFailed(rule, error);
  }
}

/**
 * Whether `rule` has a point left for `key`, spending none: for a rule spent only on failures, checked before the
 * attempt (`consumeRateLimit` after a failure). Allowed when the store fails.
 */
export async function rateLimitLeft(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  try {
    const spent = await limiterFor(getDb(), rule).get(key.toLowerCase());
    return spent && spent.consumedPoints >= RATE_LIMIT_RULES[rule].points
      ? refusal(spent)
      : { allowed: true };
  } catch (error) {
    return storeFailed(rule, error);
  }
}

/** Forgets what `key` spent of `rule` (a success ends a run of failures). */
export async function resetRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  try {
    await limiterFor(getDb(), rule).delete(key.toLowerCase());
  } catch (error) {
    storeFailed(rule, error);
  }
}

function refusal(spent: RateLimiterRes): RateLimitResult {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(spent.msBeforeNext / 1000)) };
}

function storeFailed(rule: RateLimitRule, error: unknown): RateLimitResult {
  // The error's name only: its message can quote the key, which may hold an e-mail address.
  logger.warn({ rule, error: error instanceof Error ? error.name : typeof error }, "rate limit unavailable");
  return { allowed: true };
}
