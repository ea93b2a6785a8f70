/**
 * Pages for one signed-in visitor, for one customer, for staff or for diagnostics: never for search engines.
 * `robots.txt` disallows them (in every language) and `/sitemap.xml` leaves them out. Patterns follow robots.txt
 * (RFC 9309): a prefix; `*` stands for any run of characters (`/regions/middle-east/*\/private/`: a country page's
 * private variant for one customer); an exact path when it ends in `$` (`/test$` leaves `/testimonials` crawlable).
 */
export const PRIVATE_PATHS = [
  "/profile",
  "/admin",
  "/debug$",
  "/test$",
  "/regions/middle-east/*/private/",
] as const;

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** A robots.txt pattern as the crawler reads it: from the path's start, `*` any characters, `$` the end. */
const MATCHERS = PRIVATE_PATHS.map((pattern) => {
  const exact = pattern.endsWith("$");
  const body = (exact ? pattern.slice(0, -1) : pattern).split("*").map(escapeRegExp).join(".*");
  return new RegExp(`^${body}${exact ? "$" : ""}`);
});

/** Does a site path (without language prefix) fall under one of the private patterns? */
export function isPrivatePath(path: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(path));
}
