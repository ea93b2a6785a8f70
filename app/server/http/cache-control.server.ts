/**
 * What caches outside the server may keep (docs/decisions/016-page-cache.md). Anonymous pages are kept by the
 * server's own page cache (page-cache.server.ts), which gives every answer a fresh CSP nonce; a shared cache would
 * hand one response's nonce to every visitor, so their HTML is private to the browser and revalidated each time.
 * Anonymous answers without a nonce (sitemap, `.data` navigations) are shared-cacheable for a short time and
 * served stale while revalidating. Anything personal, non-GET or failed is private and never stored, by anyone.
 * A response that sets a cookie is made private whatever this says (guardOutgoingCookies, in Express, where every
 * Set-Cookie is visible).
 */
export const ANONYMOUS_PAGE_CACHE = "private, no-cache";
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE = "private, no-store";
/** A file whose address changes whenever its bytes would (the build's assets, a media library image's variants). */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

export function cacheControlFor(request: Request, response: Response, personal: boolean): string {
  if (request.method !== "GET" || personal || response.status >= 400) return PRIVATE_CACHE;
  if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) return ANONYMOUS_PAGE_CACHE;
  return PUBLIC_CACHE;
}
