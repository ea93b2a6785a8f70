/**
 * The rendered-page cache (docs/decisions/016-page-cache.md): an anonymous page view is rendered by React Router
 * once, kept in memory for a short time, and answered from there to every anonymous visitor of the same URL with
 * a fresh CSP nonce. Anonymous HTML depends on the URL only (README, "Rules of the house"), which is what makes
 * this correct; a request or response that could break that rule goes around the cache.
 *
 * Two places answer from it (decision 019): `front`, in front of Express, answers most hits with no middleware at
 * all (the stored headers are the whole answer but the nonce); `middleware`, in Express just before React Router,
 * answers the hits `front` leaves (a campaign's landing, which sets a cookie) and stores what React Router renders:
 * the HTML and every header, cut where the nonce stood, with a gzip form made once (gzip-joined.server.ts).
 */
import type { IncomingMessage, OutgoingHttpHeader, RequestListener, ServerResponse } from "node:http";
import { getSessionCookie } from "better-auth/cookies";
import type { Response as ExpressResponse, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import type { Logger } from "pino";
import { isTrackingParameter } from "#app/domain/analytics/tracking-parameters.ts";
import type { Env } from "#app/server/env.server.ts";
import { deflateParts, gzipJoined } from "#app/server/http/gzip-joined.server.ts";
import { preferredLanguageRedirect, type RequestHead } from "#app/server/http/language-redirect.server.ts";
import {
  listenForPageCacheInvalidation,
  onPageCacheInvalidation,
} from "#app/server/http/page-cache-invalidation.server.ts";
import { targetUrl } from "#app/server/http/request-target.server.ts";
import { newNonce } from "#app/server/http/security.server.ts";
import { pageCacheLookups } from "#app/server/observability/metrics.server.ts";

/**
 * Whether a URL carries a tracking parameter (a campaign's landing): Express sets its cookie, and the page React
 * Router renders for it is not stored, as it may show the parameters (the cache key leaves them out).
 */
function hasTrackingParameter(url: string): boolean {
  const at = url.indexOf("?");
  if (at === -1) return false;
  for (const name of new URLSearchParams(url.slice(at + 1)).keys())
    if (isTrackingParameter(name)) return true;
  return false;
}

/**
 * The cache key of a page: the build, the path (which carries the language) and its query parameters, sorted by
 * name (a page reads parameters by name: their order does not make another page), without tracking parameters.
 * Every other parameter counts: a page that reads one (`/blog?page=2`, `/partners?category=`) is kept per value.
 */
export function pageCacheKey(url: string, version: string): string {
  const at = url.indexOf("?");
  if (at === -1) return `${version} ${url}`;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of [...query.keys()]) if (isTrackingParameter(name)) query.delete(name);
  query.sort();
  const search = query.toString();
  return `${version} ${url.slice(0, at)}${search ? `?${search}` : ""}`;
}

/**
 * A request the cache may answer: a page view (GET or HEAD; not a `.data` request, React Router's client
 * navigation) from a visitor who is not signed in, which the language negotiation would not redirect (an
 * unprefixed address opens another language for a browser that prefers it: that browser must not get the English
 * page, and gets its redirect from React Router). Only GETs fill the cache.
 */
export function mayUsePageCache(request: RequestHead): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = targetUrl(request.url);
  if (!url || url.pathname.endsWith(".data")) return false;
  // better-auth reads `get("cookie")` of what it is given, all a RequestHead's headers need.
  if (getSessionCookie(request.headers as Headers) !== null) return false;
  return preferredLanguageRedirect(request) === null;
}

/**
 * A response the cache may keep: a 200 HTML page that sets no cookie and that nobody marked `no-store` (the root
 * middleware marks every personal, failed or non-GET answer so, and guardOutgoingCookies every answer setting a
 * cookie). `private` alone does not exclude it: anonymous pages are private to shared caches, which cannot keep our
 * per-response nonce (cache-control.server.ts), while this cache gives each answer its own.
 */
export function isCacheablePage(status: number, header: (name: string) => unknown): boolean {
  if (status !== 200) return false;
  if (!String(header("content-type") ?? "").startsWith("text/html")) return false;
  if (header("set-cookie") !== undefined) return false;
  return !/\bno-store\b/i.test(String(header("cache-control") ?? ""));
}

/**
 * A stored page: its body and headers cut where the nonce of the response that rendered it stood, and the body's
 * parts deflated for gzip answers, made when the page is first answered again to a browser that takes gzip (a
 * page asked for once never pays for it; until it is ready, answers are not compressed).
 */
type CachedPage = {
  parts: Buffer[];
  deflated?: Buffer[];
  deflating?: boolean;
  headers: [string, OutgoingHttpHeader][];
  /** The nonce the page was rendered with, replaced in header values on each answer. */
  nonce: string;
  size: number;
};

/** Headers that describe one transfer, not the page: Node sets them again for each answer, and so does `send`. */
const TRANSFER_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
]);
/** What an entry costs beyond its body (the key, its headers, the bookkeeping), roughly. */
const ENTRY_OVERHEAD_BYTES = 2_048;

function splitAt(body: Buffer, nonce: string): Buffer[] {
  const marker = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Node's request as the rules above read it, without making a fetch `Request`. */
function requestHead(req: IncomingMessage): RequestHead {
  return {
    method: req.method ?? "GET",
    url: req.url ?? "",
    headers: {
      get(name) {
        const value = req.headers[name];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}

/**
 * Writes a stored page with `nonce` in place of the one it was rendered with, gzip when the request takes it: the
 * stored pieces go out as they are, in one write of the socket, never copied into one buffer. True when the request
 * took gzip but the page has no gzip form yet.
 */
function send(page: CachedPage, nonce: string, req: IncomingMessage, res: ServerResponse): boolean {
  const value = Buffer.from(nonce);
  const takesGzip = new Negotiator(req).encoding(["gzip", "identity"]) === "gzip";
  const gzip = takesGzip && page.deflated !== undefined;
  const pieces =
    page.deflated && gzip
      ? gzipJoined(page.parts, page.deflated, value)
      : page.parts.flatMap((part, index) => (index === 0 ? [part] : [value, part]));
  for (const [name, stored] of page.headers) {
    res.setHeader(name, typeof stored === "string" ? stored.replaceAll(page.nonce, nonce) : stored);
  }
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader(
    "Content-Length",
    pieces.reduce((length, piece) => length + piece.length, 0),
  );
  res.statusCode = 200;
  // One buffer in one `end`: a corked response whose writes go through the compression middleware (a hit inside
  // Express, before its gzip form exists) is sent empty on Node 22.
  if (req.method === "HEAD") res.end();
  else res.end(Buffer.concat(pieces));
  return takesGzip && !gzip;
}

export type PageCacheOptions = {
  env: Pick<Env, "PAGE_CACHE_TTL_SECONDS" | "PAGE_CACHE_MAX_MB" | "DATABASE_URL">;
  /** The build's version (`build.assets.version`): a new build never answers with a page rendered by another. */
  version: string;
  logger: Pick<Logger, "info" | "warn">;
};

export type PageCache = {
  /** The server's request listener: answers what it can from the cache, hands the rest to `app` (Express). */
  front(app: RequestListener): RequestListener;
  /** Express middleware, placed just before React Router's handler. */
  middleware: RequestHandler;
  /** Stops listening for other processes' invalidations. */
  close(): Promise<void>;
};

/**
 * A page cache bounded in bytes (PAGE_CACHE_MAX_MB) whose entries live PAGE_CACHE_TTL_SECONDS. With PostgreSQL,
 * it also listens for invalidations from the other server processes.
 */
export function createPageCache({ env, version, logger }: PageCacheOptions): PageCache {
  const maxSize = Math.floor(env.PAGE_CACHE_MAX_MB * 1024 * 1024);
  if (maxSize === 0 || env.PAGE_CACHE_TTL_SECONDS === 0) {
    return { front: (app) => app, middleware: (_req, _res, next) => next(), async close() {} };
  }
  const pages = new LRUCache<string, CachedPage>({
    maxSize,
    sizeCalculation: (page) => page.size,
    ttl: env.PAGE_CACHE_TTL_SECONDS * 1000,
  });
  // Bumped by every invalidation: a render that began before it may show the old content, so it is not stored.
  let generation = 0;
  const unregister = onPageCacheInvalidation(() => {
    generation += 1;
    pages.clear();
  });
  const listener = env.DATABASE_URL ? listenForPageCacheInvalidation(env.DATABASE_URL, logger) : undefined;

  function store(key: string, body: Buffer, headers: [string, OutgoingHttpHeader][], nonce: string) {
    pages.set(key, { parts: splitAt(body, nonce), headers, nonce, size: body.length + ENTRY_OVERHEAD_BYTES });
  }

  /** Makes a page's gzip form once, off the event loop. */
  function makeGzipForm(key: string, page: CachedPage) {
    if (page.deflating) return;
    page.deflating = true;
    deflateParts(page.parts).then(
      (deflated) => {
        // Unless the page was dropped or replaced meanwhile.
        if (pages.peek(key) !== page) return;
        const size = page.size + deflated.reduce((sum, part) => sum + part.length, 0);
        pages.set(key, { ...page, deflated, size }, { noUpdateTTL: true });
      },
      (error) => logger.warn({ err: error }, "page cache: no gzip form"),
    );
  }

  /** Passes the handler's answer through untouched, keeping a copy to store if it turns out cacheable. */
  function keepAnswer(key: string, res: ExpressResponse) {
    const startedIn = generation;
    const nonce = res.locals.nonce as string;
    const header = (name: string) => res.getHeader(name);
    const chunks: Buffer[] = [];
    let size = 0;
    // Decided at the first chunk, when status and headers are known: anything else (a PDF, a 404) is not copied.
    let keeping: boolean | undefined;

    function keep(chunk: unknown, encoding: unknown) {
      if (keeping === false || chunk === undefined || chunk === null || typeof chunk === "function") return;
      keeping ??= isCacheablePage(res.statusCode, header);
      if (!keeping) return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      size += buffer.length;
      if (size > maxSize) {
        keeping = false;
        chunks.length = 0;
      }
    }

    const write = res.write;
    const end = res.end;
    res.write = function (this: ExpressResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ExpressResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      const result = (end as (...args: unknown[]) => ExpressResponse).call(this, chunk, ...rest);
      if (keeping && generation === startedIn && isCacheablePage(res.statusCode, header)) {
        // Checked again now that the headers went out: guardOutgoingCookies has its say in writeHead.
        const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
          value === undefined || TRANSFER_HEADERS.has(name)
            ? []
            : [[name, value] as [string, OutgoingHttpHeader]],
        );
        store(key, Buffer.concat(chunks), headers, nonce);
      }
      return result;
    } as typeof res.end;
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (!mayUsePageCache(requestHead(req))) return next();
    const key = pageCacheKey(req.url, version);
    const page = pages.get(key);
    pageCacheLookups.inc({ result: page ? "hit" : "miss" });
    if (page) {
      if (send(page, res.locals.nonce as string, req, res)) makeGzipForm(key, page);
      return;
    }
    if (req.method === "GET" && !hasTrackingParameter(req.url)) keepAnswer(key, res);
    next();
  };

  /**
   * Answers a hit with its stored headers and a new nonce, before Express: no middleware runs, so only requests
   * whose answer is all in the store come here; a campaign's landing (tracking parameters) goes on to Express,
   * which sets its cookie. Logged like any request.
   */
  function front(app: RequestListener): RequestListener {
    return (req, res) => {
      const url = req.url ?? "";
      const key =
        !hasTrackingParameter(url) && mayUsePageCache(requestHead(req)) ? pageCacheKey(url, version) : null;
      const page = key === null ? undefined : pages.get(key);
      // A miss is counted by the middleware, where every page view the cache could take arrives.
      if (!key || !page) return app(req, res);
      pageCacheLookups.inc({ result: "hit" });
      if (send(page, newNonce(), req, res)) makeGzipForm(key, page);
      logger.info(
        { req: { method: req.method, path: url.split("?", 1)[0] }, res: { status: 200 } },
        "page from cache",
      );
    };
  }

  return {
    front,
    middleware,
    async close() {
      unregister();
      await listener?.close();
    },
  };
}
