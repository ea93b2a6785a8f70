/**
 * `npm run bench:pages [-- --connections 20 --duration 10 --routes routes|all|/a,/b --compressed --postgres URL]`
 *
 * Run `npm run build` first. Serves the current build on a fresh database (embedded PGlite; or, with `--postgres
 * URL` or BENCH_DATABASE_URL, a throwaway database created on that PostgreSQL server and dropped afterwards), with
 * the production log level (info), and measures GET throughput and latency with autocannon, `--connections` at a
 * time, each route warmed for a second first:
 *
 * - `/` and `/ar` for `--duration` seconds (the targets), and the same bytes and headers (recorded from the site)
 *   replayed by a minimal static server on this machine (scripts/lib/replay-server.ts), for as long;
 * - every public route, a fifth of `--duration` each (at least 1 s): `--routes routes` (default) takes one page
 *   per route of the route table (app/routes.ts) from the server's own /sitemap.xml, in English and in Arabic;
 *   `--routes all` every page of the sitemap in English and Arabic; or a comma-separated list of paths;
 * - `/` as a cache miss on every request (a new `?miss=` value each time: rendered, stored, evicted in turn);
 * - cheap requests: `/healthz` and the first script the home page loads (`/assets/*.js`);
 * - `/profile` signed in (never cached), with a session made by the test-only login endpoint
 *   (app/server/account/e2e-login.server.ts), which the benchmark's server opens with a random secret.
 *
 * Requests carry what an English-speaking browser sends (User-Agent, Accept, Accept-Language) and no cookie except
 * the signed-in one; no Accept-Encoding unless `--compressed` (then the static server replays the compressed
 * bytes). Prints a table (requests/s, p50, p99, ratio to the static server: its copy of /ar for Arabic pages, of /
 * for the rest, non-2xx answers and errors), the peak resident memory (VmHWM) of the server process and of each
 * process it started, and whether each target of issue 14 is met.
 *
 * A report: it exits 0 when targets are missed (figures depend on the machine), 1 only when the server fails:
 * it exits, a route answers other than 2xx or errors, or the signed-in session cannot be made.
 */
import { randomBytes } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import { parseArgs } from "node:util";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import autocannon from "autocannon";
import { matchRoutes, type RouteObject } from "react-router";
import { DEFAULT_LANGUAGE, languageFromPath, localHref } from "#app/domain/languages.ts";
import routeConfig from "#app/routes.ts";
import { E2E_LOGIN_PATH, E2E_SECRET_HEADER } from "#app/server/account/e2e-login.server.ts";
import { freshDatabase } from "./lib/bench-database.ts";
import { type ProcessMemory, peakRss } from "./lib/peak-rss.ts";
import { type RecordedResponse, type ReplayServer, startReplayServer } from "./lib/replay-server.ts";
import { startServer } from "./lib/serve.ts";

const { values: args } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    duration: { type: "string", default: "10" },
    routes: { type: "string", default: "routes" },
    compressed: { type: "boolean", default: false },
    postgres: { type: "string", default: process.env.BENCH_DATABASE_URL },
  },
});
const connections = Number(args.connections);
const targetSeconds = Number(args.duration);
const otherSeconds = Math.max(1, Math.round(targetSeconds / 5));
const WARM_SECONDS = 1;

/** Issue 14's targets. */
const MIN_STATIC_RATIO = 0.5;
const MAX_P99_MS = 20;
const MAX_PEAK_RSS_BYTES = 300 * 1024 * 1024;

const BROWSER_HEADERS: Record<string, string> = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-AU,en;q=0.9",
  ...(args.compressed ? { "accept-encoding": "gzip, deflate, br" } : {}),
};

/** One GET as sent, with the body's bytes as they came (no decompression, unlike `fetch`). */
function record(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** The route module a path renders (its file in app/routes.ts), so that one page per route can be picked. */
const toRouteObject = ({ file, path, index, caseSensitive, children }: RouteConfigEntry): RouteObject =>
  ({ id: file, path, index, caseSensitive, children: children?.map(toRouteObject) }) as RouteObject;
const routeObjects = routeConfig.map(toRouteObject);
const routeOf = (pathname: string) => matchRoutes(routeObjects, pathname)?.at(-1)?.route.id ?? pathname;

/** The English pages of the server's sitemap, in its order. */
async function englishSitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return paths.filter((path) => languageFromPath(path) === DEFAULT_LANGUAGE);
}

/** The pages measured besides / and /ar, per `--routes`. */
async function pagePaths(baseUrl: string): Promise<string[]> {
  if (args.routes !== "routes" && args.routes !== "all") return args.routes.split(",").filter(Boolean);
  let english = await englishSitemapPaths(baseUrl);
  if (args.routes === "routes") {
    const firstOfRoute = new Map<string, string>();
    for (const path of english) if (!firstOfRoute.has(routeOf(path))) firstOfRoute.set(routeOf(path), path);
    english = [...firstOfRoute.values()];
  }
  return english.filter((path) => path !== "/").flatMap((path) => [path, localHref("ar", path)]);
}

/** A session cookie for a new signed-in user, from the test-only login endpoint. */
async function signIn(baseUrl: string, secret: string): Promise<string> {
  const response = await fetch(`${baseUrl}${E2E_LOGIN_PATH}`, {
    method: "POST",
    headers: { [E2E_SECRET_HEADER]: secret, "content-type": "application/json" },
    body: JSON.stringify({ role: "user" }),
  });
  if (!response.ok) throw new Error(`the e2e login endpoint answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

type Row = {
  label: string;
  url: string;
  seconds: number;
  headers: Record<string, string>;
  /** The static server's row this one is compared with (none: it is one). */
  reference?: string;
  /** Each request asks for a page not yet kept (`?miss=<n>`): every one is rendered, stored, later evicted. */
  missEveryTime?: boolean;
  bytes?: number;
  status?: number;
  requestsPerSecond?: number;
  p50?: number;
  p99?: number;
  failed?: number;
};

async function measure(row: Row) {
  const probe = await record(row.url, row.headers);
  row.status = probe.status;
  row.bytes = probe.body.length;
  let miss = 0;
  const options = {
    url: row.url,
    connections,
    headers: row.headers,
    ...(row.missEveryTime
      ? {
          requests: [
            { setupRequest: (request: autocannon.Request) => ({ ...request, path: `/?miss=${miss++}` }) },
          ],
        }
      : {}),
  };
  await autocannon({ ...options, duration: WARM_SECONDS });
  const result = await autocannon({ ...options, duration: row.seconds });
  row.requestsPerSecond = result.requests.average;
  row.p50 = result.latency.p50;
  row.p99 = result.latency.p99;
  row.failed = result.non2xx + result.errors + result.timeouts;
}

const database = await freshDatabase(args.postgres);
const fixtureSecret = randomBytes(32).toString("hex");
const server = await startServer(
  {
    ...database.env,
    LOG_LEVEL: "info",
    E2E_FIXTURE_SECRET: fixtureSecret,
    // The login endpoint signs its session cookies with it, as better-auth does.
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
  },
  // The request log at info level is part of the cost measured, but not worth reading.
  { stdout: "ignore" },
);
const rows: Row[] = [];
let replay: ReplayServer | undefined;
let memory: ProcessMemory[] = [];
let failure: string | undefined;
try {
  const page = (path: string, seconds: number): Row => ({
    label: path,
    url: `${server.url}${path}`,
    seconds,
    headers: BROWSER_HEADERS,
    reference: languageFromPath(path) === "ar" ? "static /ar" : "static /",
  });
  const targets = [page("/", targetSeconds), page("/ar", targetSeconds)];
  const recorded: RecordedResponse[] = await Promise.all(
    targets.map(async ({ label, url }) => ({ path: label, ...(await record(url, BROWSER_HEADERS)) })),
  );
  replay = await startReplayServer(recorded);
  const staticUrl = replay.url;
  // `fetch` decompresses what `--compressed` asks for.
  const home = await (await fetch(server.url, { headers: BROWSER_HEADERS })).text();
  const asset = home.match(/\/assets\/[^"']+\.js/)?.[0];
  if (!asset) throw new Error("the home page names no /assets/*.js script");
  const session = await signIn(server.url, fixtureSecret);

  rows.push(
    ...targets,
    ...["/", "/ar"].map((path) => ({
      label: `static ${path}`,
      url: `${staticUrl}${path}`,
      seconds: targetSeconds,
      headers: BROWSER_HEADERS,
    })),
    ...(await pagePaths(server.url)).map((path) => page(path, otherSeconds)),
    { ...page("/", otherSeconds), label: "/ (cache miss: rendered, then kept)", missEveryTime: true },
    page("/healthz", otherSeconds),
    { ...page(asset, otherSeconds), label: "asset (/assets/*.js)" },
    {
      ...page("/profile", otherSeconds),
      label: "/profile (signed in, not cached)",
      headers: { ...BROWSER_HEADERS, cookie: session },
    },
  );
  const total = rows.reduce((sum, row) => sum + row.seconds + WARM_SECONDS, 0);
  console.log(
    `Benchmark: ${rows.length} routes, ${connections} connections, ${targetSeconds} s on / and /ar and their static copies, ${otherSeconds} s on the others, after ${WARM_SECONDS} s of warm-up each (about ${Math.ceil(total / 60)} min); ${database.label}${args.compressed ? "; compressed" : ""}`,
  );
  for (const row of rows) {
    console.log(`  ${row.label}`);
    await measure(row);
    if (server.exitCode() !== null) throw new Error(`the server exited with code ${server.exitCode()}`);
  }
  memory = peakRss(server.pid);
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  await replay?.stop();
  await server.stop();
  await database.drop();
}

const byLabel = new Map(rows.map((row) => [row.label, row]));
const ratio = (row: Row) => {
  const reference = row.reference ? byLabel.get(row.reference)?.requestsPerSecond : undefined;
  return reference && row.requestsPerSecond !== undefined ? row.requestsPerSecond / reference : undefined;
};
const measured = rows.filter((row) => row.requestsPerSecond !== undefined);
const columns: [string, (row: Row) => string][] = [
  ["route", (row) => row.label],
  ["KB", (row) => ((row.bytes ?? 0) / 1024).toFixed(1)],
  ["requests/s", (row) => row.requestsPerSecond!.toFixed(0)],
  ["p50 ms", (row) => String(row.p50)],
  ["p99 ms", (row) => String(row.p99)],
  ["x static", (row) => ratio(row)?.toFixed(3) ?? ""],
  ["non-2xx/errors", (row) => (row.failed ? `${row.failed} (first: ${row.status})` : "0")],
];
const table = [
  columns.map(([title]) => title),
  ...measured.map((row) => columns.map(([, cell]) => cell(row))),
];
const widths = columns.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
console.log(line(table[0]!));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const cells of table.slice(1)) console.log(line(cells));

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
for (const { pid, parent, command, peakBytes } of memory) {
  console.log(
    `peak RSS   ${megabytes(peakBytes).padStart(7)}  ${command} ${pid}${parent ? `, started by ${parent}` : " (the server)"}`,
  );
}

const checks: [string, string, boolean][] = [];
for (const label of ["/", "/ar"]) {
  const row = byLabel.get(label);
  if (row?.requestsPerSecond === undefined) continue;
  const r = ratio(row) ?? 0;
  checks.push([
    `${label} requests/s >= ${MIN_STATIC_RATIO}x static`,
    `${r.toFixed(3)}x`,
    r >= MIN_STATIC_RATIO,
  ]);
  checks.push([`${label} p99 < ${MAX_P99_MS} ms`, `${row.p99} ms`, row.p99! < MAX_P99_MS]);
}
if (memory.length) {
  const largest = Math.max(...memory.map(({ peakBytes }) => peakBytes));
  checks.push([
    `peak RSS < ${megabytes(MAX_PEAK_RSS_BYTES)} per process`,
    `${megabytes(largest)} (largest of ${memory.length})`,
    largest < MAX_PEAK_RSS_BYTES,
  ]);
}
for (const [target, value, met] of checks) {
  console.log(`target     ${target.padEnd(32)} ${value.padEnd(24)} ${met ? "met" : "MISSED"}`);
}

const failedRows = measured.filter((row) => row.failed);
if (failure) console.error(`FAILED: ${failure}`);
if (failedRows.length)
  console.error(`FAILED: non-2xx answers or errors on ${failedRows.map((row) => row.label).join(", ")}`);
process.exitCode = failure || failedRows.length ? 1 : 0;
