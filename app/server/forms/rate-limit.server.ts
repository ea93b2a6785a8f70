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
  /** First-party analytics batches (`POST /api/events`) per client IP: a visitor's tab sends a few a minute. */
  analyticsPerIp: { points: 120, duration: 60 },
  /** Browser error reports (`POST /api/client-errors`) per client IP. */
  clientErrorsPerIp: { points: 10, duration: 60 },
  /** Back-office exports (CSV, a person's data as JSON) per staff account: a handful a minute. */
  adminExportPerUser: { points: 10, duration: 60 },
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
    if (error instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
    // The error's name only: its message can quote the key, which may hold an e-mail address.
    logger.warn(
      { rule, error: error instanceof Error ? error.name : typeof error },
      "rate limit unavailable",
    );
    return { allowed: true };
  }
}
