/**
 * The chamber dashboard's reporting periods (spec 001 §2.9; issue 28 item 3, decision 063). The spec's "2024 YTD,
 * 2023 Full Year, Q4 2024" are read as what they were when it was written: the year to date, the last full year
 * and the last complete quarter. They are dated from the day of the request (UTC), so the dashboard always opens
 * on the latest period and its labels never go stale. Pure: the date comes in.
 */

/** The periods in the selector's order; the first, the year to date, is the latest and the default. */
export const CHAMBER_PERIODS = ["ytd", "full-year", "quarter"] as const;
export type ChamberPeriod = (typeof CHAMBER_PERIODS)[number];

/** Where a period falls in the calendar: its year and, for a quarter, which one (1-4); null otherwise. */
export type PeriodDate = { year: number; quarter: number | null };

/**
 * The calendar dates of a period on `now`: the year to date is this year; the full year is last year; the quarter
 * is the last complete one (on 28 November 2026, Q3 2026; in February 2027, Q4 2026).
 */
export function chamberPeriodDate(period: ChamberPeriod, now: Date): PeriodDate {
  const year = now.getUTCFullYear();
  switch (period) {
    case "ytd":
      return { year, quarter: null };
    case "full-year":
      return { year: year - 1, quarter: null };
    case "quarter": {
      const current = Math.floor(now.getUTCMonth() / 3) + 1;
      return current === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: current - 1 };
    }
  }
}

/** Every period's dates on `now`, for the selector's labels. */
export function chamberPeriodDates(now: Date): Record<ChamberPeriod, PeriodDate> {
  return {
    ytd: chamberPeriodDate("ytd", now),
    "full-year": chamberPeriodDate("full-year", now),
    quarter: chamberPeriodDate("quarter", now),
  };
}

/** The period the URL names (`?period=`), else the latest (the year to date): an unknown value is never an error. */
export function chamberPeriodOf(raw: string | null | undefined): ChamberPeriod {
  return CHAMBER_PERIODS.includes(raw as ChamberPeriod) ? (raw as ChamberPeriod) : CHAMBER_PERIODS[0];
}
