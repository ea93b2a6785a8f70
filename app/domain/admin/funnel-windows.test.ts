import { describe, expect, it } from "vitest";
import { dashboardWindows } from "#app/domain/admin/funnel-windows.ts";

const iso = (date: Date) => date.toISOString();

describe("dashboardWindows", () => {
  it("counts Sydney's calendar days in daylight saving time (AEDT, UTC+11)", () => {
    // Friday 27 November 2026, 01:30 in Sydney; still Thursday in UTC.
    const windows = dashboardWindows(new Date("2026-11-26T14:30:00Z"));
    expect(windows.today).toBe("2026-11-27");
    expect(iso(windows.starts.today)).toBe("2026-11-26T13:00:00.000Z");
    expect(iso(windows.end)).toBe("2026-11-27T13:00:00.000Z");
    expect(windows.firstDays).toEqual({ today: "2026-11-27", week: "2026-11-21", month: "2026-10-29" });
    expect(iso(windows.starts.week)).toBe("2026-11-20T13:00:00.000Z");
    expect(iso(windows.starts.month)).toBe("2026-10-28T13:00:00.000Z");
  });

  it("counts Sydney's calendar days in standard time (AEST, UTC+10)", () => {
    // Monday 15 June 2026, 09:00 in Sydney.
    const windows = dashboardWindows(new Date("2026-06-14T23:00:00Z"));
    expect(windows.today).toBe("2026-06-15");
    expect(iso(windows.starts.today)).toBe("2026-06-14T14:00:00.000Z");
    expect(iso(windows.end)).toBe("2026-06-15T14:00:00.000Z");
  });

  it("keeps midnight across a clock change: the day clocks go forward has 23 hours", () => {
    // Sunday 4 October 2026: 02:00 AEST becomes 03:00 AEDT. Noon that day in Sydney.
    const windows = dashboardWindows(new Date("2026-10-04T01:00:00Z"));
    expect(windows.today).toBe("2026-10-04");
    expect(iso(windows.starts.today)).toBe("2026-10-03T14:00:00.000Z");
    expect(iso(windows.end)).toBe("2026-10-04T13:00:00.000Z");
    // The 7-day window starts in standard time, 10 hours before UTC midnight.
    expect(iso(windows.starts.week)).toBe("2026-09-27T14:00:00.000Z");
  });

  it("keeps midnight across a clock change: the day clocks go back has 25 hours", () => {
    // Sunday 5 April 2026: 03:00 AEDT becomes 02:00 AEST.
    const windows = dashboardWindows(new Date("2026-04-05T05:00:00Z"));
    expect(iso(windows.starts.today)).toBe("2026-04-04T13:00:00.000Z");
    expect(iso(windows.end)).toBe("2026-04-05T14:00:00.000Z");
  });

  it("turns the day at Sydney midnight, not UTC midnight", () => {
    const before = dashboardWindows(new Date("2026-11-26T12:59:59.999Z"));
    const after = dashboardWindows(new Date("2026-11-26T13:00:00Z"));
    expect(before.today).toBe("2026-11-26");
    expect(after.today).toBe("2026-11-27");
    expect(iso(before.end)).toBe(iso(after.starts.today));
  });

  it("crosses years and leap days", () => {
    const windows = dashboardWindows(new Date("2028-03-01T01:00:00Z"));
    expect(windows.today).toBe("2028-03-01");
    expect(windows.firstDays.week).toBe("2028-02-24");
    expect(dashboardWindows(new Date("2027-01-02T01:00:00Z")).firstDays.month).toBe("2026-12-04");
  });

  it("gives the funnel the 30 UTC counter days up to UTC's today", () => {
    const windows = dashboardWindows(new Date("2026-11-26T14:30:00Z"));
    expect(windows.funnel).toEqual({ from: "2026-10-28", to: "2026-11-26" });
  });
});
