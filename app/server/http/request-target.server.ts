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
 * What the server goes on with: the target in origin form, with its path in canonical form (`canonical`), or
 * null for a target no page can have: not a URL (`*`, garbage), a path whose percent-encoding does not decode to
 * UTF-8 text (the routers decode every path they match), or a path or query value holding a control character
 * (no link carries one, and PostgreSQL refuses a NUL in text). An absolute-form target, which HTTP/1.1 servers
 * must accept (a proxy sends it), goes on as its path and query.
 */
export function parseTarget(target: string): { target: string; canonical: string } | null {
  const url = targetUrl(target);
  if (!url || !isPlainText(decoded(url.pathname))) return null;
  for (const [name, value] of url.searchParams) if (!isPlainText(name) || !isPlainText(value)) return null;
  const at = target.indexOf("?");
  const query = target.startsWith("/") ? (at === -1 ? "" : target.slice(at)) : url.search;
  return {
    target: target.startsWith("/") ? target : `${url.pathname}${url.search}`,
    canonical: `${url.pathname.replace(/\/{2,}/g, "/")}${query}`,
  };
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Text without C0 control characters or DEL (tabs and line breaks included: none belongs in an address). */
function isPlainText(text: string | null): boolean {
  return text !== null && !CONTROL_CHARACTER.test(text);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

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

/**
 * The methods a fetch `Request` can carry (React Router makes one of every request): TRACE, TRACK and CONNECT
 * make its constructor throw, and WebDAV's and others' mean nothing here.
 */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function refuse(res: ServerResponse, status: 400 | 405): void {
  res.writeHead(status, {
    ...(status === 405 && { Allow: [...METHODS].join(", ") }),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": PRIVATE_CACHE,
    Connection: "close",
  });
  res.end(status === 400 ? "Bad Request" : "Method Not Allowed");
}

/**
 * The server's outermost listener: a target or Host header (X-Forwarded-Host behind a trusted proxy) that cannot be parsed is answered 400 before anything
 * else runs, a method a fetch `Request` cannot carry 405; an absolute-form target goes on as its origin form, and a
 * path not in canonical form is redirected to it: the one form that Express, React Router and every page read
 * alike. Canonical is what browsers make of a path (dot segments resolved, a backslash read as a slash,
 * characters percent-encoded) with every run of slashes made one, as nginx's `merge_slashes` does: `//` names no
 * page of ours, and wherever a page writes its own path into a link or redirect, a leading `//` (or `/ar//`, once
 * the language prefix is taken off) reads as another site. An error thrown by `listener` itself (the page
 * cache's front, which runs before Express) is logged and the request handed to `fallback` (Express), whose own
 * error path answers it: no request can end the process.
 */
export function guardRequests({
  listener,
  fallback,
  logger,
  trustsProxy,
}: {
  listener: RequestListener;
  fallback: RequestListener;
  logger: Pick<Logger, "error">;
  /** Whether X-Forwarded-Host is read (TRUST_PROXY): only then must it be a host. */
  trustsProxy: boolean;
}): RequestListener {
  return (req, res) => {
    const parsed = parseTarget(req.url ?? "");
    const hosts = [req.headers.host, ...(trustsProxy ? [forwardedHost(req)] : [])];
    if (parsed === null || !hosts.every(isValidHost)) {
      return refuse(res, 400);
    }
    if (!METHODS.has(req.method ?? "")) return refuse(res, 405);
    if (parsed.canonical !== parsed.target) {
      res.writeHead(308, { Location: parsed.canonical, "Cache-Control": PRIVATE_CACHE });
      return res.end();
    }
    req.url = parsed.target;
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
