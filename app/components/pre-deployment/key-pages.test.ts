import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { builtKeyPages, KEY_PAGES } from "#app/components/pre-deployment/key-pages.ts";
import { NOT_BUILT_YET } from "#app/content/pages-not-built.ts";
import routes from "#app/routes.ts";

/** The route file an English path opens (not the catch-all 404). */
function routeFileOf(path: string): string | undefined {
  const page = matchRoutes(routes as RouteObject[], path)?.at(-1);
  if (!page || page.route.path === "*" || page.params.lang !== undefined) return undefined;
  return (page.route as RouteObject & { file: string }).file;
}

describe("the pre-deployment check's pages", () => {
  it("are the issue's nine key pages, less those not built yet", () => {
    expect(KEY_PAGES).toHaveLength(9);
    expect(builtKeyPages()).toEqual(KEY_PAGES.filter((path) => !NOT_BUILT_YET.includes(path)));
    expect(builtKeyPages().slice(0, 6)).toEqual([
      "/",
      "/pricing",
      "/solutions",
      "/regions",
      "/tools",
      "/contact",
    ]);
  });

  it("each have a route, and the check page has its own", () => {
    for (const path of builtKeyPages()) expect(routeFileOf(path), path).toBeDefined();
    expect(routeFileOf("/pre-deployment-check")).toBe("routes/pre-deployment/pre-deployment-check.tsx");
  });
});
