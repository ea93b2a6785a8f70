import { dateTimeFormat } from "#app/domain/intl-format.ts";
/**
 * The demo scheduler's calendar (spec 001 §9): the next 14 weekdays in Sydney, starting tomorrow (weekends skipped),
 * each with 8 hourly slots from 09:00 AM to 04:00 PM Sydney wall-clock time. A slot is a real instant: its UTC time
 * follows Sydney's daylight saving (AEDT, UTC+11, from the first Sunday of October to the first Sunday of April;
 * AEST, UTC+10, otherwise), read from Intl's time-zone data, never from a table of our own.
 */

/** The consultancy's time zone: every slot is a wall-clock hour there. */
export const DEMO_TIME_ZONE = "Australia/Sydney";
/** How many weekdays are offered, starting tomorrow. */
export const DEMO_DAYS = 14;
/** The slots' wall-clock start times in Sydney, 09:00 to 16:00 (8 slots). */
export const DEMO_TIMES = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"] as const;
export type DemoTime = (typeof DEMO_TIMES)[number];
/** A demo's length in the invite (the site promises 30-45 minutes; the calendar holds 30). */
export const DEMO_MINUTES = 30;
/** How long a new booking keeps its slot from others while it waits for the visitor's confirmation (decision 053). */
export const HOLD_MINUTES = 30;

/** A Sydney calendar date, `YYYY-MM-DD`. */
export type DemoDate = string;

export type DemoSlot = {
  date: DemoDate;
  time: DemoTime;
  /** The instant the slot starts. */
  start: Date;
  /** Sydney's zone on that date: `AEST` or `AEDT`. */
  zone: string;
};

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads wall-clock fields in `timeZone` (formatToParts). */
const partsFormat = (timeZone: string) =>
  dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
const sydneyParts = partsFormat(DEMO_TIME_ZONE);

/** The wall-clock fields of `instant` in `timeZone`, as numbers. */
function wallClock(instant: Date, format = sydneyParts) {
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Sydney's offset from UTC at `instant`, in minutes (600 for AEST, 660 for AEDT). */
export function sydneyOffsetMinutes(instant: Date): number {
  const { year, month, day, hour, minute, second } = wallClock(instant);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The Sydney calendar date of `instant`. */
export function sydneyDateOf(instant: Date): DemoDate {
  const { year, month, day } = wallClock(instant);
  return isoDate(Date.UTC(year, month - 1, day));
}

/** The Sydney clock time of `instant`, `HH:MM` (24-hour). */
export function sydneyTimeOf(instant: Date): string {
  const { hour, minute } = wallClock(instant);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** `date` plus `days` calendar days. */
function addDays(date: DemoDate, days: number): DemoDate {
  const [, y, m, d] = DATE_PATTERN.exec(date)!;
  return isoDate(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
}

/** 0 Sunday … 6 Saturday, for a calendar date (the same everywhere). */
const weekdayOf = (date: DemoDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: unknown): value is DemoDate {
  if (typeof value !== "string") return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  return isoDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

/** The dates offered at `now`: the next DEMO_DAYS weekdays in Sydney, starting tomorrow (Sydney's tomorrow). */
export function demoDates(now: Date): DemoDate[] {
  const dates: DemoDate[] = [];
  let date = sydneyDateOf(now);
  while (dates.length < DEMO_DAYS) {
    date = addDays(date, 1);
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6) dates.push(date);
  }
  return dates;
}

/**
 * The instant Sydney's clocks show `time` on `date`. Slots (09:00-16:00) never fall in the hour a daylight-saving
 * change skips or repeats (02:00-03:00), so the answer is unique: the offset is read at a first guess, then again
 * at the instant it gives, which settles across a change.
 */
export function sydneyInstant(date: DemoDate, time: string): Date {
  const [, y, m, d] = DATE_PATTERN.exec(date)!;
  const [hours, minutes] = time.split(":").map(Number);
  const wall = Date.UTC(Number(y), Number(m) - 1, Number(d), hours, minutes);
  let instant = new Date(wall - sydneyOffsetMinutes(new Date(wall)) * 60_000);
  instant = new Date(wall - sydneyOffsetMinutes(instant) * 60_000);
  return instant;
}

const zoneNames = new Intl.DateTimeFormat("en-AU", { timeZone: DEMO_TIME_ZONE, timeZoneName: "short" });

/** Sydney's zone abbreviation at `instant`: `AEDT` in daylight saving time, else `AEST` (from Intl's data). */
export function sydneyZoneName(instant: Date): string {
  return zoneNames.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "AEST";
}

/** The slots of one date, 09:00 to 16:00 Sydney time. */
export function demoSlots(date: DemoDate): DemoSlot[] {
  return DEMO_TIMES.map((time) => {
    const start = sydneyInstant(date, time);
    return { date, time, start, zone: sydneyZoneName(start) };
  });
}

export const isDemoTime = (value: unknown): value is DemoTime => DEMO_TIMES.some((time) => time === value);

/** The slot `date` + `time` when it is one offered at `now` (a weekday of the next 14, on the hour 09-16), else null. */
export function offeredSlot(date: unknown, time: unknown, now: Date): DemoSlot | null {
  if (!isCalendarDate(date) || !isDemoTime(time)) return null;
  if (!demoDates(now).includes(date)) return null;
  const start = sydneyInstant(date, time);
  if (start.getTime() <= now.getTime()) return null;
  return { date, time, start, zone: sydneyZoneName(start) };
}

/** The slot that starts at `instant` when it is one offered at `now`, else null. */
export function offeredSlotAt(instant: Date, now: Date): DemoSlot | null {
  if (Number.isNaN(instant.getTime())) return null;
  const { hour, minute, second } = wallClock(instant);
  const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  if (second !== 0 || instant.getUTCMilliseconds() !== 0) return null;
  return offeredSlot(sydneyDateOf(instant), time, now);
}

/** How a time-zone name is written (IANA: ASCII letters, digits, `_+-/`); anything else is no zone. */
const ZONE_SPELLING = /^[A-Za-z0-9_+/-]{1,64}$/;

let listedZones: Map<string, string> | undefined;
/**
 * The zones a visitor may name: those Intl lists (one canonical name each) and UTC, which every name of UTC
 * (`Etc/UTC`, `GMT`, `Zulu`) becomes but Intl does not list; by lower-case spelling. Intl also accepts zones it does
 * not list (`Etc/GMT+5`, `SystemV/EST5`): refused, a browser reports them only on an unusual system clock (decision
 * 049). Read on first use, not at load: the browser reaches this module only when it checks the form.
 */
function zonesBySpelling(): Map<string, string> {
  listedZones ??= new Map(
    [...Intl.supportedValuesOf("timeZone"), "UTC"].map((zone) => [zone.toLowerCase(), zone]),
  );
  return listedZones;
}

/** The zone Intl reads `name` as (an alias as the zone it names: `US/Pacific` -> `America/Los_Angeles`), or null. */
function intlZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The canonical name of the listed time zone `value` names (`europe/LONDON` -> `Europe/London`), or null: what the
 * browser reports is read through this, so every spelling of one zone is one zone, and nothing keyed by a zone
 * (formatters, URLs, stored bookings) holds more than the few hundred zones there are (issue 25 item 3). Never
 * throws, whatever it is given.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || !ZONE_SPELLING.test(value)) return null;
  const listed = zonesBySpelling();
  // A listed zone is found by its spelling, as Intl finds it (ignoring ASCII case), without building a formatter;
  // an alias is asked of Intl, and must name a listed zone.
  const zone = listed.get(value.toLowerCase()) ?? intlZone(value);
  return zone !== null && listed.get(zone.toLowerCase()) === zone ? zone : null;
}

/** Times and dates in Western digits in every language, so a slot reads the same in the mail and the calendar. */
const LATN = { numberingSystem: "latn" } as const;

/** A slot's start as Sydney shows it, `09:00 AM` in English, in the page's language. */
export function formatSydneyTime(instant: Date, lang: string): string {
  return dateTimeFormat(lang, {
    ...LATN,
    timeZone: DEMO_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
  }).format(instant);
}

/** A slot's label: `09:00 AM AEDT`. */
export function slotLabel(slot: Pick<DemoSlot, "start" | "zone">, lang: string): string {
  return `${formatSydneyTime(slot.start, lang)} ${slot.zone}`;
}

/** A calendar date in the page's language: `Monday, 30 November 2026` (its weekday written out). */
export function formatDemoDate(date: DemoDate, lang: string, style: "long" | "short" = "long"): string {
  return dateTimeFormat(lang, {
    ...LATN,
    timeZone: "UTC",
    weekday: style,
    day: "numeric",
    month: style,
    ...(style === "long" ? { year: "numeric" } : {}),
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The slot's start in the visitor's own zone (`Mon, 30 Nov, 11:00 PM GMT`), or null when the zone is unknown or
 * keeps Sydney's clock at that instant (nothing more to say).
 */
export function visitorTime(
  instant: Date,
  lang: string,
  visitorZone: string | null | undefined,
): string | null {
  const zone = canonicalTimeZone(visitorZone);
  if (!zone) return null;
  const there = wallClock(instant, partsFormat(zone));
  const here = wallClock(instant);
  if (there.day === here.day && there.hour === here.hour && there.minute === here.minute) return null;
  return dateTimeFormat(lang, {
    ...LATN,
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  }).format(instant);
}
