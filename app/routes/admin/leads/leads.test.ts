import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { loader as exportLoader } from "#app/routes/admin/leads/export-csv.ts";
import { action as leadAction, loader as leadLoader } from "#app/routes/admin/leads/lead.tsx";
import { loader as leadsLoader } from "#app/routes/admin/leads/leads.tsx";
import { leadsForExport } from "#app/server/admin/leads.server.ts";
import {
  auditLog,
  calculatorResults,
  demoBookings,
  leadNotes,
  leads,
  webinarRegistrations,
} from "#app/server/db/schema/index.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { type Body, TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

type NewLead = typeof leads.$inferInsert;

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Ana Silva",
  email: "ana@example.com",
  company: "Acme Pty Ltd",
  ...overrides,
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** A route function's result, or what it threw (a 404 is thrown as `data(null, { status: 404 })`). */
async function outcomeOf(
  fn: (args: never) => unknown,
  browser: TestBrowser,
  path: string,
  params = {},
  body?: Body,
) {
  const args = { ...(await browser.args(path, body)), params };
  try {
    return await fn(args as never);
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: ResponseInit }).init?.status ?? 200);

/** The error keys of a refused form's answer. */
const errorsOf = (outcome: unknown) => (outcome as { data: FormAnswer }).data.result.error;

/** A lead's page as its loader gives it (`query`: `?saved=…`). */
const detailOf = async (browser: TestBrowser, id: string, query = "") =>
  (await outcomeOf(leadLoader, browser, `/admin/leads/${id}${query}`, { id })) as Awaited<
    ReturnType<typeof leadLoader>
  >;

/** Posts one of a lead page's forms (`lang`: a language prefix such as `/ar`). */
const post = (browser: TestBrowser, id: string, body: Body, lang = "") =>
  outcomeOf(leadAction, browser, `${lang}/admin/leads/${id}`, { id }, body);

describe.each(TEST_BACKENDS)("the leads inbox on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  async function insertLeads(...rows: NewLead[]) {
    return db().insert(leads).values(rows).returning();
  }

  /** The ids the list shows for `query`, in order. */
  async function listed(query: string, browser?: TestBrowser) {
    const admin = browser ?? (await staffBrowser());
    const answer = await admin.call(leadsLoader, `/admin/leads${query}`);
    return answer.data.rows.map((row) => row.name);
  }

  describe("list", () => {
    it("narrows by each filter, newest first", async () => {
      const day = (iso: string) => new Date(iso);
      await insertLeads(
        lead({
          name: "A",
          source: "contact_form",
          service: "govtech",
          createdAt: day("2026-03-01T01:00:00Z"),
        }),
        lead({
          name: "B",
          source: "guide_rd-grants-primer",
          language: "ar",
          createdAt: day("2026-03-02T01:00:00Z"),
        }),
        lead({
          name: "C",
          status: "contacted",
          utmCampaign: "spring",
          createdAt: day("2026-03-03T01:00:00Z"),
        }),
        lead({
          name: "D",
          source: "region_notify_asia-pacific",
          language: "hi",
          createdAt: day("2026-03-04T01:00:00Z"),
        }),
      );
      expect(await listed("")).toEqual(["D", "C", "B", "A"]);
      expect(await listed("?source=contact_form")).toEqual(["A"]);
      expect(await listed("?service=govtech")).toEqual(["A"]);
      expect(await listed("?language=ar")).toEqual(["B"]);
      expect(await listed("?status=contacted")).toEqual(["C"]);
      expect(await listed("?status=new")).toEqual(["D", "B", "A"]);
      expect(await listed("?campaign=spring")).toEqual(["C"]);
      expect(await listed("?from=2026-03-02&to=2026-03-03")).toEqual(["C", "B"]);
      expect(await listed("?source=contact_form&language=ar")).toEqual([]);
    });

    it("reads the date range as Sydney days, both ends included", async () => {
      // 13:30 UTC on 1 March is 00:30 on 2 March in Sydney (daylight saving time, UTC+11).
      await insertLeads(
        lead({ name: "late", createdAt: new Date("2026-03-01T13:30:00Z") }),
        lead({ name: "early", createdAt: new Date("2026-03-01T12:30:00Z") }),
      );
      expect(await listed("?from=2026-03-02&to=2026-03-02")).toEqual(["late"]);
      expect(await listed("?to=2026-03-01")).toEqual(["early"]);
      expect(await listed("?from=2026-03-01&to=2026-03-02")).toEqual(["late", "early"]);
    });

    it("searches words of the name, company and message, and any part of the address", async () => {
      await insertLeads(
        lead({ name: "Ana Silva", email: "ana.silva@acme.example", company: "Acme Pty Ltd" }),
        lead({
          name: "Ravi Kumar",
          email: "ravi@kumar.example",
          company: "Kumar Exports",
          message: "We want to bid on NSW tenders",
        }),
        lead({ name: "Li Wei", email: "li_wei@100%.example", company: "Wei Trading" }),
      );
      expect(await listed("?q=silva")).toEqual(["Ana Silva"]);
      expect(await listed("?q=ACME")).toEqual(["Ana Silva"]);
      expect(await listed("?q=tenders")).toEqual(["Ravi Kumar"]);
      expect(await listed("?q=kumar+exports")).toEqual(["Ravi Kumar"]);
      expect(await listed("?q=ravi@kum")).toEqual(["Ravi Kumar"]);
      expect(await listed("?q=%25.example")).toEqual(["Li Wei"]); // `%` is a character, not a wildcard
      expect(await listed("?q=i_w")).toEqual(["Li Wei"]);
      expect(await listed("?q=silva+-acme")).toEqual([]);
      expect(await listed("?q=nobody")).toEqual([]);
    });

    it("pages by PAGE_SIZE, keeping the count", async () => {
      await insertLeads(
        ...Array.from({ length: 30 }, (_, index) =>
          lead({ name: `lead ${index}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) }),
        ),
      );
      const admin = await staffBrowser();
      const first = await admin.call(leadsLoader, "/admin/leads");
      expect(first.data).toMatchObject({ total: 30, page: 1, pageCount: 2 });
      expect(first.data.rows).toHaveLength(25);
      expect(first.data.rows[0]?.name).toBe("lead 29");
      const second = await admin.call(leadsLoader, "/admin/leads?page=2");
      expect(second.data.rows.map((row) => row.name)).toEqual([
        "lead 4",
        "lead 3",
        "lead 2",
        "lead 1",
        "lead 0",
      ]);
    });

    it("ignores bad filter values and says which, instead of failing", async () => {
      await insertLeads(lead({ name: "A" }));
      const answer = await (await staffBrowser()).call(
        leadsLoader,
        "/admin/leads?status=archived&from=2026-02-30&page=x",
      );
      expect(answer.status).toBe(200);
      expect(answer.data.errors).toEqual({ status: "invalidChoice", from: "invalidDate" });
      expect(answer.data.rows.map((row) => row.name)).toEqual(["A"]);
    });

    it("offers the sources and campaigns leads have, and the export link keeps the filter", async () => {
      await insertLeads(
        lead({ source: "contact_form", utmCampaign: "spring" }),
        lead({ source: "lead_form" }),
      );
      const answer = await (await staffBrowser()).call(leadsLoader, "/admin/leads?status=new&q=acme&page=2");
      expect(answer.data.choices).toEqual({ sources: ["contact_form", "lead_form"], campaigns: ["spring"] });
      expect(answer.data.exportQuery).toEqual({ q: "acme", status: "new" });
    });

    it("records each view with its filter, without the search words", async () => {
      const admin = await staffBrowser();
      await admin.call(leadsLoader, "/admin/leads?q=ana@example.com&status=won&page=2");
      const rows = await db().select().from(auditLog);
      expect(rows).toEqual([
        expect.objectContaining({
          action: "view",
          entity: "leads",
          actorId: admin.signedInAs?.id,
          actorEmail: admin.signedInAs?.email,
          ip: "203.0.113.9",
          detail: { status: "won", search: true, page: 2 },
        }),
      ]);
    });
  });

  describe("detail", () => {
    it("shows every field, the address's history newest first, and records the view", async () => {
      const [current, older, stranger] = await insertLeads(
        lead({
          email: "Ana@Example.com",
          message: "Hello",
          page: "/contact",
          targetEmail: "sales@ausentry.example",
          utmSource: "linkedin",
          utmCampaign: "spring",
          createdAt: new Date("2026-03-05T00:00:00Z"),
        }),
        lead({
          email: "ana@example.com",
          source: "contact_form",
          createdAt: new Date("2026-03-01T00:00:00Z"),
        }),
        lead({ email: "someone@example.com" }),
      );
      const [booking] = await db()
        .insert(demoBookings)
        .values({
          name: "Ana",
          email: "ANA@example.com",
          company: "Acme",
          slotStart: new Date("2026-03-10T00:00:00Z"),
          createdAt: new Date("2026-03-04T00:00:00Z"),
        })
        .returning();
      const [registration] = await db()
        .insert(webinarRegistrations)
        .values({
          name: "Ana",
          email: "ana@example.com",
          company: "Acme",
          timePreference: "morning",
          createdAt: new Date("2026-03-03T00:00:00Z"),
        })
        .returning();
      const [result] = await db()
        .insert(calculatorResults)
        .values({
          calculatorType: "roi",
          inputs: {},
          results: {},
          email: "ana@example.com",
          createdAt: new Date("2026-03-02T00:00:00Z"),
        })
        .returning();

      const admin = await staffBrowser();
      const detail = await detailOf(admin, current!.id);
      expect(detail.lead).toMatchObject({
        id: current!.id,
        email: "Ana@Example.com",
        page: "/contact",
        targetEmail: "sales@ausentry.example",
        utmSource: "linkedin",
        utmCampaign: "spring",
        status: "new",
      });
      expect(detail.history.map((item) => [item.kind, item.id])).toEqual([
        ["booking", booking!.id],
        ["webinar", registration!.id],
        ["calculator", result!.id],
        ["lead", older!.id],
      ]);
      expect(detail.history.some((item) => item.id === stranger!.id)).toBe(false);
      expect(await db().select().from(auditLog)).toEqual([
        expect.objectContaining({ action: "view", entity: "lead", entityId: current!.id, detail: null }),
      ]);
    });

    it("answers 404 for an unknown id or one that is not a UUID, without recording a view", async () => {
      const admin = await staffBrowser();
      for (const id of [UNKNOWN_ID, "42"]) {
        expect(statusOf(await detailOf(admin, id))).toBe(404);
        expect(statusOf(await post(admin, id, { intent: "note", body: "Hello" }))).toBe(404);
      }
      expect(await db().select().from(auditLog)).toEqual([]);
    });

    it("changes the status with an audit row of the old and new codes, then returns to the lead", async () => {
      const [row] = await insertLeads(lead());
      const admin = await staffBrowser();
      const outcome = await post(admin, row!.id, { intent: "status", status: "contacted" }, "/ar");
      expect(outcome).toBeInstanceOf(Response);
      expect((outcome as Response).headers.get("location")).toBe(`/ar/admin/leads/${row!.id}?saved=status`);
      const [stored] = await db().select().from(leads).where(eq(leads.id, row!.id));
      expect(stored?.status).toBe("contacted");
      expect(await db().select().from(auditLog)).toEqual([
        expect.objectContaining({
          action: "update",
          entity: "lead",
          entityId: row!.id,
          actorEmail: admin.signedInAs?.email,
          detail: { from: "new", to: "contacted" },
        }),
      ]);
    });

    it.each([
      [{ intent: "status", status: "archived" }, { status: ["statusRequired"] }],
      [{ intent: "note", body: "   " }, { body: ["noteRequired"] }],
    ])("refuses %j with a translated key, changing nothing", async (body, errors) => {
      const [row] = await insertLeads(lead());
      const outcome = await post(await staffBrowser(), row!.id, body);
      expect(statusOf(outcome)).toBe(400);
      expect(errorsOf(outcome)).toEqual(errors);
      const [stored] = await db().select().from(leads).where(eq(leads.id, row!.id));
      expect(stored?.status).toBe("new");
      expect(await db().select().from(leadNotes)).toEqual([]);
      expect(await db().select().from(auditLog)).toEqual([]);
    });

    it("adds notes signed by their author, with an audit row each, listed oldest first", async () => {
      const [row] = await insertLeads(lead());
      const admin = await staffBrowser();
      for (const body of ["Called, left a message.", "  Wants a quote for the Entry Kit.  "]) {
        const outcome = await post(admin, row!.id, { intent: "note", body });
        expect((outcome as Response).headers.get("location")).toBe(`/admin/leads/${row!.id}?saved=note`);
      }
      const notes = await db().select().from(leadNotes);
      expect(notes.map((note) => [note.body, note.authorEmail])).toEqual([
        ["Called, left a message.", admin.signedInAs?.email],
        ["Wants a quote for the Entry Kit.", admin.signedInAs?.email],
      ]);
      const created = await db().select().from(auditLog).where(eq(auditLog.action, "create"));
      expect(created.map((entry) => [entry.entity, entry.entityId, entry.detail])).toEqual(
        notes.map((note) => ["lead_note", note.id, { leadId: row!.id }]),
      );
      const detail = await detailOf(admin, row!.id, "?saved=note");
      expect(detail.saved).toBe("note");
      expect(detail.notes.map((note) => note.body)).toEqual(notes.map((note) => note.body));
    });

    it("shows an anonymised lead without history, and keeps its status", async () => {
      const [row] = await insertLeads(
        lead({ email: "erased@example.invalid", anonymizedAt: new Date("2026-03-01T00:00:00Z") }),
        lead({ email: "erased@example.invalid" }),
      );
      const admin = await staffBrowser();
      const detail = await detailOf(admin, row!.id);
      expect(detail.lead.anonymizedAt).toEqual(new Date("2026-03-01T00:00:00Z"));
      expect(detail.history).toEqual([]);
      const outcome = await post(admin, row!.id, { intent: "status", status: "won" });
      expect(statusOf(outcome)).toBe(409);
      expect(errorsOf(outcome)).toEqual({ "": ["anonymized"] });
      const [stored] = await db().select().from(leads).where(eq(leads.id, row!.id));
      expect(stored?.status).toBe("new");
      expect(await db().select().from(auditLog).where(eq(auditLog.action, "update"))).toEqual([]);
    });
  });

  describe("CSV export", () => {
    async function exportOf(browser: TestBrowser, path: string) {
      return (await outcomeOf(exportLoader, browser, path)) as Response;
    }

    it("streams the filter's leads as UTF-8 CSV with a BOM, formulas escaped, and records the export", async () => {
      await insertLeads(
        lead({
          name: '=HYPERLINK("http://evil.example","Click")',
          company: "+61 Pty",
          message: "Line one\nline two",
          createdAt: new Date("2026-03-02T00:00:00Z"),
        }),
        lead({ name: "Ravi Kumar", language: "hi", createdAt: new Date("2026-03-01T00:00:00Z") }),
        lead({ name: "Won", status: "won" }),
      );
      const admin = await staffBrowser();
      const response = await exportOf(admin, "/admin/leads/export.csv?status=new&q=example");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(
        "Received,Status,Source,Name,E-mail,Company,Service,Message,Language,Page,Target e-mail,UTM source," +
          "UTM medium,UTM campaign,UTM term,UTM content,Anonymised,ID",
      );
      expect(lines[1]).toMatch(
        /^2026-03-02T00:00:00\.000Z,new,lead_form,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",ana@example\.com,'\+61 Pty,,"Line one\nline two",en,/,
      );
      expect(lines[2]).toMatch(/^2026-03-01T00:00:00\.000Z,new,lead_form,Ravi Kumar,/);
      expect(lines.slice(3)).toEqual([""]);
      expect(text).not.toContain("Won");

      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "export"));
      expect(audit).toMatchObject({
        entity: "leads.csv",
        actorId: admin.signedInAs?.id,
        detail: { status: "new", search: true, rows: 2 },
      });
    });

    it("writes its headers in the page's language", async () => {
      const response = await exportOf(await staffBrowser(), "/ar/admin/leads/export.csv");
      const text = await response.text();
      expect(text.split("\r\n")[0]).toMatch(/^وقت الاستلام,الحالة,/);
    });

    it("allows ten exports a minute per staff account, then answers 429 with Retry-After", async () => {
      const admin = await staffBrowser();
      for (let i = 0; i < 10; i++) {
        const response = await exportOf(admin, "/admin/leads/export.csv");
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
      const refused = await exportOf(admin, "/admin/leads/export.csv");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await refused.text()).toBe(
        "Too many exports in a short time. Please wait a minute and try again.",
      );
      expect(await db().select().from(auditLog).where(eq(auditLog.action, "export"))).toHaveLength(10);
      // Another staff member still may.
      const other = await exportOf(await staffBrowser(), "/admin/leads/export.csv");
      expect(other.status).toBe(200);
      await other.arrayBuffer();
    });

    it("reads in batches by keyset: every lead once, newest first, even with equal times", async () => {
      const at = new Date("2026-03-01T00:00:00Z");
      await insertLeads(
        ...Array.from({ length: 7 }, (_, index) => lead({ name: `same ${index}`, createdAt: at })),
        lead({ name: "newest", createdAt: new Date("2026-03-02T00:00:00Z") }),
        lead({ name: "filtered out", status: "lost" }),
      );
      const names: string[] = [];
      for await (const row of leadsForExport({ status: "new" }, 3)) names.push(row.name);
      expect(names[0]).toBe("newest");
      expect(names.toSorted()).toEqual([
        "newest",
        ...Array.from({ length: 7 }, (_, index) => `same ${index}`),
      ]);
    });

    it("is for admins only", async () => {
      const anonymous = await outcomeOf(exportLoader, new TestBrowser(), "/admin/leads/export.csv");
      expect((anonymous as Response).headers.get("location")).toBe(
        `/login?redirectTo=${encodeURIComponent("/admin/leads/export.csv")}`,
      );
      expect(
        statusOf(
          await outcomeOf(exportLoader, await staffBrowser({ role: "user" }), "/admin/leads/export.csv"),
        ),
      ).toBe(403);
      expect(await db().select().from(auditLog).where(eq(auditLog.action, "export"))).toEqual([]);
    });
  });
});
