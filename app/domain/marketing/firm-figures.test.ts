import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FIRM_FIGURE_KEYS,
  FIRM_FIGURE_MAX,
  firmFiguresOf,
  LAUNCH_FIRM_FIGURES,
} from "#app/domain/marketing/firm-figures.ts";

describe("the firm's figures", () => {
  it("are the launch figures until staff save their own", () => {
    expect(firmFiguresOf(null)).toEqual({ companies: 200, partners: 250, readiness: 30, reply: 24 });
    expect(firmFiguresOf({ partners: 310 })).toEqual({ ...LAUNCH_FIRM_FIGURES, partners: 310 });
  });

  it("never take a stored value that is not a whole number from 0 to the maximum", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FIRM_FIGURE_KEYS), fc.anything()), (stored) => {
        const figures = firmFiguresOf(stored);
        for (const key of FIRM_FIGURE_KEYS) {
          const value = figures[key];
          expect(Number.isInteger(value) && value >= 0 && value <= FIRM_FIGURE_MAX).toBe(true);
          if (value !== stored[key]) expect(value).toBe(LAUNCH_FIRM_FIGURES[key]);
        }
      }),
    );
  });
});
