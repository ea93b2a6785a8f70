import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "#app/content/countries.ts";
import { SITEMAP_GROUPS } from "#app/content/navigation.ts";
import { NOT_BUILT_YET } from "#app/content/pages-not-built.ts";
import routes from "#app/routes.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { isPrivatePath } from "#app/server/seo/private-paths.server.ts";
import { indexablePages, regionPages, sitemapEntries, sitemapXml } from "#app/server/seo/sitemap.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const site = getEnv().SITE_URL.replace(/\/$/, "");

/** The route file an English path opens (not the catch-all, not a path read as a language prefix). */
function routeFileOf(path: string): string | undefined {
  const page = matchRoutes(routes as RouteObject[], path)?.at(-1);
  if (!page || page.route.path === "*" || page.params.lang !== undefined) return undefined;
  return (page.route as RouteObject & { file: string }).file;
}

describe("indexablePages", () => {
  const pages = indexablePages(true);

  it("lists every built page of the sitemap page, and the sitemap page itself", () => {
    const linked = SITEMAP_GROUPS.flatMap((group) => group.items.map((item) => item.to));
    const built = linked.filter((path) => !NOT_BUILT_YET.includes(path) && path !== "/profile");
    expect(pages).toEqual(
      expect.arrayContaining([...built, "/sitemap", "/privacy-policy", "/terms", "/cookies"]),
    );
  });

  it("lists only pages that have a route, once each", () => {
    for (const path of pages) expect(routeFileOf(path), path).toBeDefined();
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("leaves out pages not built yet and private pages", () => {
    for (const path of [...NOT_BUILT_YET, "/profile", "/debug", "/test"]) expect(pages).not.toContain(path);
  });
});

describe("regionPages", () => {
  const pages = regionPages();

  it("lists the Middle East hub, the 22 public country pages and the 22 reports, once each", () => {
    expect(COUNTRIES).toHaveLength(22);
    expect(pages).toHaveLength(45);
    expect(new Set(pages).size).toBe(45);
    expect(pages).toContain("/regions/middle-east");
    for (const { slug } of COUNTRIES) {
      expect(pages).toContain(`/regions/middle-east/${slug}`);
      expect(pages).toContain(`/regions/country-report/${slug}`);
    }
  });

  it("lists pages that have their routes, and no private variant", () => {
    expect(routeFileOf("/regions/middle-east")).toBe("routes/regions/middle-east.tsx");
    for (const path of pages) {
      expect(routeFileOf(path), path).toBeDefined();
      expect(isPrivatePath(path), path).toBe(false);
    }
    for (const { slug } of COUNTRIES) {
      expect(routeFileOf(`/regions/middle-east/${slug}`)).toBe("routes/regions/country.tsx");
      expect(routeFileOf(`/regions/middle-east/${slug}/private/acme-7`)).toBe("routes/regions/country.tsx");
      expect(isPrivatePath(`/regions/middle-east/${slug}/private/acme-7`)).toBe(true);
    }
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml([
    { path: "/terms" },
    { path: "/blog/a&b", lastModified: new Date("2025-03-04T12:00:00Z") },
  ]);

  it("lists each page in all five languages with every alternate and x-default", () => {
    for (const loc of ["/terms", "/ko/terms", "/zh/terms", "/hi/terms", "/ar/terms"]) {
      expect(xml).toContain(`<url><loc>${site}${loc}</loc>`);
    }
    const entry = xml.split("\n").find((line) => line.includes(`<loc>${site}/ar/terms</loc>`))!;
    for (const [hreflang, path] of [
      ["en", "/terms"],
      ["ko", "/ko/terms"],
      ["zh", "/zh/terms"],
      ["hi", "/hi/terms"],
      ["ar", "/ar/terms"],
      ["x-default", "/terms"],
    ]) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${site}${path}"/>`);
    }
  });

  it("dates posts, escapes URLs and declares both namespaces", () => {
    expect(xml).toContain(`<loc>${site}/blog/a&#38;b</loc><lastmod>2025-03-04</lastmod>`);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    expect(xml.match(/<url>/g)).toHaveLength(10);
  });
});

describe.each(TEST_BACKENDS)("sitemapEntries on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("adds every public blog post, dated, to the pages", async () => {
    await seedDatabase(database().db);
    const entries = await sitemapEntries();
    const posts = entries.filter((entry) => entry.path.startsWith("/blog/"));
    expect(posts).toHaveLength(9);
    expect(posts.every((post) => post.lastModified instanceof Date)).toBe(true);
    expect(entries.map((entry) => entry.path)).toEqual(expect.arrayContaining(indexablePages(true)));
    expect(entries.map((entry) => entry.path)).not.toContain("/blog/2027-government-technology-pipeline");
  });

  it("lists the hub, the country pages and reports once each, never a private variant", async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(regionPages()));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path.includes("/private/"))).toEqual([]);
    const xml = sitemapXml(await sitemapEntries());
    for (const loc of [
      "/regions/middle-east/qatar",
      "/ar/regions/middle-east/qatar",
      "/hi/regions/country-report/egypt",
    ]) {
      expect(xml).toContain(`<url><loc>${site}${loc}</loc>`);
    }
  });

  it("lists the five plan pages", async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    for (const slug of ["assessment", "entry-kit", "growth-plan", "premium-retainer", "enterprise"]) {
      expect(paths).toContain(`/pricing/${slug}`);
    }
  });
});
