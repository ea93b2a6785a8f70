import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createRetentionJob, runLeadRetention } from "#app/server/admin/retention.server.ts";
import { auditLog, leadNotes, leads } from "#app/server/db/schema/index.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const NOW = new Date("2026-11-26T03:00:00Z");
const monthsAgo = (months: number) => new Date(Date.UTC(2026, 10 - months, 26, 3));

describe.each(TEST_BACKENDS)("the lead retention job on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  async function lead(email: string, createdAt: Date) {
    const [row] = await db()
      .insert(leads)
      .values({ name: "Ana", email, company: "Acme", message: "Hello", utmCampaign: "spring", createdAt })
      .returning();
    return row!;
  }

  it("anonymises leads of addresses last heard from before the period, and audits it as the system", async () => {
    const old = await lead("old@example.com", monthsAgo(25));
    await db()
      .insert(leadNotes)
      .values({ leadId: old.id, authorEmail: "staff@example.com", body: "Called." });
    const recent = await lead("new@example.com", monthsAgo(23));
    // Heard from again recently: the older enquiry stays with the newer one.
    const returning = await lead("back@example.com", monthsAgo(30));
    await lead("BACK@example.com", monthsAgo(1));

    expect(await runLeadRetention(db(), NOW)).toEqual({ ran: true, anonymised: 1 });

    const [anonymised] = await db().select().from(leads).where(eq(leads.id, old.id));
    expect(anonymised).toMatchObject({
      name: "erased",
      email: `erased-${old.id}@invalid`,
      company: "erased",
      message: null,
      utmCampaign: "spring",
      anonymizedAt: NOW,
    });
    expect(await db().select().from(leadNotes)).toEqual([]);
    for (const kept of [recent, returning]) {
      expect((await db().select().from(leads).where(eq(leads.id, kept.id)))[0]).toMatchObject({
        name: "Ana",
        anonymizedAt: null,
      });
    }
    expect(await db().select().from(auditLog)).toMatchObject([
      {
        actorId: null,
        actorEmail: null,
        ip: null,
        action: "retain",
        entity: "leads",
        detail: { anonymised: 1, leadNotesDeleted: 1, cutoff: "2024-11-26T03:00:00.000Z" },
      },
    ]);
  });

  it("does nothing, and logs nothing, when nothing is past the period", async () => {
    await lead("new@example.com", monthsAgo(1));
    expect(await runLeadRetention(db(), NOW)).toEqual({ ran: true, anonymised: 0 });
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("can run in several processes at once: each lead is anonymised once, audited once", async () => {
    for (let i = 0; i < 5; i++) await lead(`old${i}@example.com`, monthsAgo(26));
    const runs = await Promise.all([runLeadRetention(db(), NOW), runLeadRetention(db(), NOW)]);
    const anonymised = runs.reduce((sum, run) => sum + (run.ran ? run.anonymised : 0), 0);
    expect(anonymised).toBe(5);
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it.runIf(backend === "postgresql")("skips while another process holds the lock", async () => {
    await lead("old@example.com", monthsAgo(26));
    const skipped = await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
      return runLeadRetention(db(), NOW); // another pooled connection, as another process would be
    });
    expect(skipped).toEqual({ ran: false });
    expect(await runLeadRetention(db(), NOW)).toEqual({ ran: true, anonymised: 1 });
  });

  it("runs at start and stops cleanly", async () => {
    const old = await lead("old@example.com", new Date(Date.now() - 3 * 365 * 24 * 60 * 60 * 1000));
    const job = createRetentionJob({ db: db(), logger: pino({ level: "silent" }) });
    job.start();
    await job.stop();
    expect((await db().select().from(leads).where(eq(leads.id, old.id)))[0]!.anonymizedAt).toBeInstanceOf(
      Date,
    );
  });
});
