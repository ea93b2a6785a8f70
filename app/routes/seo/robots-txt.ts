import { robotsTxt } from "#app/server/seo/robots.server.ts";

/** `/robots.txt` (a resource route): which paths crawlers may visit, and where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
