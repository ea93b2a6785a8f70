import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type AnyPgColumn, getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { loader as exportLoader } from "#app/routes/admin/privacy/export-json.ts";
import { action as eraseAction, loader as privacyLoader } from "#app/routes/admin/privacy/privacy.tsx";
import { personId } from "#app/server/admin/privacy.server.ts";
import { ERASED, ERASED_EVERYWHERE, isPersonalData } from "#app/server/db/personal-data.ts";
import * as schema from "#app/server/db/schema/index.ts";
import {
  accounts,
  apiFavorites,
  auditLog,
  calculatorResults,
  demoBookings,
  emailSubscriptions,
  leadNotes,
  leads,
  orders,
  outbox,
  paymentCustomers,
  profiles,
  sessions,
  subscriptions,
  users,
  webinarRegistrations,
} from "#app/server/db/schema/index.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const EMAIL = "ana@example.com";
const HOUR = 60 * 60 * 1000;

describe.each(TEST_BACKENDS)("data-protection requests on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  /** One of every kind of record about `email` (an address typed with capitals here and there), and its ids. */
  async function seedPerson(email = EMAIL, hoursAhead = 48) {
    const shouted = email.replace(/^a/, "A");
    const tag = email.split("@")[0];
    const userId = randomUUID();
    await db().insert(users).values({ id: userId, name: "Ana Silva", email, emailVerified: true });
    await db().insert(profiles).values({ id: userId, email, company: "Acme Pty Ltd" });
    await db()
      .insert(accounts)
      .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: "hash" });
    await db()
      .insert(sessions)
      .values({ id: randomUUID(), token: randomUUID(), userId, expiresAt: new Date(Date.now() + HOUR) });
    const [lead] = await db()
      .insert(leads)
      .values({
        name: "Ana Silva",
        email: shouted,
        company: "Acme Pty Ltd",
        source: "contact",
        message: "We want to bid on tenders.",
        targetEmail: "sales@example.com",
        page: "/contact?customer=c1",
        utmCampaign: "spring",
      })
      .returning();
    await db()
      .insert(leadNotes)
      .values({ leadId: lead!.id, authorEmail: "staff@example.com", body: "Called her." });
    await db().insert(emailSubscriptions).values({ email });
    const [past] = await db()
      .insert(demoBookings)
      .values({ name: "Ana", email, company: "Acme", slotStart: new Date(Date.now() - hoursAhead * HOUR) })
      .returning();
    const [upcoming] = await db()
      .insert(demoBookings)
      .values({
        name: "Ana",
        email: shouted,
        company: "Acme",
        slotStart: new Date(Date.now() + hoursAhead * HOUR),
        timeZone: "Europe/Lisbon",
      })
      .returning();
    await db()
      .insert(webinarRegistrations)
      .values({
        name: "Ana",
        email,
        company: "Acme",
        timePreference: "morning",
        interests: ["compliance"],
        message: "Hi",
      });
    await db()
      .insert(calculatorResults)
      .values({ calculatorType: "roi", inputs: { revenue: 1 }, results: { roi: 2 }, email });
    const [byAddress] = await db()
      .insert(orders)
      .values({
        email: shouted,
        planSlug: "entry-kit",
        provider: "test",
        amountCents: 99_000,
        mode: "one-time",
        status: "paid",
      })
      .returning();
    const [byAccount] = await db()
      .insert(orders)
      .values({
        userId,
        email: "billing@acme.example",
        planSlug: "retainer",
        provider: "test",
        amountCents: 5_000,
        mode: "subscription",
      })
      .returning();
    await db()
      .insert(subscriptions)
      .values({
        userId,
        provider: "test",
        providerSubscriptionId: `sub_${tag}`,
        providerCustomerId: `cus_${tag}`,
        planSlug: "retainer",
        status: "active",
      });
    await db()
      .insert(paymentCustomers)
      .values({ provider: "test", providerCustomerId: `cus_${tag}`, userId, email });
    await db().insert(apiFavorites).values({ userId, apiId: "abs-census" });
    await db()
      .insert(outbox)
      .values([
        { toAddress: email, subject: "Your enquiry", textBody: "Thanks", htmlBody: "<p>Thanks</p>" },
        {
          toAddress: "staff@example.com",
          subject: "New enquiry",
          textBody: `From: Ana <${email}>.`,
          htmlBody: "",
        },
        {
          toAddress: "staff@example.com",
          subject: "Reminder",
          textBody: `Call ${shouted}.\nThanks`,
          htmlBody: "",
        },
        // Other people: a longer address that ends in hers, and a longer domain.
        {
          toAddress: "staff@example.com",
          subject: "Other",
          textBody: `From: h${email} and ${email}.au`,
          htmlBody: "",
        },
      ]);
    return {
      userId,
      lead: lead!,
      past: past!,
      upcoming: upcoming!,
      byAddress: byAddress!,
      byAccount: byAccount!,
    };
  }

  async function auditRows() {
    return db().select().from(auditLog).orderBy(auditLog.id);
  }

  describe("the lookup", () => {
    it("finds every kind held about the address, whatever its case, and audits a hashed lookup", async () => {
      const seeded = await seedPerson();
      const admin = await staffBrowser();
      const { data } = await admin.call(
        privacyLoader,
        `/admin/privacy?email=${encodeURIComponent(" ANA@Example.com ")}`,
      );
      expect(data.email).toBe(EMAIL);
      const found = data.findings!;
      expect(found.leads).toMatchObject([{ id: seeded.lead.id, name: "Ana Silva", utmCampaign: "spring" }]);
      expect(found.leadNotes).toBe(1);
      expect(found.newsletter).toHaveLength(1);
      expect(found.demoBookings.map((booking) => booking.id)).toEqual([seeded.past.id, seeded.upcoming.id]);
      expect(found.webinarRegistrations).toHaveLength(1);
      expect(found.calculatorResults).toMatchObject([{ calculatorType: "roi" }]);
      expect(found.account).toMatchObject({ id: seeded.userId, company: "Acme Pty Ltd", sessions: 1 });
      expect(found.account).not.toHaveProperty("password");
      expect(found.orders.map((order) => order.id).sort()).toEqual(
        [seeded.byAddress.id, seeded.byAccount.id].sort(),
      );
      expect(found.subscriptions).toMatchObject([{ providerSubscriptionId: "sub_ana" }]);
      expect(found.paymentCustomers).toMatchObject([{ providerCustomerId: "cus_ana" }]);
      expect(found.apiFavorites).toMatchObject([{ apiId: "abs-census" }]);
      expect(found.outbox.map((mail) => mail.subject).sort()).toEqual([
        "New enquiry",
        "Reminder",
        "Your enquiry",
      ]);

      const [row] = await auditRows();
      expect(row).toMatchObject({
        action: "lookup",
        entity: "person",
        entityId: personId(EMAIL),
        ip: "203.0.113.9",
      });
      expect(row!.entityId).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain("ana@");
    });

    it("reports an invalid address without looking anything up", async () => {
      const admin = await staffBrowser();
      const { data } = await admin.call(privacyLoader, "/admin/privacy?email=ana.example.com");
      expect(data).toMatchObject({ email: "ana.example.com", error: "emailInvalid", findings: null });
      expect(await admin.call(privacyLoader, "/admin/privacy")).toMatchObject({
        data: { findings: null, error: null },
      });
      expect(await auditRows()).toEqual([]);
    });
  });

  describe("the JSON export", () => {
    it("downloads everything found, private and named by date, and audits it", async () => {
      await seedPerson();
      const admin = await staffBrowser();
      const response = (await exportLoader(
        (await admin.args(`/admin/privacy/export.json?email=${EMAIL}`)) as never,
      )) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const body = await response.json();
      expect(body).toMatchObject({
        email: EMAIL,
        leads: [{ name: "Ana Silva" }],
        account: { company: "Acme Pty Ltd" },
      });
      expect(body.orders).toHaveLength(2);
      expect(body.exportedAt).toMatch(/^\d{4}-/);
      expect(await auditRows()).toMatchObject([
        { action: "export", entity: "person", entityId: personId(EMAIL) },
      ]);
    });

    it("is limited per staff member, with Retry-After", async () => {
      const admin = await staffBrowser();
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 11; i++) {
        last = (await exportLoader(
          (await admin.args(`/admin/privacy/export.json?email=${EMAIL}`)) as never,
        )) as Response;
        statuses.push(last.status);
      }
      expect(statuses).toEqual([...new Array(10).fill(200), 429]);
      expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await last!.text()).toMatch(/Too many exports/);
      expect(await auditRows()).toHaveLength(10);
      // Another staff member has their own allowance.
      const other = await staffBrowser();
      const response = (await exportLoader(
        (await other.args(`/admin/privacy/export.json?email=${EMAIL}`)) as never,
      )) as Response;
      expect(response.status).toBe(200);
    });

    it("refuses an invalid address in the page's language", async () => {
      const admin = await staffBrowser();
      const response = (await exportLoader(
        (await admin.args("/ar/admin/privacy/export.json?email=nope")) as never,
      )) as Response;
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("يرجى إدخال عنوان بريد إلكتروني صالح");
    });
  });

  describe("erasing", () => {
    it("anonymises, deletes and keeps as the policy says, in one go, audited without the address", async () => {
      const seeded = await seedPerson();
      const bystander = await seedPerson("bob@example.com", 72);
      const admin = await staffBrowser();
      const answer = await admin.call(eraseAction, `/admin/privacy?email=${EMAIL}`, {
        email: EMAIL,
        confirmation: "Ana@Example.com",
      });
      expect(answer.location).toBe("/admin/privacy?erased=1");

      // No column declared erased leaves the address anywhere (decision 058), whatever the table.
      for (const { table, columns } of Object.values(schema).filter(isPersonalData)) {
        for (const [key, erasure] of Object.entries(columns)) {
          if (!ERASED_EVERYWHERE.includes(erasure)) continue;
          const column = (table as unknown as Record<string, AnyPgColumn>)[key]!;
          const left = await db().$count(table, sql`lower(${column}) = ${EMAIL.toLowerCase()}`);
          expect(left, `${getTableConfig(table).name}.${column.name}`).toBe(0);
        }
      }

      const [lead] = await db().select().from(leads).where(eq(leads.id, seeded.lead.id));
      expect(lead).toMatchObject({
        name: ERASED,
        email: `erased-${seeded.lead.id}@invalid`,
        company: ERASED,
        message: null,
        targetEmail: null,
        page: null,
        source: "contact",
        utmCampaign: "spring",
      });
      expect(lead!.anonymizedAt).toBeInstanceOf(Date);
      expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, seeded.lead.id))).toEqual([]);

      const bookings = await db().select().from(demoBookings).where(eq(demoBookings.company, ERASED));
      expect(bookings).toHaveLength(2);
      const upcoming = bookings.find((booking) => booking.id === seeded.upcoming.id)!;
      expect(upcoming).toMatchObject({
        name: ERASED,
        email: `erased-${upcoming.id}@invalid`,
        timeZone: null,
      });
      expect(upcoming.cancelledAt).toBeInstanceOf(Date);
      expect(bookings.find((booking) => booking.id === seeded.past.id)!.cancelledAt).toBeNull();

      const [registration] = await db()
        .select()
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.company, ERASED));
      expect(registration).toMatchObject({ name: ERASED, message: null, interests: ["compliance"] });
      expect(await db().select().from(calculatorResults).where(eq(calculatorResults.email, EMAIL))).toEqual(
        [],
      );
      expect(await db().select().from(emailSubscriptions).where(eq(emailSubscriptions.email, EMAIL))).toEqual(
        [],
      );

      // The account, as its own deletion does: with its sessions, sign-in methods, profile and favourites.
      expect(await db().select().from(users).where(eq(users.id, seeded.userId))).toEqual([]);
      for (const table of [sessions, accounts] as const) {
        expect(await db().select().from(table).where(eq(table.userId, seeded.userId))).toEqual([]);
      }
      expect(await db().select().from(profiles).where(eq(profiles.id, seeded.userId))).toEqual([]);
      expect(await db().select().from(apiFavorites).where(eq(apiFavorites.userId, seeded.userId))).toEqual(
        [],
      );
      expect(await db().select().from(paymentCustomers).where(eq(paymentCustomers.email, EMAIL))).toEqual([]);

      // Orders kept for the accounts, without the address or the account.
      for (const order of [seeded.byAddress, seeded.byAccount]) {
        const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
        expect(kept).toMatchObject({
          email: null,
          userId: null,
          amountCents: order.amountCents,
          status: order.status,
        });
      }
      const [subscription] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, "sub_ana"));
      expect(subscription).toMatchObject({ userId: null, status: "active" });

      // Mails to or about her are gone (none queued by the cancellation); other people's stay.
      const mails = await db().select().from(outbox);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        "New enquiry",
        "Other",
        "Other",
        "Reminder",
        "Your enquiry",
      ]);
      expect(mails.every((mail) => !mail.textBody.includes("ana@") || mail.subject === "Other")).toBe(true);
      expect(mails.filter((mail) => mail.toAddress === EMAIL)).toEqual([]);

      const [row] = await auditRows();
      expect(row).toMatchObject({
        action: "erase",
        entity: "person",
        entityId: personId(EMAIL),
        detail: {
          leadsAnonymised: 1,
          leadNotesDeleted: 1,
          newsletterDeleted: 1,
          demoBookingsCancelled: 1,
          demoBookingsAnonymised: 2,
          webinarRegistrationsAnonymised: 1,
          calculatorResultsDeleted: 1,
          accountDeleted: 1,
          ordersKeptWithoutAddress: 2,
          subscriptionsUnlinked: 1,
          paymentCustomersDeleted: 1,
          apiFavoritesDeleted: 1,
          outboxDeleted: 3,
        },
      });
      expect(JSON.stringify(await auditRows())).not.toMatch(/ana@|Ana Silva/i);

      // A lookup afterwards finds nothing personal; the bystander is untouched.
      const after = await admin.call(privacyLoader, `/admin/privacy?email=${EMAIL}`);
      expect(
        Object.values(after.data.findings!).every((found) =>
          Array.isArray(found) ? found.length === 0 : !found,
        ),
      ).toBe(true);
      const bob = await admin.call(privacyLoader, "/admin/privacy?email=bob@example.com");
      expect(bob.data.findings).toMatchObject({
        leads: [{ name: "Ana Silva" }],
        leadNotes: 1,
        account: { id: bystander.userId },
      });
    });

    it("asks for the address again, and refuses another one without erasing", async () => {
      await seedPerson();
      const admin = await staffBrowser();
      const answer = await admin.call(eraseAction, `/admin/privacy?email=${EMAIL}`, {
        email: EMAIL,
        confirmation: "bob@example.com",
      });
      expect(answer.status).toBe(400);
      expect((answer.data as FormAnswer).result.error).toEqual({ confirmation: ["confirmationMismatch"] });
      expect(await db().select().from(users).where(eq(users.email, EMAIL))).toHaveLength(1);
      expect(await auditRows()).toEqual([]);
    });

    it("refuses to erase the staff member's own account", async () => {
      const admin = await staffBrowser({ email: "boss@example.com" });
      const answer = await admin.call(eraseAction, "/admin/privacy", {
        email: "boss@example.com",
        confirmation: "boss@example.com",
      });
      expect((answer.data as FormAnswer).result.error).toEqual({ "": ["ownAccount"] });
      expect(await db().select().from(users).where(eq(users.email, "boss@example.com"))).toHaveLength(1);
    });
  });
});
