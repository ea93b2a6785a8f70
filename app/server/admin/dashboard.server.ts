/**
 * The back-office dashboard's figures (issue 15 item 2, decision 037): one query per table, each window a
 * conditional aggregate (`count(*) filter (where …)`) over the last 30 Sydney days, plus the mail outbox's health
 * and the analytics funnel's counters. Counts only: nothing here reads a name or an address.
 */
import { and, eq, gte, inArray, isNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type DashboardFigures,
  FUNNEL_EVENTS,
  funnelBy,
  funnelTotal,
  sumWindowCounts,
  type WindowCounts,
} from "#app/domain/admin/funnel-figures.ts";
import { type DashboardWindows, dashboardWindows, type WINDOWS } from "#app/domain/admin/funnel-windows.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  analyticsEvents,
  demoBookings,
  emailSubscriptions,
  leads,
  orders,
  outbox,
  webinarRegistrations,
} from "#app/server/db/schema/index.ts";

/** An instant as a query parameter (ISO text, so both drivers pass it alike). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** `aggregate` over the rows whose `column` falls in each window (all end at the same instant). */
function perWindow(windows: DashboardWindows, column: PgColumn, aggregate: SQL, where?: SQL) {
  const select = (key: (typeof WINDOWS)[number]) => {
    const conditions = [sql`${column} >= ${at(windows.starts[key])}`, ...(where ? [where] : [])];
    return sql`coalesce(${aggregate} filter (where ${sql.join(conditions, sql` and `)}), 0)`.mapWith(Number);
  };
  return { today: select("today"), week: select("week"), month: select("month") };
}

/** Rows whose `column` falls in the widest window: the other windows are inside it. */
const inMonth = (windows: DashboardWindows, column: PgColumn) =>
  and(gte(column, windows.starts.month), lt(column, windows.end));

const count = sql`count(*)`;

async function windowCountsOf(
  windows: DashboardWindows,
  table: typeof demoBookings | typeof webinarRegistrations | typeof emailSubscriptions,
  column: PgColumn,
  where?: SQL,
): Promise<WindowCounts> {
  const [row] = await getDb()
    .select(perWindow(windows, column, count))
    .from(table)
    .where(and(inMonth(windows, column), where));
  return row!;
}

async function leadsBySource(windows: DashboardWindows) {
  const rows = await getDb()
    .select({ source: leads.source, ...perWindow(windows, leads.createdAt, count) })
    .from(leads)
    .where(inMonth(windows, leads.createdAt))
    .groupBy(leads.source);
  return rows
    .map(({ source, ...counts }) => ({ source, counts }))
    .sort((a, b) => b.counts.month - a.counts.month || a.source.localeCompare(b.source));
}

/**
 * Paid orders by the time they were paid; revenue sums Australian dollars only (every plan is priced in AUD).
 * Orders of the built-in test provider (local mode's card 4242) are no sale: neither an order paid nor revenue.
 */
async function paidOrders(windows: DashboardWindows) {
  const aud = sql`lower(${orders.currency}) = 'aud'`;
  const [row] = await getDb()
    .select({
      paid: perWindow(windows, orders.paidAt, count),
      cents: perWindow(windows, orders.paidAt, sql`sum(${orders.amountCents})`, aud),
    })
    .from(orders)
    .where(and(eq(orders.status, "paid"), ne(orders.provider, "test"), inMonth(windows, orders.paidAt)));
  return row!;
}

async function outboxHealth(now: Date): Promise<DashboardFigures["outbox"]> {
  const [row] = await getDb()
    .select({
      pending: sql`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      failed: sql`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
      oldest: sql<string | null>`min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')`,
    })
    .from(outbox);
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingSeconds: oldest ? Math.round((now.getTime() - oldest.getTime()) / 1000) : null,
  };
}

/** The funnel's counters of the last 30 counter days, summed over paths and days. */
async function funnel(windows: DashboardWindows): Promise<DashboardFigures["funnel"]> {
  const counters = await getDb()
    .select({
      name: analyticsEvents.name,
      utmCampaign: analyticsEvents.utmCampaign,
      language: analyticsEvents.language,
      count: sql`sum(${analyticsEvents.count})`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        inArray(analyticsEvents.name, [...FUNNEL_EVENTS]),
        gte(analyticsEvents.day, windows.funnel.from),
        lte(analyticsEvents.day, windows.funnel.to),
      ),
    )
    .groupBy(analyticsEvents.name, analyticsEvents.utmCampaign, analyticsEvents.language);
  return {
    days: windows.funnel,
    total: funnelTotal(counters),
    byCampaign: funnelBy(counters, "utmCampaign"),
    byLanguage: funnelBy(counters, "language"),
  };
}

/** Everything the dashboard shows at `now`. */
export async function dashboardFigures(now: Date): Promise<DashboardFigures> {
  const windows = dashboardWindows(now);
  const [sources, bookings, registrations, confirmations, paid, mail, funnelFigures] = await Promise.all([
    leadsBySource(windows),
    // Confirmed demos only: a hold nobody confirmed is not a booking (decision 053).
    windowCountsOf(
      windows,
      demoBookings,
      demoBookings.createdAt,
      and(isNull(demoBookings.cancelledAt), isNull(demoBookings.heldUntil)),
    ),
    windowCountsOf(windows, webinarRegistrations, webinarRegistrations.createdAt),
    windowCountsOf(windows, emailSubscriptions, emailSubscriptions.confirmedAt),
    paidOrders(windows),
    outboxHealth(now),
    funnel(windows),
  ]);
  return {
    firstDays: windows.firstDays,
    leadsBySource: sources,
    leads: sumWindowCounts(sources.map((source) => source.counts)),
    bookings,
    registrations,
    ordersPaid: paid.paid,
    revenueCents: paid.cents,
    confirmations,
    outbox: mail,
    funnel: funnelFigures,
  };
}
