import { parse as parseCookies } from "cookie";
import { isbot } from "isbot";
import { redirect } from "react-router";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type LanguageCode,
  languageFromPath,
  languagesFromAcceptHeader,
  localHref,
  normalizeLanguageCode,
} from "#app/domain/languages.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { targetUrl } from "#app/server/http/request-target.server.ts";

/**
 * The language an unprefixed (English) address opens in (spec 000 §4, DESIGN.md "Languages and URLs"): the
 * visitor's stored choice (cookie `lng`, set by the language switcher), else the browser's `Accept-Language`
 * when it names one of ours (quality values respected; values that are not language tags, such as script
 * injections, are discarded), else English. Only browsers are redirected: crawlers always get the URL's language,
 * so every language version stays indexable at its own address.
 */

/**
 * What the negotiation reads of a request: a fetch `Request` is one; so is Node's request seen through
 * `requestHead` (page-cache.server.ts), which answers before a `Request` is made. `url` may be a path.
 */
export type RequestHead = { method: string; url: string; headers: { get(name: string): string | null } };

/** Only page views can be redirected: no form posts, files (sitemap.xml, robots.txt, PDFs) or the health check. */
function isNegotiable(request: RequestHead, url: URL): boolean {
  if (!(request.headers.get("accept") ?? "").includes("text/html")) return false;
  return isNegotiableAddress(request, url);
}

/** A page read at an address that can open another language: unprefixed, not a file, not the health check. */
function isNegotiableAddress(request: RequestHead, url: URL): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (url.pathname === "/healthz" || /\.[a-z0-9]+$/i.test(url.pathname)) return false;
  return languageFromPath(url.pathname) === DEFAULT_LANGUAGE;
}

/** Crawlers, link previews and scripts (no User-Agent at all, or one `isbot` knows) are not browsers. */
function isBrowser(request: RequestHead): boolean {
  const userAgent = request.headers.get("user-agent");
  return !!userAgent && !isbot(userAgent);
}

/** The language the visitor's browser should see `request` in, when that is not the URL's own. */
function preferredLanguage(request: RequestHead): LanguageCode {
  // `cookie` leaves a malformed value undecoded rather than throwing, so it is simply not a language.
  const stored = normalizeLanguageCode(parseCookies(request.headers.get("cookie") ?? "")[LANGUAGE_COOKIE]);
  if (stored) return stored;
  return languagesFromAcceptHeader(request.headers.get("accept-language"))[0] ?? DEFAULT_LANGUAGE;
}

/**
 * A 302 to the same page in the visitor's language, or null to serve the URL's own. Never stored by a shared
 * cache: the answer depends on the browser, and a crawler must never be handed a browser's redirect.
 */
export function preferredLanguageRedirect(request: RequestHead): Response | null {
  const url = targetUrl(request.url);
  if (!url || !isNegotiable(request, url)) return null;
  const lang = preferredLanguage(request);
  // Asked last: recognising a crawler is the dearest question, and most visitors prefer English anyway.
  if (lang === DEFAULT_LANGUAGE || !isBrowser(request)) return null;
  return redirect(localHref(lang, url.pathname + url.search), {
    status: 302,
    headers: { Vary: "Accept-Language, Cookie", "Cache-Control": PRIVATE_CACHE },
  });
}

/**
 * The request headers an answer depends on, for `Vary`: the session cookie always; on an unprefixed page also
 * `Accept-Language` (the same address redirects a Korean browser), so a cache keeps the English page for English
 * browsers only. Prefixed pages depend on the URL alone. It depends on the address, never on this request's other
 * headers: the page cache keeps one answer per address, headers included, for every request to it (a first
 * request that did not ask for HTML must not store a `Vary` without `Accept-Language`).
 */
export function varyFor(request: Request): string {
  return isNegotiableAddress(request, new URL(request.url)) ? "Accept-Language, Cookie" : "Cookie";
}
