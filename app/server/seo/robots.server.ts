import { LANGUAGES, localHref } from "#app/domain/languages.ts";
import { absoluteUrl } from "#app/server/env.server.ts";
import { PRIVATE_PATHS } from "#app/server/seo/private-paths.server.ts";

/** `/robots.txt`: everything may be crawled but the private pages, in each language; where the sitemap is. */
export function robotsTxt(): string {
  const disallowed = LANGUAGES.flatMap((language) =>
    PRIVATE_PATHS.map((pattern) => `Disallow: ${localHref(language.code, pattern)}`),
  );
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join(
    "\n",
  );
}
