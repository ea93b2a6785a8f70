import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, outbox, profiles, users } from "#app/server/db/schema/index.ts";
import { TEST_BACKENDS, useTestDatabase } from "#app/server/db/test-database.ts";

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
