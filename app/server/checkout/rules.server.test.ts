import { describe, expect, it } from "vitest";
import {
  addOneMonth,
  givesPlan,
  profileTierOf,
  prorationCents,
  testCardOutcome,
} from "#app/server/checkout/rules.server.ts";
import { STATUS_GIVES_PLAN } from "#tests/support/subscription-status-cases.ts";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("givesPlan", () => {
  it.each(STATUS_GIVES_PLAN)("%s -> %s", (status, gives) => {
    expect(givesPlan(status)).toBe(gives);
  });
});

describe("prorationCents", () => {
  const period = { periodStart: day("2026-06-01"), periodEnd: day("2026-07-01") };
  it("charges the difference for the share of the period left, in whole cents", () => {
    expect(prorationCents({ ...period, fromCents: 500_000, toCents: 1_500_000, at: day("2026-06-16") })).toBe(
      500_000,
    );
    expect(prorationCents({ ...period, fromCents: 500_000, toCents: 1_500_000, at: day("2026-06-01") })).toBe(
      1_000_000,
    );
    expect(prorationCents({ ...period, fromCents: 1_000, toCents: 2_000, at: day("2026-06-21") })).toBe(333);
  });
  it("credits a move to a cheaper plan, and is zero at the period's end or for the same price", () => {
    expect(prorationCents({ ...period, fromCents: 1_500_000, toCents: 500_000, at: day("2026-06-16") })).toBe(
      -500_000,
    );
    expect(prorationCents({ ...period, fromCents: 500_000, toCents: 1_500_000, at: day("2026-07-02") })).toBe(
      0,
    );
    expect(
      Object.is(prorationCents({ ...period, fromCents: 100, toCents: 100, at: day("2026-06-10") }), 0),
    ).toBe(true);
  });
  it("never exceeds the full difference for a change before the period began", () => {
    expect(prorationCents({ ...period, fromCents: 0, toCents: 100, at: day("2026-05-01") })).toBe(100);
  });
});

describe("addOneMonth", () => {
  it("keeps the day, or clamps to the month's last day", () => {
    expect(addOneMonth(day("2026-01-15")).toISOString()).toBe("2026-02-15T00:00:00.000Z");
    expect(addOneMonth(day("2026-01-31")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addOneMonth(day("2028-01-31")).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addOneMonth(day("2026-12-31")).toISOString()).toBe("2027-01-31T00:00:00.000Z");
  });
});

describe("profileTierOf", () => {
  const end = day("2026-07-01");
  it("is the plan of a subscription that gives one, with its period end", () => {
    expect(
      profileTierOf({
        subscriptions: [
          { planSlug: "growth-plan", status: "canceled", currentPeriodEnd: day("2026-08-01") },
          { planSlug: "premium-retainer", status: "past_due", currentPeriodEnd: end },
        ],
        latestOneTimePlan: "entry-kit",
      }),
    ).toEqual({ tier: "premium-retainer", end });
  });
  it("falls back to a paid one-time plan, then to free", () => {
    expect(profileTierOf({ subscriptions: [], latestOneTimePlan: "entry-kit" })).toEqual({
      tier: "entry-kit",
      end: null,
    });
    expect(
      profileTierOf({
        subscriptions: [{ planSlug: "growth-plan", status: "canceled", currentPeriodEnd: end }],
        latestOneTimePlan: null,
      }),
    ).toEqual({ tier: "free", end: null });
  });
});

describe("testCardOutcome", () => {
  it("accepts 4242…, declines 4000…0002, and knows no other number", () => {
    expect(testCardOutcome("4242 4242 4242 4242")).toEqual({ ok: true });
    expect(testCardOutcome("4242-4242-4242-4242")).toEqual({ ok: true });
    expect(testCardOutcome("4000 0000 0000 0002")).toEqual({ ok: false, reason: "card_declined" });
    expect(testCardOutcome("4111111111111111")).toEqual({ ok: false, reason: "card_number_invalid" });
    expect(testCardOutcome("")).toEqual({ ok: false, reason: "card_number_invalid" });
  });
});
