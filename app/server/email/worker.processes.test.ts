/**
 * Several server processes each run an outbox worker against one PostgreSQL database (WEB_CONCURRENCY, decision
 * 017): each mail must still go out exactly once. Two real processes (worker.fixture.ts), each with its own pool,
 * drain one queue. PostgreSQL only: PGlite allows one process per data directory.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { outbox } from "#app/server/db/schema/index.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { useTestDatabase } from "#tests/support/test-database.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("outbox workers in two processes on postgresql", () => {
  const database = useTestDatabase("postgresql");
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-processes-"));
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The test database's own URL (useTestDatabase names a throwaway database on TEST_DATABASE_URL's server). */
  async function databaseUrl(): Promise<string> {
    const { rows } = await database().db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    return url.href;
  }

  /** Starts a worker process; resolves once it polls. */
  async function startWorker(url: string, deliveredFile: string) {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/outbox-worker-process.ts"], {
      env: { ...process.env, DATABASE_URL: url, DELIVERED_FILE: deliveredFile },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("ready")) resolve();
      });
      child.once("exit", (code) => reject(new Error(`worker process exited with code ${code}`)));
    });
    return {
      delivered: () =>
        existsSync(deliveredFile) ? readFileSync(deliveredFile, "utf8").split("\n").filter(Boolean) : [],
      stop: () =>
        new Promise<number | null>((resolve) => {
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    };
  }

  it("sends each mail exactly once, both processes sending", async () => {
    const url = await databaseUrl();
    const workers = await Promise.all(
      ["a", "b"].map((name) => startWorker(url, path.join(dir, `delivered-${name}`))),
    );
    const total = 300;
    // One transaction: every mail becomes due at once, while both processes poll.
    await database().db.transaction(async (tx) => {
      for (let n = 0; n < total; n++) {
        await enqueueEmail(tx, {
          to: `visitor${n}@example.com`,
          subject: `${n}`,
          text: `${n}`,
          html: `${n}`,
        });
      }
    });

    const unsent = async () =>
      (await database().db.select({ status: outbox.status }).from(outbox)).filter(
        (row) => row.status !== "sent",
      ).length;
    await expect.poll(unsent, { timeout: 20_000, interval: 100 }).toBe(0);
    expect(await Promise.all(workers.map((worker) => worker.stop()))).toEqual([0, 0]);

    const ids = (await database().db.select({ id: outbox.id }).from(outbox)).map((row) => row.id).sort();
    const [a, b] = workers.map((worker) => worker.delivered());
    expect([...a!, ...b!].sort()).toEqual(ids); // every mail, none twice
    expect(a!.length).toBeGreaterThan(0);
    expect(b!.length).toBeGreaterThan(0);
  });
});
