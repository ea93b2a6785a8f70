import { describe, expect, it } from "vitest";
import { formatCompact } from "#app/domain/compact-number.ts";
import { LANGUAGES } from "#app/domain/languages.ts";

const nbsp = "\u00a0";
const USD = { style: "currency", currency: "USD" } as const;
const AUD = { style: "currency", currency: "AUD" } as const;

describe("Hindi compact figures, in the units its readers use (issue 28 item 13)", () => {
  it.each([
    [5_440_000_000_000, USD, `$5.44${nbsp}लाख${nbsp}करोड़`], // Intl: "$54.4 ख॰"
    [504_000_000_000, USD, `$50,400${nbsp}करोड़`], // Intl: "$5.04 ख॰"
    [3_700_000_000, USD, `$370${nbsp}करोड़`], // Intl: "$3.7 अ॰"
    [95_200_000, {}, `9.52${nbsp}करोड़`], // Intl: "9.52 क॰"
    [1_410_000_000, {}, `141${nbsp}करोड़`],
    [9_520_000, {}, `95.2${nbsp}लाख`],
    [52_000, {}, `52${nbsp}हज़ार`],
    [999, {}, "999"],
    [-3_700_000_000, USD, `-$370${nbsp}करोड़`],
  ] as const)("%d is %s", (value, options, expected) => {
    expect(formatCompact(value, "hi", { ...options, maximumSignificantDigits: 3 })).toBe(expected);
  });

  it("never writes Intl's abbreviations (क॰, अ॰, ख॰)", () => {
    for (let exponent = 3; exponent <= 15; exponent++) {
      expect(formatCompact(5.5 * 10 ** exponent, "hi", USD)).not.toMatch(/॰|अरब|खरब/);
    }
  });

  it("rounds as compact notation does when given no digits, into the unit the rounded figure reaches", () => {
    expect(formatCompact(2_100_000, "hi", AUD)).toBe(`A$21${nbsp}लाख`);
    expect(formatCompact(54_400_000, "hi", AUD)).toBe(`A$5.4${nbsp}करोड़`);
    expect(formatCompact(504_400_000_000, "hi", AUD)).toBe(`A$50,440${nbsp}करोड़`);
    expect(formatCompact(9_996_000, "hi", AUD)).toBe(`A$1${nbsp}करोड़`); // not "A$100 लाख"
    expect(formatCompact(999_999_000_000, "hi", AUD)).toBe(`A$1${nbsp}लाख${nbsp}करोड़`);
    expect(formatCompact(999.7, "hi")).toBe(`1${nbsp}हज़ार`);
  });

  it("is what Intl writes below a crore, where its units are words already", () => {
    for (const value of [0, 7, 1_234, 52_000, 210_000, 2_100_000, 9_520_000]) {
      for (const options of [{}, AUD, { maximumSignificantDigits: 3 }]) {
        expect(formatCompact(value, "hi", options)).toBe(
          new Intl.NumberFormat("hi", { ...options, notation: "compact" }).format(value),
        );
      }
    }
  });
});

describe("compact figures in the other languages", () => {
  it("are Intl's own compact notation, unchanged", () => {
    const others = LANGUAGES.map(({ code }) => code).filter((code) => code !== "hi");
    expect(others).toEqual(["en", "ko", "zh", "ar"]);
    for (const lang of others) {
      for (const value of [950, 52_000, 2_100_000, 3_700_000_000, 504_000_000_000, 5_440_000_000_000]) {
        for (const options of [{}, AUD, { ...USD, maximumSignificantDigits: 3 }]) {
          expect(formatCompact(value, lang, options)).toBe(
            new Intl.NumberFormat(lang, { ...options, notation: "compact" }).format(value),
          );
        }
      }
    }
    expect(formatCompact(5_440_000_000_000, "en", USD)).toBe("$5.4T");
    expect(formatCompact(504_000_000_000, "ko", { ...USD, maximumSignificantDigits: 3 })).toBe("US$5040억");
  });
});
