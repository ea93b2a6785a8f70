/**
 * Webinar registrants in the back office (issue 30 item 3): staff mark who attended (audited) and download the
 * list's registrations as CSV (audited, limited, formulas escaped), on both databases.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/admin/records/registrations.tsx";
import { loader as exportLoader } from "#app/routes/admin/records/registrations-export.ts";
import { registrationsForExport } from "#app/server/admin/records-registrations.server.ts";
import { auditLog, webinarRegistrations } from "#app/server/db/schema/index.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import type { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";
import { seedProgramme } from "#tests/support/webinar-programme.ts";

const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, n));

describe.each(TEST_BACKENDS)("webinar registrants on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  async function seed() {
    await seedProgramme(db());
    return db()
      .insert(webinarRegistrations)
      .values([
        {
          webinarId: "first_tender",
          name: '=HYPERLINK("http://evil.example","Click")',
          email: "ana@example.com",
          company: "Ana Pty",
          timePreference: "morning",
          interests: ["compliance"],
          createdAt: minute(1),
        },
        {
          webinarId: "first_tender",
          name: "Kim",
          email: "kim@example.com",
          company: "Kim Co",
          timePreference: "evening",
          message: "Two lines\nof message",
          language: "ko",
          createdAt: minute(2),
        },
        {
          webinarId: "local_partners",
          name: "Other",
          email: "other@example.com",
          company: "Other Ltd",
          timePreference: "afternoon",
          createdAt: minute(3),
        },
      ])
      .returning();
  }

  /** The export's file (a Response the test reads to its end). */
  const download = async (browser: TestBrowser, path: string) =>
    (await exportLoader({ ...(await browser.args(path)), params: {} } as never)) as Response;
  const mark = (browser: TestBrowser, id: string, attended: string, query = "") =>
    browser.call(action, `/admin/registrations${query}`, { registrationId: id, attended });

  it("marks a registrant attended or not, audited, and back to the list with its filter", async () => {
    const [ana] = await seed();
    const admin = await staffBrowser();
    const answer = await mark(admin, ana!.id, "yes", "?webinar=first_tender&page=1");
    expect(answer.location).toBe("/admin/registrations?webinar=first_tender&page=1&marked=1");
    const page = await admin.call(loader, "/admin/registrations?webinar=first_tender&marked=1");
    expect(page.data.marked).toBe(true);
    expect(page.data.rows.map((row) => [row.email, row.attended])).toEqual([
      ["kim@example.com", null],
      ["ana@example.com", true],
    ]);
    await mark(admin, ana!.id, "no");
    const [stored] = await db()
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.id, ana!.id));
    expect(stored!.attended).toBe(false);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "webinar-registration"))
      .orderBy(auditLog.at);
    expect(audit.map((entry) => [entry.action, entry.entityId, entry.detail])).toEqual([
      ["update", ana!.id, { attended: true }],
      ["update", ana!.id, { attended: false }],
    ]);
  });

  it("refuses an unknown registration (404), a bad choice (400) and anyone but staff (403)", async () => {
    const [ana] = await seed();
    const admin = await staffBrowser();
    expect((await mark(admin, "00000000-0000-4000-8000-000000000000", "yes")).status).toBe(404);
    expect((await mark(admin, ana!.id, "maybe")).status).toBe(400);
    expect((await mark(admin, "not-a-uuid", "yes")).status).toBe(400);
    expect((await mark(await staffBrowser({ role: "user" }), ana!.id, "yes")).status).toBe(403);
    const [stored] = await db()
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.id, ana!.id));
    expect(stored!.attended).toBeNull();
  });

  it("exports the filter's registrations as UTF-8 CSV with a BOM, formulas escaped, and records the export", async () => {
    const [ana, kim] = await seed();
    const admin = await staffBrowser();
    await mark(admin, kim!.id, "yes");
    const response = await download(admin, "/admin/registrations/export.csv?webinar=first_tender");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="webinar-registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFRegistered,Webinar,Name,Email address,Company,Preferred time,Topics,Message,Language,Attendance,id",
    );
    expect(lines[1]).toBe(
      `${kim!.createdAt.toISOString()},Winning your first Australian government tender,Kim,kim@example.com,Kim Co,` +
        `Evening (6PM-8PM AEST),,"Two lines\nof message",ko,Attended,${kim!.id}`,
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",ana@example.com,`);
    expect(lines[2]).toMatch(new RegExp(`,Compliance[^,]*,,en,,${ana!.id}$`));
    expect(lines).toHaveLength(4); // the header, two records, the final line end
    const [exported] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "webinar-registrations.csv"));
    expect(exported).toMatchObject({ action: "export", detail: { webinar: "first_tender", rows: 2 } });
  });

  it("reads every registration once in batches, whatever the microseconds of their times", async () => {
    const at = "2026-11-01 00:00:00.123";
    const base = { name: "N", company: "C", timePreference: "morning" as const };
    await db()
      .insert(webinarRegistrations)
      .values(
        ["456", "455", "100"].map((micro, n) => ({
          ...base,
          email: `r${n}@example.com`,
          createdAt: sql`${`${at}${micro}+00`}::timestamptz` as unknown as Date,
        })),
      );
    const read: string[] = [];
    for await (const row of registrationsForExport(undefined, 1)) read.push(row.email);
    expect(read).toEqual(["r0@example.com", "r1@example.com", "r2@example.com"]);
  });

  it("names its columns in the page's language, and is staff's only", async () => {
    await seed();
    const response = await download(await staffBrowser(), "/ar/admin/registrations/export.csv");
    const text = await response.text();
    expect(text.split("\r\n")[0]).toContain("الحضور");
    expect(text.split("\r\n")).toHaveLength(5); // the header, three records, the final line end
    const refused = await (await staffBrowser({ role: "user" })).call(
      exportLoader,
      "/admin/registrations/export.csv",
    );
    expect(refused.status).toBe(403);
  });
});
