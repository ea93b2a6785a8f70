import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "#app/server/env.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { serveMetrics } from "#app/server/observability/metrics-endpoint.server.ts";
import { routePatterns } from "#app/server/observability/route-label.server.ts";
import { listen } from "#app/server/processes.server.ts";
import { freePort } from "../../../scripts/lib/serve.ts";

const TOKEN = "a-metrics-token-of-32-characters!";

/** A route table shaped like the app's: an optional language segment, a page, a slug page and the catch-all. */
const routeOf = routePatterns({
  root: { id: "root", path: "", module: {} },
  lang: { id: "lang", parentId: "root", path: ":lang?", module: {} },
  pricing: { id: "pricing", parentId: "lang", path: "pricing", module: {} },
  post: { id: "post", parentId: "lang", path: "blog/:slug", module: {} },
  missing: { id: "missing", parentId: "lang", path: "*", module: {} },
} as unknown as Parameters<typeof routePatterns>[0]);

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(env: Record<string, string>) {
  const app = createExpressApp({
    env: getEnv({ SITE_URL: "http://localhost:3000", ...env }),
    logger: pino({ level: "silent" }),
    database: { kind: "pglite", ping: async () => true },
    routeOf,
    handler: (_req, res) => {
      res.status(404).type("text/plain").send("Not Found");
    },
  });
  const server = await listen(app, 0, "127.0.0.1");
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
}

/** The value of one series in Prometheus's text format, 0 when it is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const bearer = { authorization: `Bearer ${TOKEN}` };

describe("the /metrics endpoint", () => {
  it("counts a request under its route pattern, whatever the address", async () => {
    const request = await serve({ METRICS_TOKEN: TOKEN });
    const series = 'http_requests_total{method="GET",route="/:lang?/blog/:slug",status="404"}';
    const before = sample(await (await request("/metrics", bearer)).text(), series);
    await request("/ko/blog/one-post");
    await request("/blog/another?utm_source=x");
    const after = await request("/metrics", bearer);
    expect(after.status).toBe(200);
    expect(after.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await after.text();
    expect(sample(text, series) - before).toBe(2);
    // Made-up addresses add no series of their own: they are the catch-all's.
    await request("/x/y/z/1234567890");
    await request("/%E2%98%83-anything");
    const labels = (await (await request("/metrics", bearer)).text())
      .split("\n")
      .filter((line) => line.startsWith("http_requests_total{"));
    expect(labels.some((line) => line.includes("1234567890") || line.includes("anything"))).toBe(false);
    expect(labels.some((line) => line.includes('route="/:lang?/*"'))).toBe(true);
  });

  it("refuses a scrape without the token, or with another one", async () => {
    const request = await serve({ METRICS_TOKEN: TOKEN });
    const refused: Record<string, string>[] = [
      {},
      { authorization: "Bearer not-the-token" },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const response = await request("/metrics", headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("is not there at all without a token: /metrics is the site's own 404", async () => {
    const request = await serve({});
    const response = await request("/metrics", bearer);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not Found");
  });

  it("is served on METRICS_PORT, on loopback by default, and nothing else is", async () => {
    const port = await freePort();
    const env = getEnv({ METRICS_PORT: String(port) });
    expect(env.METRICS_HOST).toBe("127.0.0.1");
    const server = await serveMetrics(env, pino({ level: "silent" }));
    if (!server) throw new Error("no metrics port");
    servers.push(server);
    expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("# TYPE http_requests_total counter");
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});
