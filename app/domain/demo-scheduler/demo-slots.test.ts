import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalTimeZone,
  DEMO_DAYS,
  DEMO_TIMES,
  demoDates,
  demoSlots,
  formatDemoDate,
  isCalendarDate,
  offeredSlot,
  offeredSlotAt,
  slotLabel,
  sydneyDateOf,
  sydneyInstant,
  visitorTime,
} from "#app/domain/demo-scheduler/demo-slots.ts";
import { formatterCount } from "#app/domain/intl-format.ts";

const iso = (date: Date) => date.toISOString();

describe("demoDates", () => {
  it("offers the next 14 weekdays starting tomorrow in Sydney, skipping weekends", () => {
    // Friday 27 November 2026, 01:30 in Sydney (still Thursday in UTC): tomorrow is Saturday, so Monday 30 first.
    const dates = demoDates(new Date("2026-11-26T14:30:00Z"));
    expect(dates).toHaveLength(DEMO_DAYS);
    expect(dates[0]).toBe("2026-11-30");
    expect(dates).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-14",
      "2026-12-15",
      "2026-12-16",
      "2026-12-17",
    ]);
    for (const date of dates) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
  });

  it("starts tomorrow, never today, on a weekday", () => {
    // Tuesday 1 December 2026, 08:00 in Sydney: Wednesday is first, today's slots are not offered.
    const dates = demoDates(new Date("2026-11-30T21:00:00Z"));
    expect(dates[0]).toBe("2026-12-02");
    expect(dates).not.toContain("2026-12-01");
  });

  it("crosses the year", () => {
    const dates = demoDates(new Date("2026-12-24T01:00:00Z"));
    expect(dates[0]).toBe("2026-12-25");
    expect(dates).toContain("2027-01-01");
    expect(dates).not.toContain("2026-12-26");
  });
});

describe("demoSlots", () => {
  it("has 8 hourly slots, 09:00 to 16:00 Sydney time", () => {
    const slots = demoSlots("2026-11-30");
    expect(slots.map((slot) => slot.time)).toEqual([...DEMO_TIMES]);
    expect(slots).toHaveLength(8);
    // Daylight saving (AEDT, UTC+11): 09:00 in Sydney is 22:00 UTC the day before.
    expect(iso(slots[0]!.start)).toBe("2026-11-29T22:00:00.000Z");
    expect(iso(slots[7]!.start)).toBe("2026-11-30T05:00:00.000Z");
    expect(slots.every((slot) => slot.zone === "AEDT")).toBe(true);
  });

  it("follows the April change: AEDT until the first Sunday of April, AEST after", () => {
    // Thursday 1 April 2027 in Sydney; daylight saving ends on Sunday 4 April 2027.
    const dates = demoDates(new Date("2027-04-01T03:00:00Z"));
    expect(dates.slice(0, 2)).toEqual(["2027-04-02", "2027-04-05"]);
    const friday = demoSlots("2027-04-02")[0]!;
    expect(friday.zone).toBe("AEDT");
    expect(iso(friday.start)).toBe("2027-04-01T22:00:00.000Z");
    const monday = demoSlots("2027-04-05")[0]!;
    expect(monday.zone).toBe("AEST");
    expect(iso(monday.start)).toBe("2027-04-04T23:00:00.000Z");
    expect(slotLabel(friday, "en")).toBe("09:00 AM AEDT");
    expect(slotLabel(monday, "en")).toBe("09:00 AM AEST");
  });

  it("follows the October change: AEST until the first Sunday of October, AEDT after", () => {
    // Thursday 1 October 2026 in Sydney; daylight saving starts on Sunday 4 October 2026.
    const dates = demoDates(new Date("2026-10-01T02:00:00Z"));
    expect(dates.slice(0, 2)).toEqual(["2026-10-02", "2026-10-05"]);
    const friday = demoSlots("2026-10-02");
    expect(friday[0]!.zone).toBe("AEST");
    expect(iso(friday[0]!.start)).toBe("2026-10-01T23:00:00.000Z");
    expect(slotLabel(friday[7]!, "en")).toBe("04:00 PM AEST");
    const monday = demoSlots("2026-10-05");
    expect(monday[0]!.zone).toBe("AEDT");
    expect(iso(monday[0]!.start)).toBe("2026-10-04T22:00:00.000Z");
  });

  it("reads each instant back as the same Sydney date and hour", () => {
    for (const date of ["2026-10-02", "2026-10-05", "2027-04-02", "2027-04-05", "2027-07-01"]) {
      for (const slot of demoSlots(date)) {
        expect(sydneyDateOf(slot.start)).toBe(date);
        expect(sydneyInstant(date, slot.time).getTime()).toBe(slot.start.getTime());
      }
    }
  });
});

describe("offeredSlot", () => {
  const now = new Date("2026-11-26T14:30:00Z"); // Friday 27 November 2026, 01:30 in Sydney

  it("accepts a slot of the next 14 weekdays on the hour, 09:00 to 16:00", () => {
    const slot = offeredSlot("2026-11-30", "16:00", now);
    expect(slot && iso(slot.start)).toBe("2026-11-30T05:00:00.000Z");
    expect(offeredSlotAt(new Date("2026-11-30T05:00:00Z"), now)?.time).toBe("16:00");
  });

  it("refuses today, the past, weekends, days beyond the 14th, off-hour and malformed slots", () => {
    expect(offeredSlot("2026-11-27", "10:00", now)).toBeNull(); // today
    expect(offeredSlot("2026-11-20", "10:00", now)).toBeNull(); // past
    expect(offeredSlot("2026-11-28", "10:00", now)).toBeNull(); // Saturday
    expect(offeredSlot("2026-11-29", "10:00", now)).toBeNull(); // Sunday
    expect(offeredSlot("2026-12-18", "10:00", now)).toBeNull(); // the 15th weekday
    expect(offeredSlot("2026-11-30", "08:00", now)).toBeNull();
    expect(offeredSlot("2026-11-30", "17:00", now)).toBeNull();
    expect(offeredSlot("2026-11-30", "09:30", now)).toBeNull();
    expect(offeredSlot("2026-02-30", "09:00", now)).toBeNull();
    expect(offeredSlot("30/11/2026", "09:00", now)).toBeNull();
    expect(offeredSlotAt(new Date("2026-11-29T22:30:00Z"), now)).toBeNull(); // 09:30
    expect(offeredSlotAt(new Date("2026-11-29T22:00:01Z"), now)).toBeNull();
    expect(offeredSlotAt(new Date("invalid"), now)).toBeNull();
  });

  it("checks calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate(20270228)).toBe(false);
  });
});

describe("times in words", () => {
  const slot = demoSlots("2026-11-30")[0]!; // 09:00 AEDT = 22:00 UTC on Sunday 29 November

  it("labels slots in the page's language with Western digits", () => {
    expect(slotLabel(slot, "en")).toBe("09:00 AM AEDT");
    expect(slotLabel(slot, "ar")).toMatch(/^09:00 .+ AEDT$/);
    expect(formatDemoDate("2026-11-30", "en")).toBe("Monday, November 30, 2026");
  });

  it("gives the visitor's own time when their zone keeps another clock", () => {
    const london = visitorTime(slot.start, "en", "Europe/London");
    expect(london).toContain("10:00 PM");
    expect(london).toContain("Sun");
    expect(london).toContain("GMT");
    expect(visitorTime(slot.start, "en", "Asia/Tokyo")).toContain("07:00 AM");
  });

  it("says nothing more for Sydney's clock, an unknown zone or none", () => {
    expect(visitorTime(slot.start, "en", "Australia/Sydney")).toBeNull();
    expect(visitorTime(slot.start, "en", "Australia/Melbourne")).toBeNull();
    expect(visitorTime(slot.start, "en", "Mars/Olympus")).toBeNull();
    expect(visitorTime(slot.start, "en", undefined)).toBeNull();
  });

  it("reads every spelling of a zone as its one canonical name, and anything else as none", () => {
    expect(canonicalTimeZone("Europe/London")).toBe("Europe/London");
    expect(canonicalTimeZone("eUrOpE/lOnDoN")).toBe("Europe/London");
    expect(canonicalTimeZone("US/Pacific")).toBe("America/Los_Angeles"); // an alias: the zone it names
    expect(canonicalTimeZone("x".repeat(80))).toBeNull();
    expect(canonicalTimeZone("Mars/Olympus")).toBeNull();
    expect(canonicalTimeZone("Europe/\u212Aiev")).toBeNull(); // KELVIN SIGN lower-cases to "k": not a spelling
  });

  it("reads UTC's names as UTC, and refuses the zones Intl accepts but does not list (Etc/GMT+5, SystemV/…)", () => {
    for (const utc of ["UTC", "utc", "Etc/UTC", "GMT", "Zulu"]) expect(canonicalTimeZone(utc)).toBe("UTC");
    expect(canonicalTimeZone("Etc/GMT+5")).toBeNull();
    expect(canonicalTimeZone("SystemV/EST5")).toBeNull();
  });

  it("never throws, and answers a listed zone or nothing, whatever it is given", () => {
    const listed = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
    const knownNames = fc.constantFrom(
      ...Intl.supportedValuesOf("timeZone"),
      ...[
        "US/Pacific",
        "Asia/Kolkata",
        "Etc/UTC",
        "Etc/GMT+5",
        "Etc/GMT-14",
        "SystemV/EST5",
        "EST5EDT",
        "Zulu",
      ],
    );
    const respelled = fc
      .tuple(knownNames, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }))
      .map(([name, upper]) =>
        [...name].map((c, at) => (upper[at] ? c.toUpperCase() : c.toLowerCase())).join(""),
      );
    const anything = fc.oneof(respelled, fc.string({ unit: "binary", maxLength: 70 }), fc.anything());
    fc.assert(
      fc.property(anything, (value) => {
        const zone = canonicalTimeZone(value);
        if (zone === null) return;
        expect(listed).toContain(zone);
        expect(canonicalTimeZone(zone)).toBe(zone);
      }),
      { numRuns: 2_000 },
    );
  });

  it("formats a visitor's time with one formatter per zone, however it was spelled (700 MB for 10,000 spellings)", () => {
    const zone = "America/Argentina/Buenos_Aires";
    // The bits of i choose which of the first 14 letters are capitals: 10,000 different spellings.
    const spellings = Array.from({ length: 10_000 }, (_, i) => {
      let letter = 0;
      return zone.replace(/[a-z]/gi, (c) => ((i >> letter++) & 1 ? c.toUpperCase() : c.toLowerCase()));
    });
    expect(new Set(spellings).size).toBe(10_000);
    expect(visitorTime(slot.start, "en", zone)).toContain(":");
    const oneZone = formatterCount();
    for (const spelling of spellings) expect(visitorTime(slot.start, "en", spelling)).toContain(":");
    expect(formatterCount()).toBe(oneZone);
  });
});
