import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { logSafeError } from "#app/server/log-safe-error.server.ts";

// Before anything reads the configuration (read once): the modules below are imported after this.
const dir = path.join(mkdtempSync(path.join(tmpdir(), "recovery-")), "kept");
process.env.RECOVERY_DIR = dir;
const { keepForRecovery, keptFolder, replayKept } = await import("#app/server/recovery.server.ts");
const { logger } = await import("#app/server/logger.server.ts");

/** What Drizzle throws for a refused insert: the parameters in its message and stack, the value in `detail`. */
function failedInsert() {
  const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
    code: "23505",
    detail: "Key (email)=(ana@example.com) already exists.",
  });
  const error = new Error(
    'Failed query: insert into "leads" ("name", "email") values ($1, $2)\nparams: Ana Silva,ana@example.com',
    {
      cause,
    },
  );
  return Object.assign(error, { params: ["Ana Silva", "ana@example.com"] });
}

const keptFiles = (kind: string) => readdirSync(keptFolder(kind)).sort();

describe("a submission the database refused (issue 25 item 16)", () => {
  it("is logged without the values the query carried", () => {
    const logged = JSON.stringify(logSafeError(failedInsert()));
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("caused by: Error: duplicate key value");
    expect(logged).not.toMatch(/Ana|ana@example\.com/);
  });

  it("is kept whole in a file only the server's user can read, and the log names only a reference", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await keepForRecovery("leads", { name: "Ana Silva", email: "ana@example.com" }, failedInsert(), "lead-1");
    const file = path.join(keptFolder("leads"), "lead-1.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({
      reference: "lead-1",
      kind: "leads",
      record: { name: "Ana Silva", email: "ana@example.com" },
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(keptFolder("leads")).mode & 0o777).toBe(0o700);
    expect(statSync(path.dirname(keptFolder("leads"))).mode & 0o777).toBe(0o700);
    const [fields, message] = error.mock.calls[0] as [Record<string, unknown>, string];
    expect(message).toBe("submission not stored: kept for recovery");
    expect(fields).toMatchObject({ kind: "leads", reference: "lead-1" });
    expect(JSON.stringify({ ...fields, err: logSafeError(fields.err) })).not.toMatch(/Ana|ana@example\.com/);
    error.mockRestore();
  });
});

describe("replaying kept submissions", () => {
  const quiet = () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    vi.spyOn(logger, "info").mockImplementation(() => undefined);
  };

  it("hands each kept record to its kind's store and forgets the ones stored", async () => {
    quiet();
    await keepForRecovery("signups", { email: "a@example.com" }, new Error("down"), "a");
    await keepForRecovery("signups", { email: "b@example.com" }, new Error("down"), "b");
    const stored: unknown[] = [];
    const outcome = await replayKept({
      signups: async (record) => {
        stored.push(record);
      },
    });
    expect(outcome).toEqual({ stored: 2, kept: 0 });
    expect(stored).toEqual(expect.arrayContaining([{ email: "a@example.com" }, { email: "b@example.com" }]));
    expect(keptFiles("signups")).toEqual([]);
  });

  it("keeps a record whose store fails again, for the next round", async () => {
    quiet();
    await keepForRecovery("retries", { email: "c@example.com" }, new Error("down"), "c");
    const failing = async () => {
      throw new Error("still down");
    };
    expect(await replayKept({ retries: failing })).toEqual({ stored: 0, kept: 1 });
    expect(keptFiles("retries")).toEqual(["c.json"]);
    expect(await replayKept({ retries: async () => undefined })).toEqual({ stored: 1, kept: 0 });
    expect(keptFiles("retries")).toEqual([]);
  });

  it("takes over a record whose replay was claimed by a process that died, once its lease is over", async () => {
    quiet();
    await keepForRecovery("claimed", { email: "d@example.com" }, new Error("down"), "d");
    const kindDir = keptFolder("claimed");
    const longAgo = Date.now() - 60 * 60_000;
    renameSync(path.join(kindDir, "d.json"), path.join(kindDir, `d.json.claimed-${longAgo}-x`));
    await keepForRecovery("claimed", { email: "e@example.com" }, new Error("down"), "e");
    renameSync(path.join(kindDir, "e.json"), path.join(kindDir, `e.json.claimed-${Date.now()}-y`));
    const stored: unknown[] = [];
    const store = async (record: unknown) => {
      stored.push(record);
    };
    expect(await replayKept({ claimed: store })).toEqual({ stored: 1, kept: 0 });
    // The other one is still being replayed by a live process: left alone.
    expect(stored).toEqual([{ email: "d@example.com" }]);
    expect(keptFiles("claimed")).toHaveLength(1);
  });

  it("never replays into this database a record another database refused (a bench run's, a test server's)", async () => {
    quiet();
    const elsewhere = path.join(dir, "0123456789ab", "strangers");
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(
      path.join(elsewhere, "g.json"),
      JSON.stringify({ reference: "g", record: { email: "g@x.test" } }),
    );
    const store = vi.fn(async () => undefined);
    expect(await replayKept({ strangers: store })).toEqual({ stored: 0, kept: 0 });
    expect(store).not.toHaveBeenCalled();
    expect(readdirSync(elsewhere)).toEqual(["g.json"]);
  });

  it("leaves kinds it has no store for where they are", async () => {
    quiet();
    await keepForRecovery("unknown", { email: "f@example.com" }, new Error("down"), "f");
    expect(await replayKept({})).toEqual({ stored: 0, kept: 0 });
    expect(keptFiles("unknown")).toEqual(["f.json"]);
  });
});
