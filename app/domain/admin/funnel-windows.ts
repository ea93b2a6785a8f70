/**
 * The back-office dashboard's time windows (issue 15 item 2, decision 037): today, the last 7 and the last 30 days,
 * counted in Sydney calendar days (the consultancy's day; daylight saving from Intl's time-zone data, as the demo
 * scheduler's calendar), and the days of the analytics funnel, whose counters are kept per UTC day (decision 031).
 * Pure: `now` is given.
 */
import { sydneyDateOf, sydneyInstant } from "#app/domain/demo-scheduler/demo-slots.ts";

export const WINDOWS = ["today", "week", "month"] as const;
export type WindowKey = (typeof WINDOWS)[number];

/** How many calendar days each window spans, today included. */
export const WINDOW_DAYS: Record<WindowKey, number> = { today: 1, week: 7, month: 30 };

/** How many counter days the funnel sums, today (UTC) included. */
export const FUNNEL_DAYS = 30;

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

export type DashboardWindows = {
  /** Sydney's date at `now`. */
  today: CalendarDate;
  /** Each window's first Sydney date. */
  firstDays: Record<WindowKey, CalendarDate>;
  /** Each window's first instant (Sydney midnight of its first date), included. */
  starts: Record<WindowKey, Date>;
  /** The instant every window ends (Sydney's next midnight), excluded. */
  end: Date;
  /** The funnel's counter days, both included. */
  funnel: { from: CalendarDate; to: CalendarDate };
};

const DAY_MS = 86_400_000;

/** `date` plus `days` calendar days. */
function shiftDate(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Sydney midnight at the start of `date`: never inside a daylight-saving change (those happen at 02:00-03:00). */
const sydneyMidnight = (date: CalendarDate) => sydneyInstant(date, "00:00");

/**
 * The windows at `now`: each runs from Sydney midnight of its first day up to Sydney's next midnight, so "today"
 * is Sydney's today even when UTC is still on yesterday; a day with a clock change is 23 or 25 hours long.
 */
export function dashboardWindows(now: Date): DashboardWindows {
  const today = sydneyDateOf(now);
  const firstDays = Object.fromEntries(
    WINDOWS.map((key) => [key, shiftDate(today, 1 - WINDOW_DAYS[key])]),
  ) as Record<WindowKey, CalendarDate>;
  const starts = Object.fromEntries(WINDOWS.map((key) => [key, sydneyMidnight(firstDays[key])])) as Record<
    WindowKey,
    Date
  >;
  const utcToday = now.toISOString().slice(0, 10);
  return {
    today,
    firstDays,
    starts,
    end: sydneyMidnight(shiftDate(today, 1)),
    funnel: { from: shiftDate(utcToday, 1 - FUNNEL_DAYS), to: utcToday },
  };
}
