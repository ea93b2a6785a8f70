import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "#app/server/env.server.ts";
import { PUBLIC_CACHE } from "#app/server/http/cache-control.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { listen } from "#app/server/processes.server.ts";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The app on a free port, answering with the client IP it sees; the handler sets cookies like better-auth. */
async function serve(
  env: Record<string, string> = {},
  options: { up?: boolean; handler?: RequestHandler; logLines?: string[] } = {},
) {
  const { logLines } = options;
  const app = createExpressApp({
    env: getEnv({ SITE_URL: "https://ausentry.example", ...env }),
    logger: logLines
      ? pino({ level: "info" }, { write: (line) => logLines.push(line) })
      : pino({ level: "silent" }),
    database: { kind: "postgresql", ping: async () => options.up ?? true },
    handler:
      options.handler ??
      ((req, res) => {
        res.append("Set-Cookie", "better-auth.session_token=abc; Path=/; HttpOnly; SameSite=Lax");
        res.set("Cache-Control", PUBLIC_CACHE).json({ ip: req.ip });
      }),
  });
  const server = await listen(app, 0, "127.0.0.1");
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
}

describe("the Express application", () => {
  it("denies browser features the site does not use", async () => {
    const response = await (await serve())("/");
    const policy = response.headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it("sends HSTS on every answer when the site is served over https, and never when it is not", async () => {
    const hsts = async (site: string) =>
      (await (await serve({ SITE_URL: site }))("/")).headers.get("strict-transport-security");
    expect(await hsts("https://ausentry.example")).toBe("max-age=63072000; includeSubDomains");
    expect(await hsts("http://localhost:3000")).toBeNull();
  });

  it("asks search engines not to index any answer of a site that may not be indexed", async () => {
    const robots = async (allow: string) =>
      (await (await serve({ ALLOW_INDEXING: allow }))("/")).headers.get("x-robots-tag");
    expect(await robots("false")).toBe("noindex, nofollow");
    expect(await robots("true")).toBeNull();
  });

  it("answers /healthz 503 while the database is down", async () => {
    const health = await (await serve({}, { up: false }))("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable", database: "postgresql" });
  });

  it("takes the client IP from the configured proxy hops only, whatever a visitor puts in front", async () => {
    const forwarded = { "x-forwarded-for": "6.6.6.6, 198.51.100.7" };
    const ipSeen = async (trust: string, headers = forwarded) =>
      (await (await (await serve({ TRUST_PROXY: trust }))("/", headers)).json()).ip;
    expect(await ipSeen("1")).toBe("198.51.100.7");
    expect(await ipSeen("loopback")).toBe("198.51.100.7");
    expect(await ipSeen("127.0.0.1, 10.0.0.0/8")).toBe("198.51.100.7");
    expect(await ipSeen("2", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" })).toBe("198.51.100.7");
    expect(await ipSeen("false")).toBe("127.0.0.1");
  });

  it("marks every cookie Secure when the request is https per a trusted proxy, and only then", async () => {
    const https = { "x-forwarded-proto": "https" };
    const cookies = async (trust: string, headers: Record<string, string>) =>
      (await (await serve({ TRUST_PROXY: trust }))("/pricing?utm_source=x", headers)).headers.getSetCookie();
    const secure = await cookies("1", https);
    expect(secure).toHaveLength(2);
    for (const cookie of secure) expect(cookie).toMatch(/; Secure(;|$)/);
    for (const cookie of await cookies("1", {})) expect(cookie).not.toMatch(/Secure/);
    for (const cookie of await cookies("false", https)) expect(cookie).not.toMatch(/Secure/);
  });

  it("never lets a response that sets a cookie be stored by a shared cache", async () => {
    const get = await serve(
      {},
      { handler: (_req, res) => res.set("Cache-Control", PUBLIC_CACHE).send("page") },
    );
    expect((await get("/pricing")).headers.get("cache-control")).toBe(PUBLIC_CACHE);
    const landing = await get("/pricing?utm_source=linkedin");
    expect(landing.headers.getSetCookie()).toHaveLength(1);
    expect(landing.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a missing build file with a plain 404, without React Router or a log line", async () => {
    const logLines: string[] = [];
    let handled = 0;
    const get = await serve(
      {},
      {
        logLines,
        handler: (_req, res) => {
          handled += 1;
          res.send("page");
        },
      },
    );
    const missing = await get("/assets/entry.client-0000.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    expect(missing.headers.get("content-security-policy")).toBeTruthy();
    await get("/healthz");
    expect(handled).toBe(0);
    expect(logLines).toEqual([]);

    await get("/pricing");
    expect(handled).toBe(1);
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0]!)).toMatchObject({
      req: { method: "GET", path: "/pricing" },
      res: { status: 200 },
    });
  });
});
