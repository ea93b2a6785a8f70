import { describe, expect, it } from "vitest";
import {
  analyticsPath,
  COUNTED_EVENTS,
  countedEvent,
  newThresholds,
  SCROLL_DEPTHS,
  scrolledPercent,
  TIME_ON_PAGE_SECONDS,
} from "#app/domain/analytics/analytics.ts";

describe("scroll depth", () => {
  it("measures the bottom of the viewport against the page's height", () => {
    expect(scrolledPercent(0, 800, 3200)).toBe(25);
    expect(scrolledPercent(800, 800, 3200)).toBe(50);
    expect(scrolledPercent(2400, 800, 3200)).toBe(100);
    expect(scrolledPercent(5000, 800, 3200)).toBe(100); // overscroll
    expect(scrolledPercent(0, 800, 0)).toBe(0);
  });

  it("reports each of 25, 50, 75 and 100 % once, lowest first", () => {
    expect(SCROLL_DEPTHS).toEqual([25, 50, 75, 100]);
    const reported = new Set<number>();
    expect(newThresholds(SCROLL_DEPTHS, 20, reported)).toEqual([]);
    expect(newThresholds(SCROLL_DEPTHS, 60, reported)).toEqual([25, 50]);
    for (const depth of [25, 50]) reported.add(depth);
    expect(newThresholds(SCROLL_DEPTHS, 60, reported)).toEqual([]);
    expect(newThresholds(SCROLL_DEPTHS, 74.6, reported)).toEqual([75]); // half a pixel's rounding
    reported.add(75);
    expect(newThresholds(SCROLL_DEPTHS, 100, reported)).toEqual([100]);
    reported.add(100);
    expect(newThresholds(SCROLL_DEPTHS, 100, reported)).toEqual([]);
  });
});

describe("time on page", () => {
  it("reports 30, 60, 120 and 300 seconds once each", () => {
    expect(TIME_ON_PAGE_SECONDS).toEqual([30, 60, 120, 300]);
    expect(newThresholds(TIME_ON_PAGE_SECONDS, 29, new Set())).toEqual([]);
    expect(newThresholds(TIME_ON_PAGE_SECONDS, 125, new Set([30]))).toEqual([60, 120]);
    expect(newThresholds(TIME_ON_PAGE_SECONDS, 301, new Set([30, 60, 120]))).toEqual([300]);
  });
});

describe("counted events", () => {
  it("counts scroll depth and time on page per threshold, the others by name", () => {
    expect(countedEvent("scroll_depth", { percent: 50 })).toBe("scroll_depth_50");
    expect(countedEvent("time_on_page", { seconds: 300 })).toBe("time_on_page_300");
    expect(countedEvent("scroll_depth", { percent: 33 })).toBeNull();
    expect(countedEvent("page_view", { page_path: "/" })).toBe("page_view");
    expect(countedEvent("checkout_completed", {})).toBe("checkout_completed");
    expect(COUNTED_EVENTS).not.toContain("scroll_depth");
    expect(COUNTED_EVENTS).toHaveLength(12 + 4 + 4);
  });
});

describe("the counted path", () => {
  it("drops the query, fragment and language prefix", () => {
    expect(analyticsPath("/ko/pricing?utm_campaign=x#faq")).toBe("/pricing");
    expect(analyticsPath("/ar")).toBe("/");
    expect(analyticsPath("/")).toBe("/");
    expect(analyticsPath("/blog/market-entry-guide-2025")).toBe("/blog/market-entry-guide-2025");
  });

  it("keeps no identifier: a customer's private page, a checkout session, long tokens, UUIDs", () => {
    expect(analyticsPath("/regions/middle-east/uae/private/cus_8f3k2")).toBe(
      "/regions/middle-east/uae/private/:id",
    );
    expect(analyticsPath("/zh/checkout/test/abc")).toBe("/checkout/test/:id");
    expect(analyticsPath("/x/4f9c1e2a-9b7d-4c3e-8a1f-2b3c4d5e6f70")).toBe("/x/:id");
    expect(analyticsPath("/verify/ab12CD34ef56GH78ij90")).toBe("/verify/:id");
  });

  it("is at most 200 characters", () => {
    expect(analyticsPath(`/${"a-".repeat(150)}`)).toHaveLength(200);
  });
});
