import { describe, expect, it } from "vitest";
import {
  CHAMBER_PERIODS,
  chamberPeriodDate,
  chamberPeriodDates,
  chamberPeriodOf,
} from "#app/domain/dashboards/chamber-periods.ts";

const at = (iso: string) => new Date(iso);

describe("the chamber's reporting periods (decision 063)", () => {
  it("open on the latest period, the year to date", () => {
    expect(CHAMBER_PERIODS[0]).toBe("ytd");
    expect(chamberPeriodOf(undefined)).toBe("ytd");
    expect(chamberPeriodOf("decade")).toBe("ytd");
  });

  it("are dated from the day: this year, last year and the last complete quarter", () => {
    expect(chamberPeriodDates(at("2026-11-28T09:00:00Z"))).toEqual({
      ytd: { year: 2026, quarter: null },
      "full-year": { year: 2025, quarter: null },
      quarter: { year: 2026, quarter: 3 },
    });
  });

  it("move on with the calendar, never naming a quarter still under way", () => {
    // Each quarter's first day: the last complete one is the one before.
    expect(chamberPeriodDate("quarter", at("2026-04-01T00:00:00Z"))).toEqual({ year: 2026, quarter: 1 });
    expect(chamberPeriodDate("quarter", at("2026-07-01T00:00:00Z"))).toEqual({ year: 2026, quarter: 2 });
    expect(chamberPeriodDate("quarter", at("2026-10-01T00:00:00Z"))).toEqual({ year: 2026, quarter: 3 });
    // In the first quarter, the last complete one is last year's fourth.
    expect(chamberPeriodDate("quarter", at("2027-02-14T12:00:00Z"))).toEqual({ year: 2026, quarter: 4 });
    expect(chamberPeriodDate("ytd", at("2027-01-01T00:00:00Z"))).toEqual({ year: 2027, quarter: null });
    expect(chamberPeriodDate("full-year", at("2027-01-01T00:00:00Z"))).toEqual({ year: 2026, quarter: null });
  });

  it("read the calendar in UTC", () => {
    // Still 31 December in UTC, already 1 January in Sydney: the UTC year decides.
    expect(chamberPeriodDate("ytd", at("2026-12-31T20:00:00Z"))).toEqual({ year: 2026, quarter: null });
  });
});
