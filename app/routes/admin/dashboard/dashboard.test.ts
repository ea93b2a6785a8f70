/**
 * The dashboard's loader counts what was stored at known instants: Sydney's day boundary (at UTC's 13:00 in
 * November, daylight saving), the 7- and 30-day windows, cancelled bookings, unpaid and test-provider orders,
 * unconfirmed addresses, the outbox and the funnel's counter days.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loader } from "#app/routes/admin/dashboard/dashboard.tsx";
import { countEvents } from "#app/server/analytics/events.server.ts";
import {
  analyticsEvents,
  demoBookings,
  emailSubscriptions,
  leads,
  orders,
  outbox,
  webinarRegistrations,
} from "#app/server/db/schema/index.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

/** Friday 27 November 2026, 01:30 in Sydney (AEDT); UTC is still on Thursday the 26th. */
const NOW = new Date("2026-11-26T14:30:00Z");
/** Sydney's midnight starting the 27th, the 21st (7 days) and 29 October (30 days). */
const TODAY = "2026-11-26T13:00:00Z";
const WEEK = "2026-11-20T13:00:00Z";
const MONTH = "2026-10-28T13:00:00Z";

const at = (iso: string) => new Date(iso);
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1000);
const person = { name: "Ana Silva", email: "ana@example.com", company: "Acme Pty Ltd" };

describe.each(TEST_BACKENDS)("the dashboard on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  beforeEach(() => {
    // Only the clock: timers stay real for the database drivers.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function figures() {
    const admin = await staffBrowser();
    const answer = await admin.call(loader, "/admin");
    expect(answer.status).toBe(200);
    return answer.data;
  }

  it("counts leads per source in Sydney's today, the last 7 and the last 30 days", async () => {
    await db()
      .insert(leads)
      .values([
        { ...person, source: "contact_form", createdAt: at(TODAY) },
        { ...person, source: "contact_form", createdAt: justBefore(TODAY) },
        { ...person, source: "lead_form", createdAt: at(WEEK) },
        { ...person, source: "lead_form", createdAt: justBefore(WEEK) },
        { ...person, source: "lead_form", createdAt: at(MONTH) },
        // Older than 30 days, and (a wrong clock) tomorrow: in no window.
        { ...person, source: "guide_export", createdAt: justBefore(MONTH) },
        { ...person, source: "guide_export", createdAt: at("2026-11-27T13:00:00Z") },
      ]);
    const result = await figures();
    expect(result.firstDays).toEqual({ today: "2026-11-27", week: "2026-11-21", month: "2026-10-29" });
    expect(result.leadsBySource).toEqual([
      { source: "lead_form", counts: { today: 0, week: 1, month: 3 } },
      { source: "contact_form", counts: { today: 1, week: 2, month: 2 } },
    ]);
    expect(result.leads).toEqual({ today: 1, week: 3, month: 5 });
  });

  it("counts bookings that stand, registrations, paid orders with their revenue, and confirmations", async () => {
    await db()
      .insert(demoBookings)
      .values([
        { ...person, slotStart: at("2026-12-01T22:00:00Z"), createdAt: at(TODAY) },
        { ...person, slotStart: at("2026-12-01T23:00:00Z"), createdAt: at(TODAY), cancelledAt: at(TODAY) },
        { ...person, slotStart: at("2026-12-02T22:00:00Z"), createdAt: at("2026-11-16T01:00:00Z") },
      ]);
    await db()
      .insert(webinarRegistrations)
      .values({ ...person, timePreference: "morning", createdAt: justBefore(TODAY) });
    const order = { planSlug: "growth", provider: "stripe", mode: "one-time" } as const;
    await db()
      .insert(orders)
      .values([
        { ...order, status: "paid", amountCents: 500_000, createdAt: at(MONTH), paidAt: at(TODAY) },
        { ...order, status: "paid", amountCents: 150_050, paidAt: at("2026-11-18T00:00:00Z") },
        // Started today, never paid: neither an order paid nor revenue.
        { ...order, status: "pending", amountCents: 999_900, createdAt: at(TODAY) },
        { ...order, status: "failed", amountCents: 999_900, createdAt: at(TODAY) },
        // Paid before the 30 days.
        { ...order, status: "paid", amountCents: 70_000, paidAt: justBefore(MONTH) },
        // Paid today with the built-in test provider's card: no sale.
        { ...order, provider: "test", status: "paid", amountCents: 999_900, paidAt: at(TODAY) },
      ]);
    await db()
      .insert(emailSubscriptions)
      .values([
        { email: "one@example.com", confirmedAt: at(TODAY) },
        { email: "two@example.com", subscribedAt: at(TODAY) },
        { email: "three@example.com", confirmedAt: justBefore(MONTH) },
      ]);
    const result = await figures();
    expect(result.bookings).toEqual({ today: 1, week: 1, month: 2 });
    expect(result.registrations).toEqual({ today: 0, week: 1, month: 1 });
    expect(result.ordersPaid).toEqual({ today: 1, week: 1, month: 2 });
    expect(result.revenueCents).toEqual({ today: 500_000, week: 500_000, month: 650_050 });
    expect(result.confirmations).toEqual({ today: 1, week: 1, month: 1 });
  });

  it("reports the outbox's waiting and failed mails and how long the oldest has waited", async () => {
    const mail = { toAddress: "ana@example.com", subject: "Hi", textBody: "Hi", htmlBody: "<p>Hi</p>" };
    await db()
      .insert(outbox)
      .values([
        { ...mail, status: "pending", createdAt: at("2026-11-26T12:30:00Z") },
        { ...mail, status: "pending", createdAt: at("2026-11-26T14:20:00Z") },
        { ...mail, status: "failed", createdAt: at("2026-11-20T00:00:00Z") },
        { ...mail, status: "sent", createdAt: at("2026-11-01T00:00:00Z") },
      ]);
    expect((await figures()).outbox).toEqual({ pending: 2, failed: 1, oldestPendingSeconds: 7200 });
  });

  it("sums the funnel's counters of the last 30 UTC days by campaign and language", async () => {
    const row = { path: "/", language: "en", utmCampaign: "", day: "2026-11-26" };
    await db()
      .insert(analyticsEvents)
      .values([
        { ...row, name: "page_view", count: 100 },
        { ...row, name: "page_view", path: "/pricing", utmCampaign: "spring", count: 50 },
        { ...row, name: "page_view", language: "ar", day: "2026-10-28", count: 20 },
        { ...row, name: "lead_submitted", utmCampaign: "spring", count: 5 },
        { ...row, name: "checkout_completed", utmCampaign: "spring", path: "/success", count: 1 },
        { ...row, name: "newsletter_signup", count: 7 },
        // The day before the 30 counter days.
        { ...row, name: "page_view", day: "2026-10-27", count: 1000 },
      ]);
    // Two posts' views as the ingestion counts them: under one normalised path, which the funnel sums over too.
    const post = (path: string) => ({ name: "page_view", path, language: "en" }) as const;
    await countEvents([post("/blog/first-post"), post("/blog/second-post")], "", "2026-11-26");
    const { funnel } = await figures();
    expect(funnel.days).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(funnel.total).toEqual({ key: "total", views: 172, leads: 5, purchases: 1 });
    expect(funnel.byCampaign).toEqual([
      { key: "", views: 122, leads: 0, purchases: 0 },
      { key: "spring", views: 50, leads: 5, purchases: 1 },
    ]);
    expect(funnel.byLanguage).toEqual([
      { key: "en", views: 152, leads: 5, purchases: 1 },
      { key: "ar", views: 20, leads: 0, purchases: 0 },
    ]);
  });

  it("shows zeros on an empty database", async () => {
    const result = await figures();
    const zero = { today: 0, week: 0, month: 0 };
    expect(result.leadsBySource).toEqual([]);
    expect(result.leads).toEqual(zero);
    expect(result.revenueCents).toEqual(zero);
    expect(result.outbox).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: null });
    expect(result.funnel.total).toEqual({ key: "total", views: 0, leads: 0, purchases: 0 });
  });
});
