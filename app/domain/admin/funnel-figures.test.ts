import { describe, expect, it } from "vitest";
import {
  ageIn,
  conversionPercent,
  FUNNEL_EVENTS,
  type FunnelCounter,
  funnelBy,
  funnelRates,
  funnelTotal,
  sumWindowCounts,
} from "#app/domain/admin/funnel-figures.ts";
import { COUNTED_EVENTS } from "#app/domain/analytics/analytics.ts";

const counter = (name: string, utmCampaign: string, language: string, count: number): FunnelCounter => ({
  name,
  utmCampaign,
  language,
  count,
});

const COUNTERS = [
  counter("page_view", "", "en", 100),
  counter("page_view", "", "ar", 40),
  counter("page_view", "spring", "en", 60),
  counter("lead_submitted", "", "en", 3),
  counter("lead_submitted", "spring", "ar", 1),
  counter("demo_booked", "spring", "ar", 1), // a booking is the same step as a lead
  counter("checkout_completed", "spring", "en", 1),
  // Not a funnel step: ignored.
  counter("newsletter_signup", "spring", "en", 9),
];

describe("the funnel", () => {
  it("reads only counters the site records", () => {
    for (const name of FUNNEL_EVENTS) expect(COUNTED_EVENTS).toContain(name);
  });

  it("sums the steps per campaign, the most viewed first", () => {
    expect(funnelBy(COUNTERS, "utmCampaign")).toEqual([
      { key: "", views: 140, leads: 3, purchases: 0 },
      { key: "spring", views: 60, leads: 2, purchases: 1 },
    ]);
  });

  it("sums the steps per language", () => {
    expect(funnelBy(COUNTERS, "language")).toEqual([
      { key: "en", views: 160, leads: 3, purchases: 1 },
      { key: "ar", views: 40, leads: 2, purchases: 0 },
    ]);
  });

  it("orders ties by leads, then by key", () => {
    const rows = funnelBy(
      [
        counter("page_view", "b", "en", 5),
        counter("page_view", "a", "en", 5),
        counter("page_view", "c", "en", 5),
      ].concat(counter("lead_submitted", "c", "en", 1)),
      "utmCampaign",
    );
    expect(rows.map((row) => row.key)).toEqual(["c", "a", "b"]);
  });

  it("adds everything up for the whole funnel", () => {
    expect(funnelTotal(COUNTERS)).toEqual({ key: "total", views: 200, leads: 5, purchases: 1 });
    expect(funnelTotal([])).toEqual({ key: "total", views: 0, leads: 0, purchases: 0 });
  });
});

describe("conversion rates", () => {
  it("is a percentage of the whole", () => {
    expect(conversionPercent(5, 200)).toBe(2.5);
    expect(conversionPercent(0, 10)).toBe(0);
  });

  it("has no rate without a whole (no division by zero)", () => {
    expect(conversionPercent(3, 0)).toBeNull();
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(1, Number.NaN)).toBeNull();
  });

  it("takes both rates of the page views", () => {
    expect(funnelRates({ key: "x", views: 200, leads: 5, purchases: 1 })).toEqual({
      leads: 2.5,
      purchases: 0.5,
    });
    // A purchase without a lead (straight to checkout) is still a share of the views, not 200 % of the leads.
    expect(funnelRates({ key: "x", views: 50, leads: 1, purchases: 2 })).toEqual({ leads: 2, purchases: 4 });
    expect(funnelRates({ key: "x", views: 0, leads: 1, purchases: 0 })).toEqual({
      leads: null,
      purchases: null,
    });
  });
});

describe("sumWindowCounts", () => {
  it("adds window by window", () => {
    expect(
      sumWindowCounts([
        { today: 1, week: 2, month: 3 },
        { today: 0, week: 5, month: 10 },
      ]),
    ).toEqual({ today: 1, week: 7, month: 13 });
    expect(sumWindowCounts([])).toEqual({ today: 0, week: 0, month: 0 });
  });
});

describe("ageIn", () => {
  it("says minutes under an hour, hours under two days, then days", () => {
    expect(ageIn(0)).toEqual({ value: 0, unit: "minute" });
    expect(ageIn(59 * 60 + 59)).toEqual({ value: 59, unit: "minute" });
    expect(ageIn(3600)).toEqual({ value: 1, unit: "hour" });
    expect(ageIn(47 * 3600 + 3599)).toEqual({ value: 47, unit: "hour" });
    expect(ageIn(48 * 3600)).toEqual({ value: 2, unit: "day" });
  });

  it("is never negative (a clock a little ahead of the database's)", () => {
    expect(ageIn(-30)).toEqual({ value: 0, unit: "minute" });
  });
});
