import { describe, expect, it } from "vitest";
import { OFFER_VALUE_CENTS, offerDeadline } from "#app/domain/pricing/offer.ts";

/** A moment given as Sydney wall-clock time (AEST, +10:00, in June and July). */
const sydney = (isoLocal: string, offset = "+10:00") => new Date(`${isoLocal}${offset}`);

describe("the limited-time offer's deadline", () => {
  it("is June 30 of this year until June 30, and of next year from July 1", () => {
    expect(offerDeadline(sydney("2026-01-01T00:00:00", "+11:00"))).toBe("2026-06-30");
    expect(offerDeadline(sydney("2026-06-29T12:00:00"))).toBe("2026-06-30");
    expect(offerDeadline(sydney("2026-07-01T00:00:00"))).toBe("2027-06-30");
    expect(offerDeadline(sydney("2026-12-31T23:59:59", "+11:00"))).toBe("2027-06-30");
  });

  it("on June 30 itself is that day (the last day of the offer), to its last second in Sydney", () => {
    expect(offerDeadline(sydney("2026-06-30T00:00:00"))).toBe("2026-06-30");
    expect(offerDeadline(sydney("2026-06-30T23:59:59"))).toBe("2026-06-30");
  });

  it("follows the Sydney calendar, not UTC's", () => {
    // 14:30 UTC on June 30 is already July 1 in Sydney.
    expect(offerDeadline(new Date("2026-06-30T14:30:00Z"))).toBe("2027-06-30");
    // 13:59 UTC on June 30 is still June 30 there.
    expect(offerDeadline(new Date("2026-06-30T13:59:00Z"))).toBe("2026-06-30");
  });

  it("is computed, not written in: it moves with the years", () => {
    expect(offerDeadline(sydney("2031-03-15T09:00:00", "+11:00"))).toBe("2031-06-30");
  });

  it("is worth A$2,500", () => {
    expect(OFFER_VALUE_CENTS).toBe(250_000);
  });
});
