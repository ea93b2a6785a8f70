import { parse as parseCookies } from "cookie";
import { isbot } from "isbot";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageFromPath,
  localHref,
  normalizeLanguageCode,
} from "#app/domain/languages.ts";

/**
 * A visitor who chose a language before (cookie `lng`) and opens an unprefixed (English) page in a browser is
 * sent to that page in their language. Browser-language hints only prompt (see LanguagePrompt), and crawlers
 * always get the URL's language.
 */
export function preferredLanguageRedirect(request: Request): string | null {
  if (request.method !== "GET") return null;
  if (!(request.headers.get("accept") ?? "").includes("text/html")) return null;
  if (isbot(request.headers.get("user-agent"))) return null;
  const url = new URL(request.url);
  if (languageFromPath(url.pathname) !== DEFAULT_LANGUAGE) return null;
  // `cookie` leaves a malformed value undecoded rather than throwing, so it is simply not a language.
  const chosen = normalizeLanguageCode(parseCookies(request.headers.get("cookie") ?? "")[LANGUAGE_COOKIE]);
  if (!chosen || chosen === DEFAULT_LANGUAGE) return null;
  return localHref(chosen, url.pathname + url.search);
}
