import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyCompact, readableFigure } from "#app/domain/money.ts";

/** Intl separates some currency signs with a no-break space and marks Arabic with a right-to-left mark. */
const plain = (text: string) => text.replace(/\u00a0/g, " ").replace(/[\u200e\u200f]/g, "");

describe("amounts in AUD, per language", () => {
  it.each([
    ["en", 500_000, "A$5,000"],
    ["en", 1_500_000, "A$15,000"],
    ["en", 250_000, "A$2,500"],
    ["ko", 500_000, "AU$5,000"],
    ["zh", 1_500_000, "AU$15,000"],
    ["hi", 500_000, "A$5,000"],
    ["hi", 25_000_000, "A$2,50,000"], // lakh grouping
    ["ar", 500_000, "5,000 AU$"],
    ["ar", 1_500_000, "15,000 AU$"],
  ] as const)("%s: %i cents is %s", (lang, cents, expected) => {
    expect(plain(formatMoney(cents, lang))).toBe(expected);
  });

  it("shows cents only when there are some", () => {
    expect(formatMoney(123_456, "en")).toBe("A$1,234.56");
    expect(formatMoney(0, "en")).toBe("A$0");
  });

  it("keeps 'AU$' in that order in Arabic, and beside its number", () => {
    expect(formatMoney(500_000, "ar")).toBe("\u200f5,000\u00a0AU$\u200e");
    expect(formatMoney(500_000, "ko")).toBe("AU$5,000");
  });

  it("lets a long figure wrap between its words, but never leaves a currency sign alone on a line", () => {
    // Intl's "‏504 مليار US$" (no-break spaces): "US$" alone on the next line in a narrow Arabic fact row.
    expect(readableFigure("\u200f504\u00a0مليار\u00a0US$")).toBe("\u200f504 مليار\u00a0US$\u200e");
    expect(readableFigure("$5.44\u00a0लाख\u00a0करोड़")).toBe("$5.44\u00a0लाख करोड़");
    expect(readableFigure("US$\u202f5040억")).toBe("US$\u00a05040억");
    expect(readableFigure("9.52\u00a0مليون")).toBe("9.52 مليون");
    expect(readableFigure("A$5,000")).toBe("A$5,000");
  });

  it("keeps Arabic right-to-left marked, in Latin digits like every figure on the site", () => {
    expect(formatMoney(500_000, "ar")).toMatch(/^\u200f/);
    expect(formatMoney(500_000, "ar")).not.toMatch(/[\u0660-\u0669]/);
  });

  it("refuses amounts that are not integer cents", () => {
    expect(() => formatMoney(50.5, "en")).toThrow(/integer cents/);
  });
});

describe("amounts in AUD in short form, per language", () => {
  it.each([
    ["en", 835_000_000_000, "A$8.4B"],
    ["en", 83_500_000_000, "A$835M"],
    ["en", 360_000_000, "A$3.6M"],
    ["en", 5_713_756, "A$57K"],
    ["ko", 835_000_000_000, "AU$84억"],
    ["zh", 360_000_000, "AU$360万"],
    ["hi", 835_000_000_000, "A$835 करोड़"], // Indian units, never Intl's "अ॰"
    ["hi", 360_000_000, "A$36 लाख"],
    ["ar", 835_000_000_000, "8.4 مليار AU$"],
  ] as const)("%s: %i cents is %s", (lang, cents, expected) => {
    expect(plain(formatMoneyCompact(cents, lang))).toBe(expected);
  });

  it("keeps the currency sign beside its number and Arabic's sign in order, as formatMoney does", () => {
    expect(formatMoneyCompact(835_000_000_000, "ar")).toBe("\u200f8.4 مليار\u00a0AU$\u200e");
    expect(formatMoneyCompact(835_000_000_000, "hi")).toBe("A$835\u00a0करोड़");
  });

  it("refuses amounts that are not integer cents", () => {
    expect(() => formatMoneyCompact(0.5, "en")).toThrow(/integer cents/);
  });
});
