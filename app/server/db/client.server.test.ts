import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { leads, outbox, profiles, users } from "#app/server/db/schema/index.ts";
import { recordLead } from "#app/server/leads/leads.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("database on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("reports its kind and answers a ping", async () => {
    expect(database().kind).toBe(backend);
    expect(await database().ping()).toBe(true);
  });

  it("has every table the spec names, plus the outbox and rate limits", async () => {
    const result = await database().db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const name of [
      "leads",
      "email_subscriptions",
      "profiles",
      "calculator_results",
      "resources",
      "partners",
      "opportunities",
      "outbox",
      "rate_limits",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("applies defaults: a lead's source is lead_form, a profile's tier is free", async () => {
    const db = database().db;
    const [lead] = await db
      .insert(leads)
      .values({ name: "Ana", email: "ana@example.com", company: "Acme" })
      .returning();
    expect(lead).toMatchObject({ source: "lead_form", language: "en" });
    await db.insert(users).values({ id: "u1", name: "Ana", email: "ana@example.com" });
    await db.insert(profiles).values({ id: "u1", email: "ana@example.com", company: "Acme" });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, "u1"));
    expect(profile?.subscriptionTier).toBe("free");
  });

  it("deletes a profile together with its account", async () => {
    const db = database().db;
    await db.insert(users).values({ id: "u2", name: "Bo", email: "bo@example.com" });
    await db.insert(profiles).values({ id: "u2", email: "bo@example.com", company: "Bo Pty Ltd" });
    await db.delete(users).where(eq(users.id, "u2"));
    expect(await db.select().from(profiles).where(eq(profiles.id, "u2"))).toEqual([]);
  });

  it("migrating again is a no-op", async () => {
    await database().migrate();
    const [row] = await database().db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    expect(row?.n).toBe(0);
  });
});

describe.runIf(TEST_BACKENDS.includes("postgresql"))("PostgreSQL outage", () => {
  const database = useTestDatabase("postgresql");
  const lead = (n: number) => ({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    company: "Acme",
    source: "lead_form",
    language: "en" as const,
    utm: {},
  });

  it("survives its connections being terminated mid-query and mid-transaction, then recovers by itself", async () => {
    const { db } = database();
    const [current] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    const name = current!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const settle = (work: Promise<unknown>) =>
      work.then(
        () => "done",
        () => "failed",
      );
    try {
      // Transactions whose client is checked out and idle between statements, queries running, service calls.
      const transactions = Array.from({ length: 5 }, (_, n) =>
        settle(
          db.transaction(async (tx) => {
            await tx.insert(leads).values(lead(n));
            await new Promise((resolve) => setTimeout(resolve, 1000));
            await tx.execute(sql`select 1`);
          }),
        ),
      );
      const queries = Array.from({ length: 3 }, () => settle(db.execute(sql`select pg_sleep(5)`)));
      await new Promise((resolve) => setTimeout(resolve, 300));

      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      expect(await Promise.all([...transactions, ...queries])).toEqual(Array(8).fill("failed"));
      expect(await database().ping()).toBe(false);
      expect(await recordLead(lead(10))).toBe(false);

      await admin.query(`alter database "${name}" allow_connections true`);
      expect(await database().ping()).toBe(true);
      expect(await recordLead(lead(11))).toBe(true);
      expect(await db.$count(leads)).toBe(1);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
  });
});
