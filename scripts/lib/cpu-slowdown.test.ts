import { describe, expect, it } from "vitest";
import { calibratedSlowdown } from "./cpu-slowdown.ts";

describe("calibratedSlowdown", () => {
  it("keeps Lighthouse's 4x on the desktop it is designed for", () => {
    expect(calibratedSlowdown(1750)).toBe(4);
  });

  it("slows a slower host less, and a faster one more, in proportion, to a tenth", () => {
    expect(calibratedSlowdown(875)).toBe(2);
    expect(calibratedSlowdown(1000)).toBe(2.3);
    expect(calibratedSlowdown(2625)).toBe(6);
  });

  it("never simulates a phone faster than the host", () => {
    expect(calibratedSlowdown(300)).toBe(1);
  });
});
