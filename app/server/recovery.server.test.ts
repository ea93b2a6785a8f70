import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { logSafeError } from "#app/server/log-safe-error.server.ts";

// Before anything reads the configuration (read once): the modules below are imported after this.
const dir = path.join(mkdtempSync(path.join(tmpdir(), "recovery-")), "kept");
process.env.RECOVERY_DIR = dir;
const { keepForRecovery } = await import("#app/server/recovery.server.ts");
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

describe("a submission the database refused (issue 25 item 16)", () => {
  it("is logged without the values the query carried", () => {
    const logged = JSON.stringify(logSafeError(failedInsert()));
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("caused by: Error: duplicate key value");
    expect(logged).not.toMatch(/Ana|ana@example\.com/);
  });

  it("is kept whole in a file only the server's user can read, and the log names only a reference", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await keepForRecovery("leads", { name: "Ana Silva", email: "ana@example.com" }, failedInsert());
    const file = path.join(dir, "leads.jsonl");
    const [line] = readFileSync(file, "utf8").trim().split("\n");
    expect(JSON.parse(line!)).toMatchObject({
      kind: "leads",
      record: { name: "Ana Silva", email: "ana@example.com" },
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const [fields, message] = error.mock.calls[0] as [Record<string, unknown>, string];
    expect(message).toBe("submission not stored: kept for recovery");
    expect(fields).toMatchObject({ kind: "leads", file });
    expect(JSON.stringify({ ...fields, err: logSafeError(fields.err) })).not.toMatch(/Ana|ana@example\.com/);
  });
});
