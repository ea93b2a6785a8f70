/**
 * Nothing a visitor submitted is lost when the database refuses it, and nothing of it reaches the log (issue 25
 * item 16): it is kept in a private file and stored, mails and all, once the database answers again.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Before anything reads the configuration (read once): the modules below are imported after this.
const dir = path.join(mkdtempSync(path.join(tmpdir(), "recovery-job-")), "kept");
process.env.RECOVERY_DIR = dir;
const { seedProgramme } = await import("#tests/support/webinar-programme.ts");
const { nextUpcoming, upcomingAndPast } = await import("#app/domain/webinars/webinars.ts");
const { leads, outbox, webinarRegistrations } = await import("#app/server/db/schema/index.ts");
const { TEST_BACKENDS, useTestDatabase } = await import("#tests/support/test-database.ts");
const { logger } = await import("#app/server/logger.server.ts");
const { logSafeError } = await import("#app/server/log-safe-error.server.ts");
const { recordLead, storeLead } = await import("#app/server/leads/leads.server.ts");
const { createRecoveryJob } = await import("#app/server/recovery-job.server.ts");
const { keptFolder } = await import("#app/server/recovery.server.ts");
const { registerForWebinar, requestRecording } = await import("#app/server/webinars/registrations.server.ts");

const visitor = { name: "Ana Silva", email: "ana@example.com", company: "Acme", language: "en" as const };
const utm = {};

describe.each(TEST_BACKENDS)("submissions the database refused (%s)", (backend) => {
  const handle = useTestDatabase(backend);
  const db = () => handle().db;
  let away: string | undefined;
  /** The table refuses every write until `back()`: the database failing for this one submission. */
  const refuse = async (table: string) => {
    await db().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    away = table;
    return async () => {
      await db().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
      away = undefined;
    };
  };
  afterEach(async () => {
    if (away) await db().execute(sql.raw(`alter table ${away}_away rename to ${away}`));
    away = undefined;
  });
  const kept = (kind: string) => readdirSync(keptFolder(kind));
  /** One round of the recovery job, as a serving process runs it. */
  const replay = async () => {
    const job = createRecoveryJob({ logger });
    job.start();
    await job.stop();
  };
  /** What the log shows: the error as its serializer writes it. */
  const logged = () =>
    JSON.stringify(
      vi.mocked(logger.error).mock.calls.map(([fields]) => {
        const { err, ...rest } = fields as Record<string, unknown>;
        return { ...rest, err: logSafeError(err) };
      }),
    );

  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    vi.spyOn(logger, "info").mockImplementation(() => undefined);
  });

  it("stores a lead once the database is back, with its two mails, and logs none of it", async () => {
    const back = await refuse("leads");
    const lead = {
      ...visitor,
      source: "contact",
      utm,
      contact: { service: "market-entry" as const, message: "Hi" },
    };
    expect(await recordLead(lead)).toBe(false);
    expect(kept("leads")).toHaveLength(1);
    expect(logged()).not.toMatch(/Ana|ana@example\.com|Acme/);

    await replay(); // still refused: kept for the next round
    expect(kept("leads")).toHaveLength(1);

    await back();
    await replay();
    expect(kept("leads")).toEqual([]);
    const [row] = await db().select().from(leads);
    expect(row).toMatchObject({ email: "ana@example.com", source: "contact", message: "Hi" });
    expect(await db().$count(outbox)).toBe(2);

    // A replay cut short after the store and before the file went: storing it again keeps one lead, two mails.
    await storeLead({ ...lead, id: row!.id });
    expect(await db().$count(leads)).toBe(1);
    expect(await db().$count(outbox)).toBe(2);
  });

  it("stores a webinar registration once the database is back, for the session chosen when it was sent", async () => {
    const sentAt = new Date();
    const webinar = nextUpcoming(await seedProgramme(db(), sentAt), sentAt)!;
    const back = await refuse("webinar_registrations");
    const input = {
      ...visitor,
      timePreference: "morning" as const,
      interests: ["compliance" as const],
      webinarId: null,
      now: sentAt,
    };
    await expect(registerForWebinar(db(), input)).rejects.toThrow();
    expect(kept("webinar-registrations")).toHaveLength(1);
    expect(logged()).not.toMatch(/Ana|ana@example\.com|Acme/);

    await back();
    await replay();
    expect(kept("webinar-registrations")).toEqual([]);
    const rows = await db().select().from(webinarRegistrations);
    expect(rows).toMatchObject([
      { email: "ana@example.com", webinarId: webinar.id, interests: ["compliance"] },
    ]);
    expect(await db().$count(outbox)).toBe(2);
  });

  it("stores a recording request once the database is back", async () => {
    const past = upcomingAndPast(await seedProgramme(db()), new Date()).past[0]!;
    const back = await refuse("leads");
    await expect(requestRecording(db(), { ...visitor, webinarId: past.id })).rejects.toThrow();
    expect(kept("recording-requests")).toHaveLength(1);

    await back();
    await replay();
    expect(kept("recording-requests")).toEqual([]);
    const [{ stored }] = (await db()
      .select({ stored: count() })
      .from(leads)
      .where(eq(leads.source, `webinar_recording_${past.id}`))) as [{ stored: number }];
    expect(stored).toBe(1);
    expect(await db().$count(outbox)).toBe(2);
  });
});
