/**
 * The request fuzzer (issue 25, "the robustness suite"): the built server gets a few thousand generated hostile
 * requests (tests/robustness/requests.ts), one connection each, and must take every one without ending its
 * process, without a 5xx (a 503 with Retry-After, a queue saying "later", is an answer), without sending anyone
 * to another site, with its memory within a bound and its health check answering throughout.
 *
 * FUZZ_RUNS sets how many requests (default 4,000), FUZZ_SEED replays a run: a failure prints both, and the raw
 * request that failed.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "#tests/support/raw-http.ts";
import { type BuiltServer, startBuiltServer } from "./built-server.ts";
import { formsIn, fuzzRequest, type RenderedForm, routePatterns, toRawRequest } from "./requests.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 4_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
/**
 * Resident memory the fuzzing may add to what the server uses once warm. Most of what grows is the embedded
 * database's WebAssembly heap, which takes what its work needs and never gives it back (250-450 MB seen over 4,000
 * requests, from warm figures of 550-920 MB); caches keyed by what a visitor sends are bounded far below this
 * (page cache 32 MB, formatters 256 each). A leak of a few KB per request would still cross it.
 */
const MEMORY_GROWTH_LIMIT_MB = 512;
/** A health check not answered in this long counts as the server not answering: a liveness bound, not a speed target. */
const HEALTH_TIMEOUT_MS = 5_000;

/** Pages whose forms the fuzzer fills in, besides those of the sitemap. */
const FORM_PAGES = [
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=x",
  "/two-factor",
  "/verify-email",
];

/** Polls /healthz until stopped, keeping every failure, the slowest answer and the largest resident memory seen. */
function watchHealth(server: BuiltServer) {
  const failures: string[] = [];
  let slowestMs = 0;
  let peakRssMb = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}/healthz`, {
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        if (response.status !== 200) failures.push(`status ${response.status}`);
      } catch (error) {
        if (server.exited() === undefined) failures.push(String(error));
      }
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (server.exited() === undefined) peakRssMb = Math.max(peakRssMb, server.rssMb());
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { failures, slowestMs, peakRssMb };
    },
  };
}

async function crawlForms(origin: string): Promise<RenderedForm[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? "/", origin).pathname + new URL(match[1] ?? "/", origin).search)
    .filter((path) => !/^\/(ko|zh|hi|ar)(\/|$)/.test(path));
  const forms = new Map<string, RenderedForm>();
  for (const path of [...new Set([...pages, ...FORM_PAGES])]) {
    const html = await (await fetch(`${origin}${path}`, { headers: { accept: "text/html" } })).text();
    for (const form of formsIn(html, path)) forms.set(`${form.action} ${form.fields.join(",")}`, form);
  }
  return [...forms.values()];
}

describe("the built server under generated hostile requests", () => {
  let server: BuiltServer;
  let forms: RenderedForm[];
  beforeAll(async () => {
    // Forms are posted far past a visitor's rate, so their schemas and services run, not only the limiter.
    server = await startBuiltServer({ FORM_RATE_LIMIT_PER_MINUTE: "1000000" });
    forms = await crawlForms(server.url);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("found the site's forms to fill in", () => {
    const actions = forms.map((form) => form.action);
    for (const path of ["/contact", "/tools", "/login", "/register"])
      expect(
        actions.some((action) => action.startsWith(path)),
        path,
      ).toBe(true);
  });

  it(
    `answers ${RUNS} of them without exiting, a 5xx, a redirect off-site or unbounded memory (seed ${SEED})`,
    async () => {
      const warmRssMb = server.rssMb();
      const health = watchHealth(server);
      const statuses = new Map<number | null, number>();
      let failed: string | undefined;
      try {
        await fc.assert(
          fc.asyncProperty(fuzzRequest(server.url, routePatterns(), forms), async (request) => {
            const raw = toRawRequest(request);
            const answer = await rawRequest(server.port, raw, 30_000);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const location = /^location:\s*(.*)$/im.exec(answer.head)?.[1]?.trim();
            const problem =
              server.exited() !== undefined
                ? `the server exited (${server.exited()})`
                : answer.status === null
                  ? "no answer"
                  : answer.status >= 500 && !(answer.status === 503 && /^retry-after:/im.test(answer.head))
                    ? `status ${answer.status}`
                    : location !== undefined && new URL(location, server.url).origin !== server.url
                      ? `redirect off-site: ${location}`
                      : undefined;
            if (problem) {
              failed ??= `${problem}\n--- request (${raw.length} bytes) ---\n${raw.subarray(0, 2_000).toString("latin1")}\n--- answer ---\n${answer.head}\n--- server log ---\n${server.output().slice(-4_000)}`;
              throw new Error(failed);
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      } finally {
        const { failures, slowestMs, peakRssMb } = await health.stop();
        console.info(
          `request fuzzing: ${RUNS} requests, seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
            `RSS ${Math.round(warmRssMb)} MB warm, ${Math.round(peakRssMb)} MB peak; slowest /healthz ${Math.round(slowestMs)} ms`,
        );
        expect(failed, failed).toBeUndefined();
        expect(server.exited()).toBeUndefined();
        expect(failures, "/healthz answered every poll").toEqual([]);
        expect(peakRssMb - warmRssMb).toBeLessThan(MEMORY_GROWTH_LIMIT_MB);
      }
    },
    20 * 60_000,
  );
});
