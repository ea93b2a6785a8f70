import { describe, expect, it } from "vitest";
import { priceLabel } from "#app/domain/pricing/price-label.ts";

const t = (key: string) => `<${key}>`;

describe("priceLabel", () => {
  it("prints a priced plan's amount in the language's format, with its period", () => {
    expect(priceLabel({ priceCents: 500_000, billing: "monthly" }, "en", t)).toEqual({
      price: "A$5,000",
      period: "<period.monthly>",
    });
  });

  it("says Free for a plan priced at nothing and Custom for one without a price", () => {
    expect(priceLabel({ priceCents: 0, billing: "free" }, "ar", t)).toEqual({
      price: "<price.free>",
      period: "<period.free>",
    });
    expect(priceLabel({ priceCents: null, billing: "custom" }, "ko", t)).toEqual({
      price: "<price.custom>",
      period: "<period.custom>",
    });
  });
});
