/**
 * Anonymous pages are shared-cacheable for a short time and served stale while revalidating; anything personal,
 * non-GET or failed is private and never stored. A response that sets a cookie is made private whatever this says
 * (guardOutgoingCookies, in Express, where every Set-Cookie is visible).
 */
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE = "private, no-store";

export function cacheControlFor(request: Request, response: Response, personal: boolean): string {
  if (request.method !== "GET" || personal || response.status >= 400) return PRIVATE_CACHE;
  return PUBLIC_CACHE;
}
