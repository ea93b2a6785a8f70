import fc from "fast-check";
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { MAX_NUMBER_CHARS, typedNumber } from "#app/domain/tools/typed-number.ts";

describe("typedNumber", () => {
  it("reads plain decimals in every script the site is written in", () => {
    expect(typedNumber("1,234.50")).toBe(1234.5);
    expect(typedNumber("١٢٣٫٥")).toBe(123.5);
    expect(typedNumber("۱۲۳")).toBe(123);
    expect(typedNumber("१२३")).toBe(123);
    expect(typedNumber("-.5")).toBe(-0.5);
    expect(typedNumber("7.")).toBe(7);
    expect(typedNumber("  ")).toBeUndefined();
    expect(typedNumber(12)).toBe(12);
  });

  it("refuses what is not a plain decimal", () => {
    for (const text of ["1e9", "0x10", "Infinity", "1.2.3", ".", "+", "--1", "1-"])
      expect(typedNumber(text)).toBeNaN();
  });

  it("refuses input past the length cap before any pattern runs (issue 25 item 2: 60 KB blocked a process)", () => {
    expect(typedNumber("9".repeat(MAX_NUMBER_CHARS))).toBe(Number("9".repeat(MAX_NUMBER_CHARS)));
    const replace = String.prototype.replace;
    let patternsRun = 0;
    String.prototype.replace = function (this: string, ...args: Parameters<typeof replace>) {
      patternsRun += 1;
      return replace.apply(this, args);
    } as typeof replace;
    try {
      expect(typedNumber(`${"9".repeat(60_000)}x`)).toBeNaN();
    } finally {
      String.prototype.replace = replace;
    }
    expect(patternsRun).toBe(0);
  });

  it("agrees with Number on every plain decimal, and never throws", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+-]?\d{1,20}(\.\d{0,10})?$/), (text) => {
        expect(typedNumber(text)).toBe(Number(text));
      }),
    );
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 80 }), (text) => void typedNumber(text)));
  });

  it("uses a pattern a super-linear backtracking checker accepts (the old one it does not)", () => {
    expect(checkSync("^[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)$", "").status).toBe("safe");
    expect(checkSync("^[+-]?(\\d+\\.?\\d*|\\.\\d+)$", "").status).toBe("vulnerable");
  });
});
