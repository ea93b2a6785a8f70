/**
 * Where to send a visitor after signing in: only a path on this site. Anything else (another host, a
 * protocol-relative `//host`, backslash tricks, control characters, `javascript:`) gives the fallback. The path is
 * checked as the browser will resolve it: dot segments (`/.//host`, `/a/..//host`, `/%2e//host`) can collapse into
 * a protocol-relative URL, so the normalised path must still be one slash followed by something else. Every run of
 * slashes in it is then made one: a language prefix taken off later (`localHref`) can never leave `//host` behind
 * (`/ar//evil.example` was `Location: //evil.example`, issue 25 item 6).
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  const base = "http://site.invalid";
  // `//` alone is no URL at all: it would throw.
  const url = URL.parse(target, base);
  if (!url || url.origin !== base || !/^\/(?![/\\])/.test(url.pathname)) return fallback;
  return `${url.pathname.replace(/\/{2,}/g, "/")}${url.search}${url.hash}`;
}
