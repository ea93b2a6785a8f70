/**
 * Pages for one signed-in visitor, for staff or for diagnostics: never for search engines. `robots.txt` disallows
 * them (in every language) and `/sitemap.xml` leaves them out. Patterns follow robots.txt (RFC 9309): a prefix, or
 * an exact path when it ends in `$` (`/test$` leaves `/testimonials` crawlable).
 */
export const PRIVATE_PATHS = ["/profile", "/admin", "/debug$", "/test$"] as const;

/** Does a site path (without language prefix) fall under one of the private patterns? */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((pattern) =>
    pattern.endsWith("$") ? path === pattern.slice(0, -1) : path.startsWith(pattern),
  );
}
