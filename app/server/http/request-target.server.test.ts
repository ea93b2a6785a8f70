import type { AddressInfo } from "node:net";
import fc from "fast-check";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "#app/server/env.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { createPageCache } from "#app/server/http/page-cache.server.ts";
import { isValidHost, parseTarget, targetUrl } from "#app/server/http/request-target.server.ts";
import { listen } from "#app/server/processes.server.ts";
import { rawRequest } from "#tests/support/raw-http.ts";

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The whole listener (guard, page cache front, Express) around a handler that renders a page per path. */
async function serve(trustProxy = "false") {
  const env = getEnv({
    SITE_URL: "https://ausentry.example",
    PAGE_CACHE_TTL_SECONDS: "60",
    TRUST_PROXY: trustProxy,
  });
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
  return (target: string, headers = "Host: localhost\r\n", method = "GET") =>
    rawRequest(port, `${method} ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);
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
    expect(parseTarget("/pricing?x=1")?.target).toBe("/pricing?x=1");
    expect(parseTarget("http://ausentry.example/pricing?x=1")?.target).toBe("/pricing?x=1");
    expect(parseTarget("*")).toBeNull();
    expect(parseTarget("http://x:99999/")).toBeNull();
    expect(parseTarget("/%E2%82%AC?q=%")?.target).toBe("/%E2%82%AC?q=%");
    // The routers decode paths: one that does not decode was a 500.
    for (const target of ["/%", "/a%zz", "/%ff%fe", "/%c0%af"])
      expect(parseTarget(target), target).toBeNull();
    // PostgreSQL refuses a NUL in text: a slug or search carrying one was a 500.
    for (const target of ["/checkout/test/%00", "/blog?q=a%00", "/a%0Ab", "/x?%01=1"])
      expect(parseTarget(target), target).toBeNull();
  });

  it("have a canonical form: dot segments resolved, backslashes and runs of slashes made one slash, the query as sent", () => {
    const canonical = (target: string) => parseTarget(target)?.canonical;
    expect(canonical("/pricing?x=1")).toBe("/pricing?x=1");
    expect(canonical("/hi//")).toBe("/hi/");
    expect(canonical("/ar//evil.example/phish?next=//x")).toBe("/ar/evil.example/phish?next=//x");
    expect(canonical("/a\\\\b/\\c")).toBe("/a/b/c");
    // Express decoded `%m+` before React Router resolved the `..` away: a 500 until both read the canonical path.
    expect(canonical("/ar/admin/%m+/..?a=1")).toBe("/ar/admin/?a=1");
    expect(canonical("/%2e%2e/pricing")).toBe("/pricing");
    expect(canonical("/résumé")).toBe("/r%C3%A9sum%C3%A9");
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
        const parsed = parseTarget(text);
        // The canonical form is a fixed point: redirecting to it never loops.
        if (parsed) expect(parseTarget(parsed.canonical)?.canonical).toBe(parsed.canonical);
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

  it("sends a target to its canonical path (issue 25 item 1: a target beginning with // killed the process)", async () => {
    const get = await serve();
    for (const [target, location] of [
      ["//x:99999/", "/x:99999/"],
      ["//x:abc/?a=1", "/x:abc/?a=1"],
      ["//[", "/["],
      ["/\\evil.example/", "/evil.example/"],
      ["///evil.example", "/evil.example"],
      ["/hi//", "/hi/"],
      ["/ar/admin/partners/x/..", "/ar/admin/partners/"],
    ]) {
      const answer = await get(target!);
      expect(answer.status, target).toBe(308);
      expect(answer.head.split("\r\n")).toContain(`Location: ${location}`);
    }
    expect((await get("/x:99999/")).status).toBe(200);
  });

  it("answers a method a fetch Request cannot carry with 405 (TRACE was a 500)", async () => {
    const get = await serve();
    for (const method of ["TRACE", "PROPFIND", "LOCK"]) {
      const answer = await get("/pricing", undefined, method);
      expect(answer.status, method).toBe(405);
      expect(answer.head).toMatch(/^Allow: GET, HEAD, POST/m);
    }
    expect((await get("/pricing", undefined, "OPTIONS")).status).toBeLessThan(500);
  });

  it("answers a Host header, or X-Forwarded-Host behind a trusted proxy, that is not a host with 400", async () => {
    const direct = await serve();
    expect((await direct("/", "Host: [\r\n")).status).toBe(400);
    expect((await direct("/", "Host: x:abc\r\n")).status).toBe(400);
    // Not read without a trusted proxy: whatever it says is not ours to refuse.
    expect((await direct("/", "Host: localhost\r\nX-Forwarded-Host: a/b\r\n")).status).toBe(200);
    const get = await serve("1");
    expect((await get("/", "Host: localhost\r\nX-Forwarded-Host: a/b\r\n")).status).toBe(400);
    expect(
      (await get("/", "Host: localhost:3000\r\nX-Forwarded-Host: ausentry.com.au, proxy\r\n")).status,
    ).toBe(200);
  });
});
