import { sitemapEntries, sitemapXml } from "#app/server/seo/sitemap.server.ts";

/** `/sitemap.xml` (a resource route: no page around it): every public page in all five languages. */
export async function loader() {
  return new Response(sitemapXml(await sitemapEntries()), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
