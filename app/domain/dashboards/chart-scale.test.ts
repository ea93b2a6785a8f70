import { describe, expect, it } from "vitest";
import { barPercent, maxOf, wholePercentShares } from "#app/domain/dashboards/chart-scale.ts";

describe("barPercent", () => {
  it("measures a bar against the largest value shown", () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(200, 200)).toBe(100);
    expect(barPercent(1, 3)).toBe(33.3);
  });

  it("draws nothing for zero, negative or missing values, and never more than the track", () => {
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(-5, 100)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
    expect(barPercent(Number.NaN, 100)).toBe(0);
    expect(barPercent(300, 100)).toBe(100);
  });

  it("keeps a tiny positive value visible as a sliver", () => {
    expect(barPercent(1, 100_000)).toBe(1);
  });
});

describe("maxOf", () => {
  it("is the largest value, or 0 for none", () => {
    expect(maxOf([3, 9, 2])).toBe(9);
    expect(maxOf([])).toBe(0);
  });
});

describe("wholePercentShares", () => {
  it("gives whole percentages that add up to 100", () => {
    expect(wholePercentShares([1, 1, 1])).toEqual([34, 33, 33]);
    // 27.27, 22.73, 22.73, 27.27: floors make 98, the two largest remainders get a point each.
    expect(wholePercentShares([6, 5, 5, 6])).toEqual([27, 23, 23, 27]);
  });

  it("gives the rounding points to the largest remainders", () => {
    // 2/3 = 66.67, 1/3 = 33.33: the first has the larger remainder.
    expect(wholePercentShares([2, 1])).toEqual([67, 33]);
    expect(wholePercentShares([1, 0, 3])).toEqual([25, 0, 75]);
  });

  it("is all zeros when there is nothing to share", () => {
    expect(wholePercentShares([0, 0])).toEqual([0, 0]);
    expect(wholePercentShares([])).toEqual([]);
  });
});
