/**
 * Metrics of the built server with two worker processes (`npm run build` first; PostgreSQL only, through
 * TEST_DATABASE_URL: PGlite serves one process). Whichever worker takes a scrape, it answers for both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throwawayDatabase } from "#tests/support/throwaway-database.ts";
import { freePort, type RunningServer, startServer } from "../../../scripts/lib/serve.ts";

const TOKEN = "a-metrics-token-of-32-characters!";

/** The value of one series in Prometheus's text format, 0 when it is not there. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.runIf(process.env.TEST_DATABASE_URL)("metrics of a cluster", () => {
  let site: RunningServer;
  let metricsPort: number;
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;

  beforeAll(async () => {
    database = await throwawayDatabase();
    metricsPort = await freePort();
    site = await startServer(
      {
        WEB_CONCURRENCY: "2",
        LOG_LEVEL: "error",
        DATABASE_URL: database.url ?? "",
        METRICS_TOKEN: TOKEN,
        METRICS_PORT: String(metricsPort),
      },
      { output: "capture" },
    );
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  it("adds up every worker's requests, on the site's port and on the metrics port", {
    timeout: 60_000,
  }, async () => {
    const series = 'http_requests_total{method="GET",route="/:lang?/about",status="200"}';
    const misses = 'page_cache_lookups_total{result="miss"}';
    const headers = { authorization: `Bearer ${TOKEN}`, connection: "close" };
    const scrape = async () => (await fetch(`${site.url}/metrics`, { headers })).text();
    const scrapeCount = async () => sample(await scrape(), series);
    // New connections each time: the primary hands them in turn to the workers listening, until both have answered
    // (each then has missed its page cache once); a worker still starting on a busy machine takes none yet.
    let requests = 0;
    do {
      for (let n = 0; n < 4; n++) {
        const response = await fetch(`${site.url}/about`, { headers: { connection: "close" } });
        expect(response.status).toBe(200);
        // Read to the end: an answer the client leaves unread may never finish on the server, and is not counted.
        await response.text();
        requests++;
      }
    } while (sample(await scrape(), misses) < 2 && requests < 40);
    // A request is counted when its connection closes, which can come just after the client has read the answer.
    await expect.poll(scrapeCount, { timeout: 15_000 }).toBe(requests);
    for (let n = 0; n < 2; n++) {
      const scrape = await fetch(`${site.url}/metrics`, { headers });
      expect(scrape.status).toBe(200);
      expect(sample(await scrape.text(), series)).toBe(requests);
    }
    const port = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers });
    const text = await port.text();
    expect(sample(text, series)).toBe(requests);
    // Both workers answered page views: each missed the page cache at least once, rendering /about for itself
    // (an invalidation meanwhile, such as one at start, makes a worker render it again: never more than asked).
    expect(sample(text, misses)).toBeGreaterThanOrEqual(2);
    expect(sample(text, misses)).toBeLessThanOrEqual(requests);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });
});
