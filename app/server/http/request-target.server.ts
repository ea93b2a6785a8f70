/**
 * The request line and Host header as the rest of the server may trust them (issue 25 item 1). Node hands the
 * request target over as the client wrote it: `//x:99999/` is a valid origin-form target (a path whose first
 * segment is empty), yet `new URL(target, base)` reads it as a scheme-relative address and throws, and so does
 * React Router's adapter for a Host header such as `[`. Anything that parses the target goes through
 * `targetUrl`, and the outermost listener (`guardRequests`) refuses what cannot be parsed before any other code
 * sees it, and hands a thrown error to Express's error path rather than to the process.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";

/** The base every origin-form target is read against: only its path and query are ever used. */
const ORIGIN = "http://localhost";

/**
 * The target as a URL, read as the path it is (never as an authority), or null when it cannot be one. `target`
 * is an origin-form target (`/path?query`) or an absolute URL (a fetch `Request`'s `url`).
 */
export function targetUrl(target: string): URL | null {
  if (target.startsWith("/")) return URL.parse(`${ORIGIN}${target}`);
  const url = URL.parse(target);
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url : null;
}

/**
 * The origin-form target the server goes on with: the target itself when it is one, the path and query of an
 * absolute-form target (which HTTP/1.1 servers must accept, as a proxy would send it), else null (`*`, garbage).
 */
export function originFormTarget(target: string): string | null {
  const url = targetUrl(target);
  if (!url) return null;
  return target.startsWith("/") ? target : `${url.pathname}${url.search}`;
}

/**
 * A Host header (or the first X-Forwarded-Host value) that is a host name or an IP literal with an optional port:
 * what a browser sends. Missing is allowed here (HTTP/1.0; Node refuses a missing Host on HTTP/1.1 itself).
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (host.length === 0 || host.length > 255 || !HOST.test(host)) return false;
  const url = URL.parse(`http://${host}/`);
  return url !== null && url.pathname === "/" && url.username === "" && url.search === "";
}

/** A registered name (letters, digits, dots, hyphens, underscores) or a bracketed IPv6 literal, then a port. */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

function forwardedHost(req: IncomingMessage): string | undefined {
  const value = req.headers["x-forwarded-host"];
  const first = (Array.isArray(value) ? value[0] : value)?.split(",", 1)[0]?.trim();
  return first === undefined || first === "" ? undefined : first;
}

function badRequest(res: ServerResponse): void {
  res.writeHead(400, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": PRIVATE_CACHE,
    Connection: "close",
  });
  res.end("Bad Request");
}

/**
 * The server's outermost listener: a target or Host header that cannot be parsed is answered 400 before anything
 * else runs; an absolute-form target goes on as its origin form. An error thrown by `listener` itself (the page
 * cache's front, which runs before Express) is logged and the request handed to `fallback` (Express), whose own
 * error path answers it: no request can end the process.
 */
export function guardRequests(
  listener: RequestListener,
  fallback: RequestListener,
  logger: Pick<Logger, "error">,
): RequestListener {
  return (req, res) => {
    const target = originFormTarget(req.url ?? "");
    if (target === null || !isValidHost(req.headers.host) || !isValidHost(forwardedHost(req))) {
      return badRequest(res);
    }
    req.url = target;
    try {
      listener(req, res);
    } catch (error) {
      logger.error({ err: error, req: { method: req.method } }, "request listener failed: handed to Express");
      if (listener !== fallback && !res.headersSent) fallback(req, res);
      else if (!res.headersSent)
        res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
    }
  };
}
