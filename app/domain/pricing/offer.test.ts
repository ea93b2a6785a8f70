import { describe, expect, it } from "vitest";
import { OFFER_VALUE_CENTS } from "#app/domain/pricing/offer.ts";

describe("the workshop offer", () => {
  it("is worth A$2,500", () => {
    expect(OFFER_VALUE_CENTS).toBe(250_000);
  });
});
