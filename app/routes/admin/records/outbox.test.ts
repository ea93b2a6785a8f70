/**
 * `/admin/outbox` on both databases: the queue newest first, by status, audited; Retry puts a failed mail back in
 * the queue (pending, due now, attempts kept) with its audit row, and the worker sends it on its next round; a
 * mail that is not failed is refused.
 */
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/admin/records/outbox.tsx";
import { auditLog, outbox } from "#app/server/db/schema/index.ts";
import { logTransport } from "#app/server/email/transport.server.ts";
import { createOutboxWorker } from "#app/server/email/worker.server.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, n));
const mail = (n: number) => ({
  toAddress: `to${n}@example.com`,
  subject: `Subject ${n}`,
  textBody: "Text",
  htmlBody: "<p>Html</p>",
  createdAt: minute(n),
});

describe.each(TEST_BACKENDS)("/admin/outbox on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  async function seed() {
    const rows = await db()
      .insert(outbox)
      .values([
        { ...mail(1), status: "sent", attempts: 1, sentAt: minute(2) },
        {
          ...mail(2),
          status: "failed",
          attempts: 10,
          lastError: "550 No such user here",
          nextAttemptAt: minute(30),
        },
        { ...mail(3), status: "pending", attempts: 0 },
      ])
      .returning();
    return Object.fromEntries(rows.map((row) => [row.status, row]));
  }

  it("lists the queue newest first with status, attempts and last error, audited; narrows by status", async () => {
    await seed();
    const admin = await staffBrowser();
    const { data } = await admin.call(loader, "/admin/outbox");
    expect(data.rows.map((row) => [row.subject, row.status, row.attempts])).toEqual([
      ["Subject 3", "pending", 0],
      ["Subject 2", "failed", 10],
      ["Subject 1", "sent", 1],
    ]);
    expect(data.rows[0]!.nextAttemptAt).toMatch(/AE[DS]T$/);
    expect(data.rows[1]).toMatchObject({ lastError: "550 No such user here", nextAttemptAt: null });
    expect(data.rows[2]).toMatchObject({ to: "to1@example.com", sentAt: "Nov 1, 2026\n11:02 AEDT" });

    const failed = await admin.call(loader, "/admin/outbox?status=failed");
    expect(failed.data.rows.map((row) => row.subject)).toEqual(["Subject 2"]);
    const views = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(views.map((row) => [row.action, row.entity, row.detail])).toEqual([
      ["view", "outbox", { status: null, page: 1 }],
      ["view", "outbox", { status: "failed", page: 1 }],
    ]);
  });

  it("retries a failed mail: pending, due now, attempts kept, audited; the worker sends it", async () => {
    const { failed } = await seed();
    const admin = await staffBrowser();
    const before = Date.now();
    const answer = await admin.call(action, "/admin/outbox?status=failed", { mailId: failed!.id });
    expect(answer.location).toBe("/admin/outbox?status=failed&done=retried");

    const [row] = await db().select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 10, lastError: "550 No such user here" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const updates = await db().select().from(auditLog).where(eq(auditLog.action, "update"));
    expect(updates).toEqual([
      expect.objectContaining({
        entity: "mail",
        entityId: failed!.id,
        actorId: admin.signedInAs!.id,
        detail: { status: "pending", from: "failed" },
      }),
    ]);
    expect((await admin.call(loader, "/admin/outbox?done=retried")).data.retried).toBe(true);

    const dir = await mkdtemp(path.join(tmpdir(), "outbox-retry-"));
    const silent = pino({ level: "silent" });
    const worker = createOutboxWorker({
      db: db(),
      transport: logTransport(dir, silent),
      from: "a@b.c",
      logger: silent,
    });
    expect(await worker.runOnce()).toBe(2); // the retried mail and the one still queued
    await worker.stop();
    expect((await readdir(dir)).some((file) => file.endsWith(`${failed!.id}.eml`))).toBe(true);
    const [sent] = await db().select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 11, lastError: null });
  });

  it.each(["sent", "pending"] as const)("refuses to retry a %s mail, changing nothing", async (status) => {
    const rows = await seed();
    const target = rows[status]!;
    const admin = await staffBrowser();
    const answer = await admin.call(action, "/admin/outbox", { mailId: target.id });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ mailId: target.id, result: { error: { "": ["mailNotFailed"] } } });
    const [row] = await db().select().from(outbox).where(eq(outbox.id, target.id));
    expect(row).toEqual(target);
    expect(await db().$count(auditLog)).toBe(0);
  });

  it("refuses an id that names no mail", async () => {
    const admin = await staffBrowser();
    const answer = await admin.call(action, "/admin/outbox", {
      mailId: "00000000-0000-4000-8000-000000000000",
    });
    expect(answer.status).toBe(404);
    expect(answer.data?.result.error?.[""]).toEqual(["mailMissing"]);
    expect((await admin.call(action, "/admin/outbox", { mailId: "x" })).status).toBe(400);
  });
});
