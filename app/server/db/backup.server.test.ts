import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "#app/server/db/backup.server.ts";
import { BackupError, detectBackupKind } from "#app/server/db/backup-file.server.ts";
import { type DatabaseHandle, type DatabaseKind, openDatabase } from "#app/server/db/client.server.ts";
import type { DatabaseLocation } from "#app/server/db/db.server.ts";
import { leads } from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { TEST_BACKENDS } from "#tests/support/test-database.ts";

/** Loading and dumping a PGlite data directory takes seconds, more on a busy machine. */
const SLOW = 180_000;

/** The first 512 bytes of a tar archive whose first entry is `name`. */
function tarHeader(name: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, "latin1");
  header.write("ustar\0", 257, "latin1");
  return header;
}

describe("backup file kinds", () => {
  it("tells a pg_dump archive from a PGlite tarball, gzipped or not", () => {
    expect(detectBackupKind(Buffer.from("PGDMP\x01\x0e\x00"))).toBe("postgresql");
    expect(detectBackupKind(gzipSync(tarHeader("/PG_VERSION")))).toBe("pglite");
    expect(detectBackupKind(tarHeader("/PG_VERSION"))).toBe("pglite");
    // Only the start of a backup is read: a gzip stream cut short still shows its tar header.
    const gzipped = gzipSync(Buffer.concat([tarHeader("/PG_VERSION"), randomBytes(200_000)]));
    expect(detectBackupKind(gzipped.subarray(0, 1024))).toBe("pglite");
  });

  it("names what other files are instead of guessing", () => {
    expect(() => detectBackupKind(tarHeader("toc.dat"))).toThrow(/pg_dump archive in tar format/);
    expect(() => detectBackupKind(Buffer.from("--\n-- PostgreSQL database dump\n"))).toThrow(
      /plain SQL dump/,
    );
    expect(() => detectBackupKind(gzipSync("--\n-- PostgreSQL database dump\n"))).toThrow(/plain SQL dump/);
    expect(() => detectBackupKind(Buffer.from("hello"))).toThrow(BackupError);
    expect(() => detectBackupKind(Buffer.alloc(0))).toThrow(/not a backup/);
  });
});

type Scratch = { location: DatabaseLocation; open(): Promise<DatabaseHandle>; dispose(): Promise<void> };

/** An empty database of the given kind: a directory not yet created, or a new PostgreSQL database. */
async function scratchDatabase(kind: DatabaseKind, root: string, label: string): Promise<Scratch> {
  if (kind === "pglite") {
    const dir = path.join(root, label);
    return { location: { dir }, open: () => openDatabase({ dir }), dispose: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `backup_test_${randomBytes(6).toString("hex")}_${label}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { url: url.href },
    open: () => openDatabase({ url: url.href }),
    dispose: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

type Contents = {
  tables: Record<string, { rows: number; hash: string }>;
  sequences: Record<string, string | null>;
};

/** Every table's row count and a hash of its rows in a fixed order, and where every sequence stands. */
async function contentsOf(database: Scratch): Promise<Contents> {
  const handle = await database.open();
  try {
    const { rows: tables } = await handle.db.execute<{ name: string }>(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    const contents: Contents = { tables: {}, sequences: {} };
    for (const { name } of tables) {
      const { rows } = await handle.db.execute<{ rows: number; hash: string }>(
        sql.raw(`select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash
                   from ${name} t`),
      );
      contents.tables[name] = rows[0]!;
    }
    const { rows: sequences } = await handle.db.execute<{ name: string; last: string | null }>(sql`
      select format('%I.%I', schemaname, sequencename) as name, last_value::text as last from pg_sequences`);
    for (const { name, last } of sequences) contents.sequences[name] = last;
    return contents;
  } finally {
    await handle.close();
  }
}

async function addLead(database: Scratch, name: string) {
  const handle = await database.open();
  try {
    await handle.db
      .insert(leads)
      .values({ name, email: "ana@example.com", company: "Acme", message: "Hello\n'quoted'" });
  } finally {
    await handle.close();
  }
}

describe.each(TEST_BACKENDS)("backups on %s", (kind) => {
  let root: string;
  let source: Scratch;
  let target: Scratch;
  let backup: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "backup-test-"));
    backup = path.join(root, "files", kind === "pglite" ? "backup.tar.gz" : "backup.dump");
    source = await scratchDatabase(kind, root, "source");
    target = await scratchDatabase(kind, root, "target");
    const handle = await source.open();
    try {
      await handle.migrate();
      await seedDatabase(handle.db);
    } finally {
      await handle.close();
    }
    await addLead(source, "Ana");
  }, SLOW);

  afterAll(async () => {
    await source?.dispose();
    await target?.dispose();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it(
    "restores a backup into an empty database with every table's rows and every sequence",
    async () => {
      await backupDatabase(source.location, backup);
      expect(await readdir(path.dirname(backup))).toEqual([path.basename(backup)]);
      await restoreDatabase(target.location, backup);

      const original = await contentsOf(source);
      expect(original.tables["public.partners"]?.rows).toBeGreaterThan(0);
      expect(original.tables["public.leads"]?.rows).toBe(1);
      expect(original.tables["drizzle.__drizzle_migrations"]?.rows).toBeGreaterThan(0);
      expect(await contentsOf(target)).toEqual(original);
    },
    SLOW,
  );

  it(
    "refuses to replace a database that holds data unless forced, then brings back the backup's rows",
    async () => {
      const original = await contentsOf(source);
      await addLead(target, "Added after the backup");
      const changed = await contentsOf(target);
      expect(changed).not.toEqual(original);

      await expect(restoreDatabase(target.location, backup)).rejects.toThrow(/already holds .*--force/);
      expect(await contentsOf(target)).toEqual(changed);

      const answer = await restoreDatabase(target.location, backup, { force: true });
      expect(await contentsOf(target)).toEqual(original);
      if ("dir" in target.location) {
        // The replaced directory is kept beside it, as the answer says.
        const kept = (await readdir(root)).find((name) => name.startsWith("target.before-restore-"));
        expect(kept).toBeDefined();
        expect(answer).toContain(path.join(root, kept!));
      }
    },
    SLOW,
  );

  it(
    "refuses a truncated backup before it changes anything",
    async () => {
      const truncated = path.join(root, "files", "truncated");
      const whole = await readFile(backup);
      await writeFile(truncated, whole.subarray(0, whole.length - 100));
      const before = await contentsOf(target);
      await expect(restoreDatabase(target.location, truncated, { force: true })).rejects.toThrow(
        kind === "pglite" ? /is damaged/ : /pg_restore failed/,
      );
      expect(await contentsOf(target)).toEqual(before);
      expect((await readdir(root)).filter((name) => name.includes(".restoring-"))).toEqual([]);
    },
    SLOW,
  );

  it(
    "refuses a backup of the other database, leaving this one as it was",
    async () => {
      const other = path.join(root, "files", "other");
      await writeFile(
        other,
        kind === "pglite" ? Buffer.from("PGDMP\x01\x0e\x00") : gzipSync(tarHeader("/PG_VERSION")),
      );
      const before = await contentsOf(target);
      await expect(restoreDatabase(target.location, other, { force: true })).rejects.toThrow(
        kind === "pglite"
          ? /is a PostgreSQL backup .* runs on PGlite/
          : /is a PGlite backup, but DATABASE_URL/,
      );
      expect(await contentsOf(target)).toEqual(before);
    },
    SLOW,
  );
});

describe("PGlite backups", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "backup-test-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("refuse a directory without a database, creating nothing", async () => {
    const dir = path.join(root, "nothing-here");
    await expect(backupDatabase({ dir }, path.join(root, "b.tar.gz"))).rejects.toThrow(
      /no PGlite database in/,
    );
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(path.join(root, "b.tar.gz"))).toBe(false);
  });

  it(
    "refuse a directory a process has open, for a backup and for a restore",
    async () => {
      const dir = path.join(root, "open");
      const handle = await openDatabase({ dir });
      try {
        await handle.ping();
        await expect(backupDatabase({ dir }, path.join(root, "b.tar.gz"))).rejects.toThrow(
          /is in use .*stop the server/,
        );
        await writeFile(path.join(root, "b.tar.gz"), gzipSync(tarHeader("/PG_VERSION")));
        await expect(restoreDatabase({ dir }, path.join(root, "b.tar.gz"), { force: true })).rejects.toThrow(
          /is in use/,
        );
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );
});
