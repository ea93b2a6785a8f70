/**
 * The back office's plain record lists on both databases: subscribers, webinar registrations, calculator results,
 * orders and subscriptions. Each filter narrows, the order holds, pages split at PAGE_SIZE, and every page shown
 * leaves one `view` row in the audit log with its filter (never an address).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "#app/domain/admin/paging.ts";
import { computePaymentsPlan } from "#app/domain/tools/payments-planner.ts";
import { computeRoi } from "#app/domain/tools/roi.ts";
import { loader as calculatorLoader } from "#app/routes/admin/records/calculator-results.tsx";
import { loader as ordersLoader } from "#app/routes/admin/records/orders.tsx";
import { loader as registrationsLoader } from "#app/routes/admin/records/registrations.tsx";
import { loader as subscribersLoader } from "#app/routes/admin/records/subscribers.tsx";
import {
  auditLog,
  calculatorResults,
  emailSubscriptions,
  orders,
  paymentCustomers,
  subscriptions,
  webinarRegistrations,
} from "#app/server/db/schema/index.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";
import { PAYMENTS_INPUT, ROI_INPUT } from "#tests/support/tool-forms.ts";
import { seedProgramme } from "#tests/support/webinar-programme.ts";

/** `n` minutes after a fixed instant: rows get distinct, known times. */
const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, n));

describe.each(TEST_BACKENDS)("the record lists on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  const views = (entity: string) =>
    db().select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);

  describe("/admin/subscribers", () => {
    async function seed() {
      await db()
        .insert(emailSubscriptions)
        .values([
          { email: "new@example.com", subscribedAt: minute(3) },
          { email: "in@example.com", subscribedAt: minute(2), confirmedAt: minute(2), source: "footer" },
          {
            email: "gone@example.com",
            subscribedAt: minute(1),
            confirmedAt: minute(1),
            unsubscribedAt: minute(5),
            language: "ar",
          },
        ]);
    }

    it("lists every subscriber newest first, with the derived status, and audits the view", async () => {
      await seed();
      const admin = await staffBrowser();
      const { data } = await admin.call(subscribersLoader, "/admin/subscribers");
      expect(data.rows.map((row) => [row.email, row.status])).toEqual([
        ["new@example.com", "unconfirmed"],
        ["in@example.com", "confirmed"],
        ["gone@example.com", "unsubscribed"],
      ]);
      expect(data).toMatchObject({ total: 3, page: 1, pageCount: 1, status: null });
      expect(data.rows[1]).toMatchObject({ source: "footer", confirmedAt: "Nov 1, 2026\n11:02 AEDT" });
      expect(data.rows[2]).toMatchObject({ language: "ar", unsubscribedAt: "Nov 1, 2026\n11:05 AEDT" });
      const [view] = await views("subscribers");
      expect(view).toMatchObject({
        action: "view",
        actorId: admin.signedInAs!.id,
        ip: "203.0.113.9",
        detail: { status: null, page: 1 },
      });
    });

    it.each([
      ["confirmed", ["in@example.com"]],
      ["unconfirmed", ["new@example.com"]],
      ["unsubscribed", ["gone@example.com"]],
    ])("narrows to %s subscribers", async (status, emails) => {
      await seed();
      const admin = await staffBrowser();
      const { data } = await admin.call(subscribersLoader, `/admin/subscribers?status=${status}`);
      expect(data.rows.map((row) => row.email)).toEqual(emails);
      expect(data.total).toBe(1);
      expect((await views("subscribers"))[0]!.detail).toEqual({ status, page: 1 });
    });

    it("ignores an unknown status and pages by PAGE_SIZE", async () => {
      await db()
        .insert(emailSubscriptions)
        .values(
          Array.from({ length: PAGE_SIZE + 2 }, (_, n) => ({
            email: `s${n}@example.com`,
            subscribedAt: minute(n),
          })),
        );
      const admin = await staffBrowser();
      const first = await admin.call(subscribersLoader, "/admin/subscribers?status=bogus");
      expect(first.data).toMatchObject({ status: null, total: PAGE_SIZE + 2, pageCount: 2, page: 1 });
      expect(first.data.rows).toHaveLength(PAGE_SIZE);
      expect(first.data.rows[0]!.email).toBe(`s${PAGE_SIZE + 1}@example.com`);
      const second = await admin.call(subscribersLoader, "/admin/subscribers?page=2");
      expect(second.data.rows.map((row) => row.email)).toEqual(["s1@example.com", "s0@example.com"]);
      expect((await views("subscribers")).map((row) => row.detail)).toEqual([
        { status: null, page: 1 },
        { status: null, page: 2 },
      ]);
    });

    it("answers in the page's language", async () => {
      await seed();
      const { data } = await (await staffBrowser()).call(subscribersLoader, "/ar/admin/subscribers");
      expect(data.rows[0]!.subscribedAt).toMatch(/AEDT$/);
      expect(data.rows[0]!.subscribedAt).not.toBe("Nov 1, 2026\n11:03 AEDT");
    });
  });

  describe("/admin/registrations", () => {
    it("shows the webinar's title, the preferred time and topics in words, and narrows by webinar", async () => {
      await seedProgramme(db());
      await db()
        .insert(webinarRegistrations)
        .values([
          {
            webinarId: "first_tender",
            name: "Ada",
            email: "ada@example.com",
            company: "Engines",
            timePreference: "morning",
            interests: ["compliance", "partnerships"],
            createdAt: minute(2),
          },
          {
            webinarId: null,
            name: "Grace",
            email: "grace@example.com",
            company: "Navy",
            timePreference: "evening",
            message: "Any session",
            createdAt: minute(1),
          },
        ]);
      const admin = await staffBrowser();
      const all = await admin.call(registrationsLoader, "/admin/registrations");
      expect(all.data.rows.map((row) => row.name)).toEqual(["Ada", "Grace"]);
      expect(all.data.rows[0]).toMatchObject({
        webinar: "Winning your first Australian government tender",
        timePreference: "Morning (9AM-12PM AEST)",
        topics: ["Compliance", "Partnerships"],
      });
      expect(all.data.rows[1]).toMatchObject({ webinar: null, message: "Any session", topics: [] });
      expect(all.data.webinars.find((webinar) => webinar.value === "first_tender")?.label).toBe(
        "Winning your first Australian government tender",
      );

      const one = await admin.call(registrationsLoader, "/admin/registrations?webinar=first_tender");
      expect(one.data.rows.map((row) => row.name)).toEqual(["Ada"]);
      const none = await admin.call(registrationsLoader, "/admin/registrations?webinar=none");
      expect(none.data.rows.map((row) => row.name)).toEqual(["Grace"]);
      expect((await views("registrations")).map((row) => row.detail)).toEqual([
        { webinar: null, page: 1 },
        { webinar: "first_tender", page: 1 },
        { webinar: "none", page: 1 },
      ]);
    });
  });

  describe("/admin/calculator-results", () => {
    it("sums each result up in a few translated lines, keeps the JSON, and narrows by calculator", async () => {
      await db()
        .insert(calculatorResults)
        .values([
          {
            calculatorType: "roi",
            inputs: ROI_INPUT,
            results: computeRoi(ROI_INPUT),
            email: "roi@example.com",
            createdAt: minute(3),
          },
          {
            calculatorType: "payments_planner",
            inputs: PAYMENTS_INPUT,
            results: computePaymentsPlan(PAYMENTS_INPUT),
            email: "pay@example.com",
            language: "ko",
            createdAt: minute(2),
          },
          // Stored by an older version of a tool: shown without a summary, never an error.
          {
            calculatorType: "roi",
            inputs: { old: true },
            results: {},
            email: "old@example.com",
            createdAt: minute(1),
          },
        ]);
      const admin = await staffBrowser();
      const { data } = await admin.call(calculatorLoader, "/admin/calculator-results");
      expect(data.rows.map((row) => row.email)).toEqual([
        "roi@example.com",
        "pay@example.com",
        "old@example.com",
      ]);
      const [roi, payments, old] = data.rows;
      expect(roi).toMatchObject({ type: "roi", tool: "ROI Calculator" });
      expect(roi!.summary.map((line) => line.label)).toEqual([
        "Current annual revenue",
        "Marketing budget",
        "Return on investment",
        "Payback period (months)",
      ]);
      expect(roi!.summary[0]!.value).toMatch(/1,000,000/);
      expect(JSON.parse(roi!.json)).toEqual({ inputs: ROI_INPUT, results: computeRoi(ROI_INPUT) });
      expect(payments).toMatchObject({ tool: "Startup Payments Planner", language: "ko" });
      expect(payments!.summary.length).toBeGreaterThan(1);
      expect(old!.summary).toEqual([]);

      const narrowed = await admin.call(calculatorLoader, "/admin/calculator-results?type=payments_planner");
      expect(narrowed.data.rows.map((row) => row.email)).toEqual(["pay@example.com"]);
      expect((await views("calculator_results")).map((row) => row.detail)).toEqual([
        { type: null, page: 1 },
        { type: "payments_planner", page: 1 },
      ]);
    });
  });

  describe("/admin/orders", () => {
    async function seed() {
      await db()
        .insert(orders)
        .values([
          {
            email: "paid@example.com",
            planSlug: "growth-plan",
            provider: "stripe",
            providerSessionId: "cs_1",
            providerPaymentId: "pi_1",
            providerCustomerId: "cus_1",
            amountCents: 500_000,
            mode: "one-time",
            status: "paid",
            createdAt: minute(2),
            paidAt: minute(3),
          },
          {
            email: "waiting@example.com",
            planSlug: "assessment",
            provider: "test",
            providerSessionId: "test_cs_2",
            amountCents: 99_950,
            mode: "subscription",
            createdAt: minute(1),
          },
        ]);
      await db()
        .insert(paymentCustomers)
        .values({ provider: "stripe", providerCustomerId: "cus_1", email: "paid@example.com" });
      await db()
        .insert(subscriptions)
        .values([
          {
            provider: "stripe",
            providerSubscriptionId: "sub_1",
            providerCustomerId: "cus_1",
            planSlug: "growth-plan",
            status: "active",
            cancelAtPeriodEnd: true,
            currentPeriodEnd: minute(60),
            updatedAt: minute(5),
          },
          {
            provider: "test",
            providerSubscriptionId: "test_sub_2",
            providerCustomerId: "test_cus_2",
            status: "past_due",
            updatedAt: minute(4),
          },
        ]);
    }

    it("lists orders newest first with AUD amounts, Stripe dashboard links and none for the test provider", async () => {
      await seed();
      const admin = await staffBrowser();
      const { data } = await admin.call(ordersLoader, "/admin/orders");
      if (data.view !== "orders") throw new Error("expected the orders");
      expect(data.rows.map((row) => [row.email, row.status])).toEqual([
        ["paid@example.com", "paid"],
        ["waiting@example.com", "pending"],
      ]);
      const [paid, waiting] = data.rows;
      expect(paid!.amount).toMatch(/5,000/);
      expect(waiting!.amount).toMatch(/999\.50/);
      expect(paid!.providerIds).toEqual([
        { kind: "payment", id: "pi_1", url: "https://dashboard.stripe.com/payments/pi_1" },
        { kind: "customer", id: "cus_1", url: "https://dashboard.stripe.com/customers/cus_1" },
        { kind: "session", id: "cs_1", url: null },
      ]);
      expect(waiting!.providerIds).toEqual([{ kind: "session", id: "test_cs_2", url: null }]);
      expect(paid!.paidAt).toBe("Nov 1, 2026\n11:03 AEDT");

      const pending = await admin.call(ordersLoader, "/admin/orders?status=pending");
      expect(pending.data.rows.map((row) => row.email)).toEqual(["waiting@example.com"]);
      expect((await views("orders")).map((row) => row.detail)).toEqual([
        { status: null, page: 1 },
        { status: "pending", page: 1 },
      ]);
    });

    it("lists subscriptions with the buyer's address from the provider's customer, by status", async () => {
      await seed();
      const admin = await staffBrowser();
      const { data } = await admin.call(ordersLoader, "/admin/orders?view=subscriptions");
      if (data.view !== "subscriptions") throw new Error("expected the subscriptions");
      expect(data.rows.map((row) => [row.email, row.status, row.cancelAtPeriodEnd])).toEqual([
        ["paid@example.com", "active", true],
        [null, "past_due", false],
      ]);
      expect(data.rows[0]!.providerIds.map((id) => id.url)).toEqual([
        "https://dashboard.stripe.com/subscriptions/sub_1",
        "https://dashboard.stripe.com/customers/cus_1",
      ]);
      expect(data.rows[1]).toMatchObject({ plan: null, providerIds: [{ url: null }, { url: null }] });

      const overdue = await admin.call(ordersLoader, "/admin/orders?view=subscriptions&status=past_due");
      expect(overdue.data.rows).toHaveLength(1);
      expect((await views("subscriptions")).map((row) => row.detail)).toEqual([
        { status: null, page: 1 },
        { status: "past_due", page: 1 },
      ]);
    });
  });

  it("refuses a signed-in visitor who is not staff, and audits nothing", async () => {
    const user = await staffBrowser({ role: "user" });
    for (const [loader, path] of [
      [subscribersLoader, "/admin/subscribers"],
      [ordersLoader, "/admin/orders"],
    ] as const) {
      expect((await user.call(loader as typeof subscribersLoader, path)).status).toBe(403);
    }
    expect(await db().$count(auditLog)).toBe(0);
  });
});
