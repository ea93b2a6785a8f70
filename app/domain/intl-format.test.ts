import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-format.ts";

describe("Intl formatters built once", () => {
  it("gives the same number formatter for the same language and options, another for others", () => {
    const compact = numberFormat("ar", { notation: "compact" });
    expect(numberFormat("ar", { notation: "compact" })).toBe(compact);
    expect(numberFormat("en", { notation: "compact" })).not.toBe(compact);
    expect(numberFormat("ar", { notation: "standard" })).not.toBe(compact);
    expect(numberFormat("en", { notation: "compact" }).format(2_100_000)).toBe("2.1M");
    expect(numberFormat("hi").format(1_000_000)).toBe("10,00,000");
  });

  it("gives the same date formatter for the same language and options, formatting in the zone asked", () => {
    const sydney = dateTimeFormat("en", { timeZone: "Australia/Sydney", dateStyle: "long" });
    expect(dateTimeFormat("en", { timeZone: "Australia/Sydney", dateStyle: "long" })).toBe(sydney);
    expect(dateTimeFormat("en", { timeZone: "UTC", dateStyle: "long" })).not.toBe(sydney);
    expect(sydney.format(new Date("2026-11-25T14:00:00Z"))).toBe("November 26, 2026");
  });
});
