import { describe, expect, it } from "vitest";
import {
  BLACK,
  blend,
  colorsIn,
  contrastRatio,
  parseColor,
  TRANSPARENT,
  WHITE,
} from "#app/domain/pre-deployment/pre-deployment-checks-colour.ts";

const rounded = (color: ReturnType<typeof parseColor>) =>
  color && { r: Math.round(color.r), g: Math.round(color.g), b: Math.round(color.b), a: color.a };

describe("parseColor", () => {
  it("reads rgb() and rgba() in both syntaxes, hex and keywords", () => {
    expect(parseColor("rgb(17, 47, 105)")).toEqual({ r: 17, g: 47, b: 105, a: 1 });
    expect(parseColor("rgba(0, 0, 0, 0)")).toEqual(TRANSPARENT);
    expect(parseColor("rgb(255 255 255 / 50%)")).toEqual({ r: 255, g: 255, b: 255, a: 0.5 });
    expect(parseColor("#1747a6")).toEqual({ r: 23, g: 71, b: 166, a: 1 });
    expect(parseColor("#fff")).toEqual(WHITE);
    expect(parseColor("#00000080")).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
    expect(parseColor("transparent")).toEqual(TRANSPARENT);
    expect(parseColor("black")).toEqual(BLACK);
  });

  it("reads oklch() and oklab() as Tailwind's palette computes (slate-900, white, red-700)", () => {
    // Tailwind 4: slate-900 oklch(20.8% 0.042 265.755) is #0f172b; white oklch(100% 0 0).
    expect(rounded(parseColor("oklch(0.208 0.042 265.755)"))).toEqual({ r: 15, g: 23, b: 43, a: 1 });
    expect(rounded(parseColor("oklch(20.8% 0.042 265.755)"))).toEqual({ r: 15, g: 23, b: 43, a: 1 });
    expect(rounded(parseColor("oklch(1 0 0)"))).toEqual(WHITE);
    // red-700 oklch(50.5% 0.213 27.518) is #c10007.
    expect(rounded(parseColor("oklch(0.505 0.213 27.518)"))).toEqual({ r: 193, g: 0, b: 7, a: 1 });
    expect(rounded(parseColor("oklab(1 0 0 / 0.1)"))).toEqual({ r: 255, g: 255, b: 255, a: 0.1 });
    expect(rounded(parseColor("color(srgb 1 0.5 0)"))).toEqual({ r: 255, g: 128, b: 0, a: 1 });
  });

  it("answers null for what it cannot read", () => {
    for (const value of ["", "initial", "currentcolor", "color(display-p3 1 0 0)", "rgb(1, 2)", "#12"]) {
      expect(parseColor(value), value).toBeNull();
    }
  });
});

describe("colorsIn", () => {
  it("finds the stops of a computed gradient", () => {
    expect(
      colorsIn("linear-gradient(to bottom, oklch(0.97 0.014 254.604) 0%, rgb(255, 255, 255) 100%)").map(
        rounded,
      ),
    ).toEqual([rounded(parseColor("oklch(0.97 0.014 254.604)")), WHITE]);
    expect(colorsIn("none")).toEqual([]);
  });
});

describe("contrast", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it("matches WCAG's reference values", () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio(parseColor("#767676")!, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColor("#777777")!, WHITE)).toBeCloseTo(4.48, 2);
  });

  it("blends a translucent colour over what is below", () => {
    expect(blend({ ...BLACK, a: 0.5 }, WHITE)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(blend(TRANSPARENT, TRANSPARENT)).toEqual(TRANSPARENT);
    expect(blend(WHITE, BLACK)).toEqual(WHITE);
  });
});
