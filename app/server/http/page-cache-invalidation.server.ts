/**
 * Dropping rendered pages when the content they show changes: one call for the services that write content,
 * reaching every page cache of every server process. No Express here, so any service can import it.
 *
 * In one process, the caches register themselves here. Across processes, the call sends a PostgreSQL NOTIFY on
 * PAGE_CACHE_CHANNEL, which every process LISTENs to (listenForPageCacheInvalidation); on PGlite (one process)
 * nobody listens and the local call is all there is.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";

export const PAGE_CACHE_CHANNEL = "page_cache";
/** After a lost listening connection, how long to wait before connecting again. */
const RECONNECT_MS = 1_000;

const clearers = new Set<() => void>();

/** Registers a cache's `clear`; returns the call that unregisters it. */
export function onPageCacheInvalidation(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

function clearLocalCaches() {
  for (const clear of clearers) clear();
}

/**
 * Every process drops its rendered pages (`db`: this process's database unless told). Call it once a write that
 * changes what a page shows has committed: inside its transaction, a request rendering before the commit could
 * store the old content again. The write has happened by then, so a notification that cannot be sent is logged,
 * not thrown: the other processes show the change when their pages expire (PAGE_CACHE_TTL_SECONDS).
 */
export async function invalidatePageCache(db: Database = getDb()): Promise<void> {
  clearLocalCaches();
  try {
    await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, '')`);
  } catch (error) {
    // Not the app's logger: server.ts imports this (through the seed) before the environment is validated.
    console.warn("Page cache: other processes not told:", error instanceof Error ? error.message : error);
  }
}

/**
 * Keeps one connection LISTENing on PAGE_CACHE_CHANNEL and clears this process's caches on each notification.
 * A lost connection is reopened after RECONNECT_MS; the caches are cleared again once it is back, since
 * notifications sent in between were missed.
 */
export function listenForPageCacheInvalidation(
  connectionString: string,
  logger: Pick<Logger, "warn">,
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function release(old: pg.Client | undefined) {
    if (!old) return;
    old.removeAllListeners();
    old.on("error", () => {}); // a late error on a client being dropped must not end the process
    void old.end().catch(() => {});
  }

  function reconnectLater(error: unknown) {
    if (closed || retry) return;
    logger.warn(
      { error: error instanceof Error ? error.message : String(error) },
      "page cache listener lost",
    );
    release(client);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect();
    }, RECONNECT_MS);
  }

  async function connect() {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("error", reconnectLater);
    next.on("end", () => reconnectLater(new Error("connection ended")));
    next.on("notification", clearLocalCaches);
    try {
      await next.connect();
      await next.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
      clearLocalCaches();
    } catch (error) {
      if (client === next) reconnectLater(error);
    }
  }

  let connecting = connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      release(client);
      client = undefined;
    },
  };
}
