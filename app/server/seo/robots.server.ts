import { LANGUAGES, localHref } from "#app/domain/languages.ts";
import { absoluteUrl, allowsIndexing, type Env, getEnv } from "#app/server/env.server.ts";
import { PRIVATE_PATHS } from "#app/server/seo/private-paths.server.ts";

/**
 * `/robots.txt`: everything may be crawled but the private pages, in each language; where the sitemap is. A site
 * that may not be indexed (`allowsIndexing`: staging, test payments) disallows everything and names no sitemap.
 */
export function robotsTxt(env: Env = getEnv()): string {
  if (!allowsIndexing(env)) return ["User-agent: *", "Disallow: /", ""].join("\n");
  const disallowed = LANGUAGES.flatMap((language) =>
    PRIVATE_PATHS.map((pattern) => `Disallow: ${localHref(language.code, pattern)}`),
  );
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join(
    "\n",
  );
}
