/**
 * Helpers for the /tools route's tests (`tools.test.ts`, `tools-payments.test.ts`). Only those tests import this
 * module, never the app: like them it reaches the database schema and the test browser directly (the layer rules
 * exempt test files and `*.fixture.ts` helpers).
 */
import { expect } from "vitest";
import { action } from "#app/routes/tools/tools.tsx";
import { calculatorResults, outbox } from "#app/server/db/schema/index.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import type { useTestDatabase } from "#tests/support/test-database.ts";

/** A tool's form posted to the /tools action at `path`, from `ip` when given. */
export const postTool = (path: string, body: Record<string, string>, ip?: string) =>
  new TestBrowser(ip).call(action, path, body);

/** Asserts that the database holds no saved result and no queued mail. */
export async function expectNothingStored(database: ReturnType<typeof useTestDatabase>) {
  expect(await database().db.$count(calculatorResults)).toBe(0);
  expect(await database().db.$count(outbox)).toBe(0);
}
