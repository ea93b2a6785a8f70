/**
 * The back-office dashboard's figures (issue 15 item 2, decision 037): their shape, shared by the server that
 * counts them and the page that shows them, and the arithmetic done on them: the analytics funnel's steps and
 * conversion rates, and how old the oldest waiting mail is. Pure: no I/O.
 */

import { type CalendarDate, WINDOWS, type WindowKey } from "#app/domain/admin/funnel-windows.ts";
import type { CountedEvent } from "#app/domain/analytics/analytics.ts";

/** One figure per window: today, the last 7 days, the last 30 days. */
export type WindowCounts = Record<WindowKey, number>;

/** Window counts added up (all lead sources together). */
export function sumWindowCounts(list: readonly WindowCounts[]): WindowCounts {
  const sum = { today: 0, week: 0, month: 0 };
  for (const counts of list) for (const key of WINDOWS) sum[key] += counts[key];
  return sum;
}

/**
 * The funnel's steps and the first-party counters (decision 031) each one sums. Leads or bookings: the lead and
 * contact forms' sent answers (market assessment, guide and recording requests, enquiries) and the demo
 * scheduler's success step. Purchases: the success page of a verified paid checkout.
 */
export const FUNNEL_STEPS = {
  views: ["page_view"],
  leads: ["lead_submitted", "demo_booked"],
  purchases: ["checkout_completed"],
} as const satisfies Record<string, readonly CountedEvent[]>;
export type FunnelStep = keyof typeof FUNNEL_STEPS;
export const FUNNEL_STEP_KEYS = Object.keys(FUNNEL_STEPS) as FunnelStep[];

/** Every counter name the funnel reads. */
export const FUNNEL_EVENTS: readonly CountedEvent[] = Object.values(FUNNEL_STEPS).flat();

/** The counters of one event name, campaign and language, summed over paths and days. */
export type FunnelCounter = { name: string; utmCampaign: string; language: string; count: number };

/** One group of the funnel (a campaign, '' for none; a language; or everything): its count at each step. */
export type FunnelRow = { key: string } & Record<FunnelStep, number>;

export type FunnelDimension = "utmCampaign" | "language";

const stepOf = (name: string): FunnelStep | undefined =>
  FUNNEL_STEP_KEYS.find((step) => (FUNNEL_STEPS[step] as readonly string[]).includes(name));

const emptyRow = (key: string): FunnelRow => ({ key, views: 0, leads: 0, purchases: 0 });

/** The counters summed per campaign or per language, the most viewed first (then by key). */
export function funnelBy(counters: readonly FunnelCounter[], dimension: FunnelDimension): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  for (const counter of counters) {
    const step = stepOf(counter.name);
    if (!step) continue;
    const key = counter[dimension];
    const row = rows.get(key) ?? emptyRow(key);
    row[step] += counter.count;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.views - a.views || b.leads - a.leads || a.key.localeCompare(b.key),
  );
}

/** The whole funnel: every counter summed per step. */
export function funnelTotal(counters: readonly FunnelCounter[]): FunnelRow {
  const total = emptyRow("total");
  for (const row of funnelBy(counters, "language")) {
    for (const step of FUNNEL_STEP_KEYS) total[step] += row[step];
  }
  return total;
}

/** `part` as a percentage of `whole`; null when there is no whole to take a share of (no page views yet). */
export function conversionPercent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return (Math.max(0, part) / whole) * 100;
}

/**
 * A group's conversion rates, both in percent of its page views: purchases are not a subset of leads (a buyer
 * may check out without sending the lead form), so a lead-to-purchase rate could pass 100 % and mislead.
 */
export function funnelRates(row: FunnelRow): { leads: number | null; purchases: number | null } {
  return {
    leads: conversionPercent(row.leads, row.views),
    purchases: conversionPercent(row.purchases, row.views),
  };
}

export type AgeUnit = "minute" | "hour" | "day";

/** An age in the largest whole unit that keeps it readable: 59 minutes, 47 hours, then days; never negative. */
export function ageIn(seconds: number): { value: number; unit: AgeUnit } {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  if (minutes < 60) return { value: minutes, unit: "minute" };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: "hour" };
  return { value: Math.floor(hours / 24), unit: "day" };
}

/** Everything the dashboard shows; counts only, nothing about a person. */
export type DashboardFigures = {
  /** The windows' first Sydney dates (the last is today). */
  firstDays: Record<WindowKey, CalendarDate>;
  /** Leads per source (every source with a lead in the last 30 days), the most in 30 days first. */
  leadsBySource: { source: string; counts: WindowCounts }[];
  leads: WindowCounts;
  /** Demo bookings made in the window and not cancelled. */
  bookings: WindowCounts;
  registrations: WindowCounts;
  /** Orders paid in the window, and what they brought in: integer cents of Australian dollars. */
  ordersPaid: WindowCounts;
  revenueCents: WindowCounts;
  /** Newsletter addresses confirmed in the window. */
  confirmations: WindowCounts;
  outbox: { pending: number; failed: number; oldestPendingSeconds: number | null };
  funnel: {
    days: { from: CalendarDate; to: CalendarDate };
    total: FunnelRow;
    byCampaign: FunnelRow[];
    byLanguage: FunnelRow[];
  };
};
