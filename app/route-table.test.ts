import { readdirSync, readFileSync } from "node:fs";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "#app/content/countries.ts";
import { PLANS } from "#app/content/plans.ts";
import { SOLUTIONS } from "#app/content/solutions.ts";
import { LANGUAGE_CODES, localHref } from "#app/domain/languages.ts";
import routes from "#app/routes.ts";

/**
 * Every page a catalogue names reaches its own module in every language (decision 023). The optional language
 * segment makes `/pricing/about` also read as the page `about` in a language called "pricing", and React Router
 * may prefer that reading: a catalogue slug equal to a top-level page's name needs a route by name (as
 * `/pricing/assessment` has) or another slug.
 */
function moduleOf(pathname: string): string | undefined {
  const page = matchRoutes(routes as RouteObject[], pathname)?.at(-1);
  return (page?.route as (RouteObject & { file?: string }) | undefined)?.file;
}

const CATALOGUE_PAGES: readonly (readonly [path: string, module: string])[] = [
  ...PLANS.map((plan) => [`/pricing/${plan.slug}`, "routes/pricing/plan.tsx"] as const),
  ...SOLUTIONS.map((solution) => [`/solutions/${solution.slug}`, "routes/solutions/solution.tsx"] as const),
  ...COUNTRIES.flatMap((country) => [
    [`/regions/middle-east/${country.slug}`, "routes/regions/country.tsx"] as const,
    [`/regions/country-report/${country.slug}`, "routes/country-report/country-report.tsx"] as const,
  ]),
];

describe("the route table", () => {
  it.each(CATALOGUE_PAGES)("%s reaches %s in every language", (path, module) => {
    for (const lang of LANGUAGE_CODES)
      expect(moduleOf(localHref(lang, path)), `${lang}: ${path}`).toBe(module);
  });

  it("shows what the test guards against: a slug named like a top-level page is read as that page", () => {
    expect(moduleOf("/pricing/about")).toBe("routes/marketing/about.tsx");
    expect(moduleOf("/ar/pricing/about")).toBe("routes/pricing/plan.tsx");
  });
});

/** A route module past this many lines has a page body that belongs in components/<feature>/ (decision 058). */
const MAX_ROUTE_MODULE_LINES = 120;

describe("the route modules", () => {
  const modules = readdirSync("app/routes", { recursive: true, encoding: "utf8" }).filter(
    // The modules the route table names; their server halves (`*.server.ts`) hold the loaders' and actions' work.
    (file) => /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file),
  );

  it("are thin: a loader, an action and a page that composes components, each module within the limit", () => {
    expect(modules.length).toBeGreaterThan(50);
    const long = modules
      .map((file) => [file, readFileSync(`app/routes/${file}`, "utf8").split("\n").length - 1] as const)
      .filter(([, lines]) => lines > MAX_ROUTE_MODULE_LINES);
    expect(long).toEqual([]);
  });
});

describe("document pages (decision 061)", () => {
  const modules = readdirSync("app/routes", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
    .map((file) => [file, readFileSync(`app/routes/${file}`, "utf8")] as const);
  const documents = modules.filter(([, source]) => /export const handle = documentPage\(/.test(source));

  it("are the pages a visitor reads (home, about, the sitemap, solutions, blog, FAQ, legal texts, country pages, the newsletter's archive), contact, the partner directory and the resource hub", () => {
    expect(documents.map(([file]) => file).sort()).toEqual(
      [
        "blog/index.tsx",
        "blog/post.tsx",
        "leads/contact.tsx",
        "legal/privacy-policy.tsx",
        "legal/terms.tsx",
        "marketing/about.tsx",
        "marketing/home.tsx",
        "marketing/sitemap.tsx",
        "newsletter/newsletter-issue.tsx",
        "newsletter/newsletter-issues.tsx",
        "partners/partners.tsx",
        "regions/country.tsx",
        "resources/faq.tsx",
        "resources/resources.tsx",
        "solutions/index.tsx",
        "solutions/solution.tsx",
      ].sort(),
    );
  });

  it("each loads as a document when the app follows a link to it, and none has app-only behaviour", () => {
    for (const [file, source] of documents) {
      expect(source, file).toContain("export const clientMiddleware = [loadAsDocument];");
      // Browser-only behaviour needs the app, which a document page never loads.
      expect(source, file).not.toMatch(/\buse(State|Effect|Fetcher|Navigate|Submit)\b/);
    }
  });
});
