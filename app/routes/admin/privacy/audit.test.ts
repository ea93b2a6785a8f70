import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "#app/domain/admin/paging.ts";
import { loader as auditLoader } from "#app/routes/admin/privacy/audit.tsx";
import { loader as exportLoader } from "#app/routes/admin/privacy/export-json.ts";
import { action as eraseAction, loader as privacyLoader } from "#app/routes/admin/privacy/privacy.tsx";
import { personId } from "#app/server/admin/privacy.server.ts";
import { auditLog } from "#app/server/db/schema/index.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

type Row = typeof auditLog.$inferInsert;

describe.each(TEST_BACKENDS)("the audit log on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  const row = (values: Partial<Row>): Row => ({
    actorId: "u1",
    actorEmail: "boss@example.com",
    action: "view",
    entity: "leads",
    ip: "203.0.113.1",
    ...values,
  });

  async function seed() {
    await db()
      .insert(auditLog)
      .values([
        row({
          at: new Date("2026-11-01T10:00:00Z"),
          action: "export",
          entity: "leads.csv",
          detail: { source: "contact" },
        }),
        row({
          at: new Date("2026-11-10T23:59:00Z"),
          actorEmail: "Clerk@Example.com",
          action: "erase",
          entity: "person",
          entityId: personId("ana@example.com"),
        }),
        row({ at: new Date("2026-11-11T00:00:00Z"), action: "update", entity: "lead", entityId: "l1" }),
        row({
          at: new Date("2026-11-20T08:00:00Z"),
          actorId: null,
          actorEmail: null,
          ip: null,
          action: "retain",
        }),
      ]);
  }

  const list = async (query = "") =>
    (await (await staffBrowser()).call(auditLoader, `/admin/audit${query}`)).data;
  const actionsOf = async (query: string) => (await list(query)).rows.map((entry) => entry.action);

  it("lists every entry newest first, and reading it adds none", async () => {
    await seed();
    const data = await list();
    expect(data.rows.map((entry) => entry.action)).toEqual(["retain", "update", "erase", "export"]);
    expect(data).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    expect(data.rows[3]).toMatchObject({
      actorEmail: "boss@example.com",
      ip: "203.0.113.1",
      detail: { source: "contact" },
    });
    expect(await db().select().from(auditLog)).toHaveLength(4);
  });

  it("filters by staff e-mail (part of it, any case), action, record type and id, and days", async () => {
    await seed();
    expect(await actionsOf("?actor=CLERK")).toEqual(["erase"]);
    expect(await actionsOf("?action=update")).toEqual(["update"]);
    expect(await actionsOf("?entity=leads.csv")).toEqual(["export"]);
    expect(await actionsOf("?entityId=l1")).toEqual(["update"]);
    // A person is found by their address, which the log holds only as a hash.
    expect(await actionsOf("?entityId=Ana%40Example.com")).toEqual(["erase"]);
    expect(await actionsOf("?from=2026-11-10&to=2026-11-10")).toEqual(["erase"]);
    expect(await actionsOf("?from=2026-11-11")).toEqual(["retain", "update"]);
    expect(await actionsOf("?to=2026-11-09")).toEqual(["export"]);
    expect(await actionsOf("?action=unknown&from=2026-13-01")).toHaveLength(4);
    const filtered = await list("?action=erase&actor=clerk");
    expect(filtered).toMatchObject({ total: 1, filter: { action: "erase", actor: "clerk" } });
  });

  it("pages through the log", async () => {
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: PAGE_SIZE + 3 }, (_, i) =>
          row({ at: new Date(Date.UTC(2026, 10, 1, 0, i)), entityId: String(i) }),
        ),
      );
    const second = await list("?page=2");
    expect(second).toMatchObject({ total: PAGE_SIZE + 3, page: 2, pageCount: 2 });
    expect(second.rows.map((entry) => entry.entityId)).toEqual(["2", "1", "0"]);
  });

  it("is append-only: the database refuses to change or delete an entry", async () => {
    await seed();
    await expect(db().update(auditLog).set({ actorEmail: "someone@example.com" })).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.action, "retain"))).rejects.toThrow();
    expect(await db().select().from(auditLog)).toHaveLength(4);
  });

  it("shows the lookup, export and erase of a person, with the admin and IP", async () => {
    const admin = await staffBrowser({ email: "clerk@example.com" });
    await admin.call(privacyLoader, "/admin/privacy?email=ana@example.com");
    await exportLoader((await admin.args("/admin/privacy/export.json?email=ana@example.com")) as never);
    await admin.call(eraseAction, "/admin/privacy", {
      email: "ana@example.com",
      confirmation: "ana@example.com",
    });
    const data = await list("?entity=person&entityId=ana@example.com");
    expect(data.rows).toMatchObject([
      { action: "erase", actorEmail: "clerk@example.com", ip: "203.0.113.9" },
      { action: "export", actorEmail: "clerk@example.com" },
      { action: "lookup", actorEmail: "clerk@example.com" },
    ]);
  });

  it("is for admins only", async () => {
    const user = await staffBrowser({ role: "user" });
    for (const [fn, path] of [
      [auditLoader, "/admin/audit"],
      [privacyLoader, "/admin/privacy?email=ana@example.com"],
      [exportLoader, "/admin/privacy/export.json?email=ana@example.com"],
    ] as const) {
      await expect(new TestBrowser().call(fn, path)).resolves.toMatchObject({ status: 302 });
      await expect(user.call(fn, path)).resolves.toMatchObject({ status: 403 });
    }
    await expect(
      user.call(eraseAction, "/admin/privacy", { email: "a@b.co", confirmation: "a@b.co" }),
    ).resolves.toMatchObject({ status: 403 });
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
