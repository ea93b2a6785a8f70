import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/server/db/client.server.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { ANONYMOUS_PAGE_CACHE, PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import {
  createPageCache,
  isCacheablePage,
  mayUsePageCache,
  pageCacheKey,
} from "#app/server/http/page-cache.server.ts";
import { invalidatePageCache } from "#app/server/http/page-cache-invalidation.server.ts";
import { listen } from "#app/server/processes.server.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const SESSION = { cookie: "better-auth.session_token=abc.signature" };

describe("pageCacheKey", () => {
  it("is the build and the path, with the query sorted by name", () => {
    expect(pageCacheKey("/ar/pricing", "v1")).toBe("v1 /ar/pricing");
    expect(pageCacheKey("/partners?industry=mining&category=legal", "v1")).toBe(
      "v1 /partners?category=legal&industry=mining",
    );
    expect(pageCacheKey("/partners?category=legal&industry=mining", "v1")).toBe(
      pageCacheKey("/partners?industry=mining&category=legal", "v1"),
    );
  });

  it("keeps one page per value of a parameter, and per build", () => {
    expect(pageCacheKey("/blog?page=2", "v1")).not.toBe(pageCacheKey("/blog?page=3", "v1"));
    expect(pageCacheKey("/blog?page=2", "v1")).not.toBe(pageCacheKey("/blog", "v1"));
    expect(pageCacheKey("/blog", "v1")).not.toBe(pageCacheKey("/blog", "v2"));
  });

  it("leaves tracking parameters out", () => {
    expect(pageCacheKey("/pricing?utm_source=linkedin&utm_campaign=q3&gclid=x&fbclid=y", "v1")).toBe(
      "v1 /pricing",
    );
    expect(pageCacheKey("/blog?utm_medium=mail&page=2", "v1")).toBe("v1 /blog?page=2");
  });
});

describe("mayUsePageCache", () => {
  const request = (url: string, init: RequestInit = {}) =>
    new Request(`http://localhost${url}`, {
      ...init,
      headers: { accept: "text/html", "user-agent": CHROME, ...init.headers },
    });

  it("answers anonymous page views, GET and HEAD", () => {
    expect(mayUsePageCache(request("/pricing"))).toBe(true);
    expect(mayUsePageCache(request("/ko/pricing", { method: "HEAD" }))).toBe(true);
    expect(mayUsePageCache(request("/pricing", { headers: { cookie: "utm=%7B%7D; lng=en" } }))).toBe(true);
  });

  it("leaves signed-in visitors, other methods and client navigations to React Router", () => {
    expect(mayUsePageCache(request("/pricing", { headers: SESSION }))).toBe(false);
    expect(
      mayUsePageCache(request("/pricing", { headers: { cookie: "__Secure-better-auth.session_token=a.b" } })),
    ).toBe(false);
    expect(mayUsePageCache(request("/contact", { method: "POST" }))).toBe(false);
    expect(mayUsePageCache(request("/pricing.data"))).toBe(false);
  });

  it("leaves browsers the language negotiation would redirect, and only those", () => {
    expect(mayUsePageCache(request("/pricing", { headers: { "accept-language": "ko-KR,ko;q=0.9" } }))).toBe(
      false,
    );
    expect(mayUsePageCache(request("/pricing", { headers: { cookie: "lng=ar" } }))).toBe(false);
    expect(mayUsePageCache(request("/ko/pricing", { headers: { "accept-language": "ar" } }))).toBe(true);
    expect(mayUsePageCache(request("/pricing", { headers: { "accept-language": "en-AU,en;q=0.9" } }))).toBe(
      true,
    );
    const crawler = {
      "accept-language": "ko",
      "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    };
    expect(mayUsePageCache(request("/pricing", { headers: crawler }))).toBe(true);
  });
});

describe("isCacheablePage", () => {
  const headers =
    (values: Record<string, string>) =>
    (name: string): string | undefined =>
      values[name];
  const html = { "content-type": "text/html; charset=utf-8", "cache-control": ANONYMOUS_PAGE_CACHE };

  it("keeps a 200 HTML page that sets no cookie", () => {
    expect(isCacheablePage(200, headers(html))).toBe(true);
  });

  it("never keeps other statuses, other types, cookies or no-store", () => {
    expect(isCacheablePage(404, headers(html))).toBe(false);
    expect(isCacheablePage(302, headers({ ...html, location: "/ko" }))).toBe(false);
    expect(isCacheablePage(500, headers(html))).toBe(false);
    expect(isCacheablePage(200, headers({ ...html, "content-type": "application/pdf" }))).toBe(false);
    expect(isCacheablePage(200, headers({ ...html, "content-type": "text/x-script" }))).toBe(false);
    expect(isCacheablePage(200, headers({ ...html, "set-cookie": "utm=x; Path=/" }))).toBe(false);
    expect(isCacheablePage(200, headers({ ...html, "cache-control": PRIVATE_CACHE }))).toBe(false);
    expect(isCacheablePage(200, headers({ ...html, "cache-control": "no-store" }))).toBe(false);
  });
});

describe("the page cache in the Express application", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(() => database.close());

  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /**
   * The app with a page cache in front of a stub React Router: it renders an HTML page carrying this response's
   * nonce in a script (as React Router does), the URL, and how many pages it has rendered so far, so an answer
   * from the cache shows an old count. Bodies are long enough for compression to apply.
   */
  async function serve(render?: RequestHandler) {
    let renders = 0;
    const logLines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line) => logLines.push(line) });
    const pageCache = createPageCache({
      env: getEnv({ PAGE_CACHE_TTL_SECONDS: "60", PAGE_CACHE_MAX_MB: "1" }),
      version: "build-1",
      logger,
    });
    const app = createExpressApp({
      env: getEnv({ SITE_URL: "https://ausentry.example" }),
      logger,
      database: { kind: "pglite", ping: async () => true },
      pageCache,
      handler: async (req, res, next) => {
        renders += 1;
        res.set("Content-Type", "text/html; charset=utf-8");
        res.set("Cache-Control", ANONYMOUS_PAGE_CACHE).append("Vary", "Cookie");
        if (render) return render(req, res, next);
        res.write(`<!DOCTYPE html><html><head><script nonce="${res.locals.nonce}">start()</script></head>`);
        res.end(
          `<body><p>${req.path} ${req.query.page ?? ""} render ${renders}</p>${"<p>text</p>".repeat(200)}</body></html>`,
        );
      },
    });
    const server = await listen(app, 0, "127.0.0.1");
    closers.push(
      () => server.close(),
      () => pageCache.close(),
    );
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { accept: "text/html", ...headers },
      });
      return { response, html: await response.text() };
    };
    const logged = () => logLines.map((line) => JSON.parse(line) as { msg: string; req?: { path: string } });
    return { get, renders: () => renders, logged };
  }

  const nonceInCsp = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

  it("answers the same page twice from one render, each time with its own nonce in the HTML and the CSP", async () => {
    const site = await serve();
    const first = await site.get("/pricing");
    const second = await site.get("/pricing");
    expect(site.renders()).toBe(1);
    const [nonce1, nonce2] = [nonceInCsp(first.response), nonceInCsp(second.response)];
    expect(nonce1).toBeTruthy();
    expect(nonce2).toBeTruthy();
    expect(nonce2).not.toBe(nonce1);
    expect(first.html).toContain(`nonce="${nonce1}"`);
    expect(second.html).toContain(`nonce="${nonce2}"`);
    expect(second.html.replace(nonce2!, "NONCE")).toBe(first.html.replace(nonce1!, "NONCE"));
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("cache-control")).toBe(ANONYMOUS_PAGE_CACHE);
    expect(second.response.headers.get("vary")).toBe(first.response.headers.get("vary"));
  });

  it("answers a hit before Express with every header the rendered answer had, logged as from the cache", async () => {
    const site = await serve();
    const first = await site.get("/pricing");
    const second = await site.get("/pricing");
    const headers = (response: Response) =>
      [...response.headers]
        .filter(
          ([name]) => !["date", "content-length", "transfer-encoding", "content-encoding"].includes(name),
        )
        .map(([name, value]) => [name, value.replace(nonceInCsp(response)!, "NONCE")]);
    expect(headers(second.response)).toEqual(headers(first.response));
    expect(first.response.headers.get("strict-transport-security")).toBeTruthy();
    expect(site.logged().map((line) => line.msg)).toEqual(["request completed", "page from cache"]);
    expect(site.logged()[1]!.req).toEqual({ method: "GET", path: "/pricing" });
  });

  it("answers in gzip from the cache (made once, when the page is first answered again), or plain to who takes no gzip", async () => {
    const site = await serve();
    const rendered = await site.get("/pricing", { "accept-encoding": "gzip" });
    const cached = await vi.waitFor(async () => {
      const answer = await site.get("/pricing", { "accept-encoding": "gzip, deflate, br" });
      expect(answer.response.headers.get("content-encoding")).toBe("gzip");
      return answer;
    });
    expect(cached.html).toContain(`nonce="${nonceInCsp(cached.response)}"`);
    expect(cached.html.replace(nonceInCsp(cached.response)!, "N")).toBe(
      rendered.html.replace(nonceInCsp(rendered.response)!, "N"),
    );
    const plain = await site.get("/pricing", { "accept-encoding": "identity" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.html).toContain(`nonce="${nonceInCsp(plain.response)}"`);
    expect(site.renders()).toBe(1);
  });

  it("answers HEAD from the cache without a body", async () => {
    const site = await serve();
    await site.get("/pricing");
    const head = await site.get("/pricing", {}, "HEAD");
    expect(site.renders()).toBe(1);
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(head.html).toBe("");
  });

  it("never answers a signed-in visitor from the cache, and never keeps their page", async () => {
    const site = await serve();
    await site.get("/pricing", SESSION);
    await site.get("/pricing", SESSION);
    expect(site.renders()).toBe(2);
    const anonymous = await site.get("/pricing");
    expect(site.renders()).toBe(3);
    const signedIn = await site.get("/pricing", SESSION);
    expect(site.renders()).toBe(4);
    expect(signedIn.html).not.toBe(anonymous.html);
  });

  it("keeps a page per value of its query parameters, whatever their order or tracking parameters", async () => {
    const site = await serve();
    expect((await site.get("/blog?page=2")).html).toContain("/blog 2 render 1");
    expect((await site.get("/blog?page=3")).html).toContain("/blog 3 render 2");
    expect((await site.get("/blog?page=2&gclid=abc")).html).toContain("/blog 2 render 1");
    expect((await site.get("/blog?page=3")).html).toContain("/blog 3 render 2");
    expect(site.renders()).toBe(2);
  });

  it("answers a campaign visitor from the cache, with the UTM cookie, and makes that answer private", async () => {
    const site = await serve();
    await site.get("/pricing");
    const landing = await site.get("/pricing?utm_source=linkedin");
    expect(site.renders()).toBe(1);
    expect(landing.response.headers.getSetCookie()).toHaveLength(1);
    expect(landing.response.headers.get("cache-control")).toBe(PRIVATE_CACHE);
  });

  it("never keeps a page rendered for an address with tracking parameters (it may show them)", async () => {
    const site = await serve();
    // A returning campaign visitor: the UTM cookie is already set, so the answer sets none.
    const landing = await site.get("/pricing?utm_source=linkedin", { cookie: "utm=%7B%7D" });
    expect(landing.html).toContain("render 1");
    expect(landing.response.headers.getSetCookie()).toHaveLength(0);
    expect((await site.get("/pricing")).html).toContain("render 2");
    expect((await site.get("/pricing?utm_source=linkedin", { cookie: "utm=%7B%7D" })).html).toContain(
      "render 2",
    );
  });

  it("never keeps a page that sets a cookie, fails or is marked no-store", async () => {
    for (const render of [
      ((_req, res) => res.cookie("seen", "1").end("<p>page</p>")) satisfies RequestHandler,
      ((_req, res) => res.status(404).end("<p>not found</p>")) satisfies RequestHandler,
      ((_req, res) => res.set("Cache-Control", PRIVATE_CACHE).end("<p>yours</p>")) satisfies RequestHandler,
    ]) {
      const site = await serve(render);
      await site.get("/pricing");
      await site.get("/pricing");
      expect(site.renders()).toBe(2);
    }
  });

  it("renders again for a browser the unprefixed address redirects, and keeps `Vary`", async () => {
    const site = await serve();
    const english = await site.get("/pricing", { "user-agent": CHROME, "accept-language": "en-AU" });
    await site.get("/pricing", { "user-agent": CHROME, "accept-language": "ko-KR" });
    await site.get("/pricing", { "user-agent": CHROME, cookie: "lng=zh" });
    expect(site.renders()).toBe(3);
    const again = await site.get("/pricing", { "user-agent": CHROME, "accept-language": "en-AU" });
    expect(site.renders()).toBe(3);
    expect(again.response.headers.get("vary")).toBe(english.response.headers.get("vary"));
  });

  it("shows content written after a page was kept on the next request (the seed invalidates)", async () => {
    const posts = async () =>
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from resources`)).rows[0]!.n;
    const site = await serve(async (_req, res) => {
      res.end(`<p>${await posts()} posts</p>`);
    });
    expect((await site.get("/blog")).html).toBe("<p>0 posts</p>");
    expect((await site.get("/blog")).html).toBe("<p>0 posts</p>");
    const seeded = await seedDatabase(database.db);
    expect(seeded.resources).toBeGreaterThan(0);
    expect((await site.get("/blog")).html).toBe(`<p>${await posts()} posts</p>`);
    expect(site.renders()).toBe(2);
  });

  it("holds at most PAGE_CACHE_MAX_MB, however many addresses are asked: the oldest pages give way", async () => {
    const site = await serve();
    // 600 pages of ~2.4 KB each: 1.4 MB, more than the 1 MB this cache may hold.
    for (let page = 0; page < 600; page++) await site.get(`/blog?page=${page}`);
    expect(site.renders()).toBe(600);
    await site.get("/blog?page=599"); // the newest is still kept
    expect(site.renders()).toBe(600);
    await site.get("/blog?page=0"); // the oldest was dropped to make room
    expect(site.renders()).toBe(601);
  });

  it("drops every page on invalidatePageCache", async () => {
    const site = await serve();
    await site.get("/pricing");
    await site.get("/ar/pricing");
    await invalidatePageCache(database.db);
    await site.get("/pricing");
    await site.get("/ar/pricing");
    expect(site.renders()).toBe(4);
  });

  it("does not keep a page whose rendering began before an invalidation", async () => {
    let release: () => void = () => {};
    const site = await serve(async (_req, res) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      res.end("<p>old</p>");
    });
    const rendering = site.get("/pricing");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await invalidatePageCache(database.db);
    release();
    await rendering;
    const next = site.get("/pricing");
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await next;
    expect(site.renders()).toBe(2);
  });
});
