import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/server/db/client.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { ANONYMOUS_PAGE_CACHE } from "#app/server/http/cache-control.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { createPageCache } from "#app/server/http/page-cache.server.ts";
import {
  invalidatePageCache,
  listenForPageCacheInvalidation,
  onPageCacheInvalidation,
} from "#app/server/http/page-cache-invalidation.server.ts";
import { listen } from "#app/server/processes.server.ts";

const silent = pino({ level: "silent" });
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe("invalidatePageCache", () => {
  it("clears every cache of this process, and only while it is registered (PGlite)", async () => {
    const database = await openDatabase({});
    closers.push(() => database.close());
    const [first, second] = [vi.fn(), vi.fn()];
    const unregisterFirst = onPageCacheInvalidation(first);
    closers.push(onPageCacheInvalidation(second));
    await invalidatePageCache(database.db);
    unregisterFirst();
    await invalidatePageCache(database.db);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("still clears this process's caches when the database cannot pass the news on", async () => {
    const database = await openDatabase({});
    await database.close();
    const cleared = vi.fn();
    closers.push(onPageCacheInvalidation(cleared));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    closers.push(() => warn.mockRestore());
    await expect(invalidatePageCache(database.db)).resolves.toBeUndefined();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("page cache invalidation across processes (PostgreSQL)", () => {
  // A database of this file's own: notifications are per database, and other test files notify too.
  const name = `page_cache_${randomBytes(6).toString("hex")}`;
  const url = new URL(adminUrl ?? "postgres://unset");
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  /** A connection of another server process. */
  let otherProcess: DatabaseHandle;
  beforeAll(async () => {
    await admin(`create database "${name}"`);
    otherProcess = await openDatabase({ url: url.href });
  });
  afterAll(async () => {
    await otherProcess?.close();
    await admin(`drop database if exists "${name}" with (force)`);
  });

  const listening = () =>
    vi.waitFor(async () => {
      const { rows } = await otherProcess.db.execute(
        sql`select 1 from pg_stat_activity where datname = current_database() and query = 'LISTEN page_cache'`,
      );
      expect(rows).toHaveLength(1);
    });

  it("clears a listening process's caches when another process invalidates", async () => {
    const cleared = vi.fn();
    closers.push(onPageCacheInvalidation(cleared));
    const listener = listenForPageCacheInvalidation(url.href, silent);
    closers.push(() => listener.close());
    // Once listening, it clears once (notifications may have been missed while it was connecting).
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(1));

    // The same call from a process that has no cache reaches this one through PostgreSQL.
    await otherProcess.db.execute(sql`select pg_notify('page_cache', '')`);
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(2));
  });

  it("listens again after its connection is lost, clearing the caches it may have missed", async () => {
    const cleared = vi.fn();
    closers.push(onPageCacheInvalidation(cleared));
    const listener = listenForPageCacheInvalidation(url.href, silent);
    closers.push(() => listener.close());
    await listening();
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(1));

    await otherProcess.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'LISTEN page_cache'`);
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    await otherProcess.db.execute(sql`select pg_notify('page_cache', '')`);
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(3));
  });

  it("empties a server's page cache when another process invalidates", async () => {
    let renders = 0;
    const pageCache = createPageCache({
      env: getEnv({ DATABASE_URL: url.href, PAGE_CACHE_TTL_SECONDS: "60", PAGE_CACHE_MAX_MB: "1" }),
      version: "build-1",
      logger: silent,
    });
    const app = createExpressApp({
      env: getEnv({ SITE_URL: "https://ausentry.example" }),
      logger: silent,
      database: { kind: "postgresql", ping: async () => true },
      pageCache,
      handler: (_req, res) => {
        renders += 1;
        res.type("html").set("Cache-Control", ANONYMOUS_PAGE_CACHE).end(`<p>render ${renders}</p>`);
      },
    });
    const server = await listen(app, 0, "127.0.0.1");
    closers.push(
      () => pageCache.close(),
      () => server.close(),
    );
    const get = () => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/pricing`);
    await listening();

    await get();
    await get();
    expect(renders).toBe(1);
    await otherProcess.db.execute(sql`select pg_notify('page_cache', '')`);
    await vi.waitFor(async () => {
      await get();
      expect(renders).toBe(2);
    });
  });
});
