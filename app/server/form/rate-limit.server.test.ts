import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  consumeRateLimit,
  RATE_LIMIT_RULES,
  rateLimitLeft,
  resetRateLimit,
} from "#app/server/form/rate-limit.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("rate limits on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("allows the rule's points, then refuses with a retry time", async () => {
    const { points, duration } = RATE_LIMIT_RULES.formPerIp;
    for (let i = 0; i < points; i++) {
      expect(await consumeRateLimit("formPerIp", "203.0.113.7")).toEqual({ allowed: true });
    }
    const refused = await consumeRateLimit("formPerIp", "203.0.113.7");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(duration);
    }
  });

  it("counts keys and rules separately, ignoring e-mail case", async () => {
    const { points } = RATE_LIMIT_RULES.authPerAccount;
    for (let i = 0; i < points; i++) await consumeRateLimit("authPerAccount", "Ana@Example.com");
    expect((await consumeRateLimit("authPerAccount", "ana@example.com")).allowed).toBe(false);
    expect((await consumeRateLimit("authPerAccount", "bob@example.com")).allowed).toBe(true);
    expect((await consumeRateLimit("authPerIp", "ana@example.com")).allowed).toBe(true);
  });

  it("checks what is left without spending it, and forgets a key on reset", async () => {
    const { points } = RATE_LIMIT_RULES.signInFailures;
    const key = "ana@example.com 203.0.113.7";
    for (let i = 0; i < points + 3; i++)
      expect(await rateLimitLeft("signInFailures", key)).toEqual({ allowed: true });
    for (let i = 0; i < points; i++) await consumeRateLimit("signInFailures", key);
    const refused = await rateLimitLeft("signInFailures", "ANA@example.com 203.0.113.7");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    await resetRateLimit("signInFailures", key);
    expect(await rateLimitLeft("signInFailures", key)).toEqual({ allowed: true });
  });

  it("holds under concurrent requests: exactly the allowed number pass", async () => {
    const { points } = RATE_LIMIT_RULES.formPerIp;
    const results = await Promise.all(
      Array.from({ length: points + 5 }, () => consumeRateLimit("formPerIp", "198.51.100.1")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(points);
  });

  it("fails open when its store fails: every form still works while the limits are down", async () => {
    const { db } = database();
    await db.execute(sql`alter table rate_limits rename to rate_limits_unavailable`);
    try {
      expect(await consumeRateLimit("authPerIp", "203.0.113.8")).toEqual({ allowed: true });
      expect(await rateLimitLeft("signInFailures", "203.0.113.8")).toEqual({ allowed: true });
      await resetRateLimit("signInFailures", "203.0.113.8");
    } finally {
      await db.execute(sql`alter table rate_limits_unavailable rename to rate_limits`);
    }
  });
});
