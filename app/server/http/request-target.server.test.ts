import type { AddressInfo } from "node:net";
import fc from "fast-check";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "#app/server/env.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { createPageCache } from "#app/server/http/page-cache.server.ts";
import { isValidHost, originFormTarget, targetUrl } from "#app/server/http/request-target.server.ts";
import { listen } from "#app/server/processes.server.ts";
import { rawRequest } from "../../../tests/support/raw-http.ts";

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The whole listener (guard, page cache front, Express) around a handler that renders a page per path. */
async function serve() {
  const env = getEnv({ SITE_URL: "https://ausentry.example", PAGE_CACHE_TTL_SECONDS: "60" });
  const logger = pino({ level: "silent" });
  const pageCache = createPageCache({ env, version: "test", logger });
  const app = createExpressApp({
    env,
    logger,
    database: { kind: "pglite", ping: async () => true },
    pageCache,
    handler: (req, res) => {
      res.type("html").send(`<p>${req.path.length}</p>`);
    },
  });
  const server = await listen(app, 0, "127.0.0.1");
  closers.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => pageCache.close(),
  );
  const port = (server.address() as AddressInfo).port;
  return (target: string, headers = "Host: localhost\r\n") =>
    rawRequest(port, `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);
}

describe("request targets and hosts", () => {
  it("are read as paths: a target beginning with // never becomes an authority", () => {
    expect(targetUrl("//x:99999/")?.pathname).toBe("//x:99999/");
    expect(targetUrl("//evil.example/a?b=1")?.host).toBe("localhost");
    expect(targetUrl("https://ausentry.example/ar?x=1")?.pathname).toBe("/ar");
    expect(targetUrl("*")).toBeNull();
    expect(targetUrl("javascript:alert(1)")).toBeNull();
  });

  it("go on in origin form; an absolute-form target as its path and query", () => {
    expect(originFormTarget("/pricing?x=1")).toBe("/pricing?x=1");
    expect(originFormTarget("http://ausentry.example/pricing?x=1")).toBe("/pricing?x=1");
    expect(originFormTarget("*")).toBeNull();
    expect(originFormTarget("http://x:99999/")).toBeNull();
  });

  it("accept host names and IP literals with a port, nothing else", () => {
    for (const host of ["localhost", "localhost:3000", "ausentry.com.au", "127.0.0.1:8080", "[::1]:3000"])
      expect(isValidHost(host)).toBe(true);
    for (const host of ["", "[", "x:abc", "x:99999", "a/b", "a@b", "a b", "a?b", "[zz]", "x".repeat(300)])
      expect(isValidHost(host)).toBe(false);
  });

  it("never throw, whatever the string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        targetUrl(text);
        originFormTarget(text);
        isValidHost(text);
      }),
    );
  });
});

describe("the server's outermost listener", () => {
  it("answers a target that cannot be parsed with 400, and goes on serving", async () => {
    const get = await serve();
    expect((await get("/pricing")).status).toBe(200);
    expect((await get("*")).status).toBe(400);
    expect((await get("http://x:99999/")).status).toBe(400);
    expect((await get("/pricing")).status).toBe(200);
  });

  it("serves a target beginning with // as the path it is (issue 25 item 1: this killed the process)", async () => {
    const get = await serve();
    for (const target of ["//x:99999/", "//x:abc/", "//[", "//evil.example/"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(200);
      expect(answer.head).not.toMatch(/^location:\s*\/\//im);
    }
    // Twice: the second answer comes from the page cache's front.
    expect((await get("//x:99999/")).status).toBe(200);
  });

  it("answers a Host or X-Forwarded-Host header that is not a host with 400", async () => {
    const get = await serve();
    expect((await get("/", "Host: [\r\n")).status).toBe(400);
    expect((await get("/", "Host: x:abc\r\n")).status).toBe(400);
    expect((await get("/", "Host: localhost\r\nX-Forwarded-Host: a/b\r\n")).status).toBe(400);
    expect(
      (await get("/", "Host: localhost:3000\r\nX-Forwarded-Host: ausentry.com.au, proxy\r\n")).status,
    ).toBe(200);
  });
});
