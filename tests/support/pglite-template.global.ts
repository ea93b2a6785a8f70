/**
 * Vitest's global setup: one embedded database, migrated once per run, dumped for every test file to start from
 * (`useTestDatabase`). Creating and migrating a PGlite database costs seconds per test file; loading the dump, a
 * fraction of one.
 */
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/server/db/client.server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template's dump (a tarball of a PGlite data directory). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const handle = await openDatabase({});
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(tmpdir(), `ausentry-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}
