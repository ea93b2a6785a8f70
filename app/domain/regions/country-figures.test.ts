import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/domain/money.ts";
import {
  formatCount,
  formatPeople,
  formatPercent,
  formatUsd,
  formatUsdCompact,
} from "#app/domain/regions/country-figures.ts";

/** Intl separates some signs with a no-break space and marks Arabic with direction marks. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/[\u200e\u200f]/g, "");
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe("GDP, compact, in US dollars", () => {
  it.each([
    ["en", 504_000_000_000, "$504B"],
    ["en", 1_068_000_000_000, "$1.07T"],
    ["en", 44_700_000_000, "$44.7B"],
    ["en", 3_800_000_000_000, "$3.8T"],
    ["ko", 504_000_000_000, "US$5040억"],
    ["ko", 3_800_000_000_000, "US$3.8조"],
    ["zh", 504_000_000_000, "US$5040亿"],
    ["zh", 3_800_000_000_000, "US$3.8万亿"],
    ["hi", 44_700_000_000, "$4,470 करोड़"],
    ["hi", 3_800_000_000_000, "$3.8 लाख करोड़"],
    ["ar", 504_000_000_000, "504 مليار US$"],
    ["ar", 3_800_000_000_000, "3.8 ترليون US$"],
  ] as const)("%s: %i is %s", (lang, usd, expected) => {
    expect(plain(formatUsdCompact(usd, lang))).toBe(expected);
  });

  it("refuses what is not a number rather than print NaN", () => {
    expect(() => formatUsdCompact(Number.NaN, "en")).toThrow();
    expect(() => formatPeople(Number.POSITIVE_INFINITY, "en")).toThrow();
  });
});

describe("population, compact", () => {
  it.each([
    ["en", 9_520_000, "9.52M"],
    ["en", 450_000_000, "450M"],
    ["en", 113_000_000, "113M"],
    ["ko", 9_520_000, "952만"],
    ["zh", 450_000_000, "4.5亿"],
    ["hi", 9_520_000, "95.2 लाख"],
    ["hi", 113_000_000, "11.3 करोड़"],
    ["hi", 1_410_000_000, "141 करोड़"],
    ["ar", 9_520_000, "9.52 مليون"],
  ] as const)("%s: %i is %s", (lang, count, expected) => {
    expect(plain(formatPeople(count, lang))).toBe(expected);
  });
});

describe("whole dollars, counts and percentages", () => {
  it.each([
    ["en", "$32,072"],
    ["ko", "US$32,072"],
    ["hi", "$32,072"],
    ["ar", "32,072 US$"],
  ] as const)("GDP per capita in %s is %s", (lang, expected) => {
    expect(plain(formatUsd(32_071.6, lang))).toBe(expected);
  });

  it("groups counts the language's way", () => {
    expect(formatCount(1_234_567, "en")).toBe("1,234,567");
    expect(formatCount(1_234_567, "hi")).toBe("12,34,567");
    expect(formatCount(199, "ar")).toBe("199");
  });

  it("takes percentages in percent, not as fractions", () => {
    expect(formatPercent(95, "en")).toBe("95%");
    expect(formatPercent(12.5, "zh")).toBe("12.5%");
    expect(plain(formatPercent(95, "ar"))).toBe("95%");
  });
});

describe("Arabic", () => {
  it("uses Latin digits, like every other figure on the site (money.ts)", () => {
    for (const text of [
      formatUsdCompact(504_000_000_000, "ar"),
      formatPeople(9_520_000, "ar"),
      formatUsd(32_072, "ar"),
      formatCount(199, "ar"),
      formatPercent(95, "ar"),
      formatMoney(500_000, "ar"),
    ]) {
      expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
      expect(text).toMatch(/[0-9]/);
    }
  });

  it("keeps an amount right-to-left marked, as money.ts does", () => {
    expect(formatUsdCompact(504_000_000_000, "ar")).toMatch(/^\u200f/);
    expect(formatMoney(500_000, "ar")).toMatch(/^\u200f/);
  });
});

describe("figures on a narrow, right-to-left page", () => {
  it("can wrap between number and unit, never before the currency sign, and keep its letters first", () => {
    expect(formatUsdCompact(5_440_000_000_000, "ar")).toBe("\u200f5.44 ترليون\u00a0US$\u200e");
    expect(formatUsd(32_072, "ar")).toBe("\u200f32,072\u00a0US$\u200e");
    expect(formatPeople(9_520_000, "ar")).toBe("9.52 مليون");
    expect(formatUsdCompact(1_070_000_000_000, "en")).toBe("$1.07T");
    expect(formatPeople(9_520_000, "en")).toBe("9.52M");
  });
});
