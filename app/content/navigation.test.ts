import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import * as navigation from "#app/content/navigation.ts";
import { NOT_BUILT_YET } from "#app/content/pages-not-built.ts";
import routes from "#app/routes.ts";

/** Every `to` in navigation.ts: the link lists, and the links inside groups (`{ key, items }`). */
function linkTargets(): string[] {
  const targets = new Set<string>();
  for (const list of Object.values(navigation)) {
    for (const entry of list) {
      if ("to" in entry) targets.add(entry.to);
      if ("items" in entry) for (const item of entry.items) targets.add(item.to);
    }
  }
  return [...targets].sort();
}

/**
 * The page an unprefixed (English) link opens: the deepest route matched, unless that is the catch-all or the
 * match only worked by reading the first segment as a language (`/about` would otherwise be home in "about").
 */
function pageFor(to: string): string | undefined {
  const pathname = new URL(to, "http://localhost").pathname;
  const matches = matchRoutes(routes as RouteObject[], pathname);
  const page = matches?.at(-1);
  if (!page || page.route.path === "*" || page.params.lang !== undefined) return undefined;
  return (page.route as RouteObject & { file: string }).file;
}

describe("navigation links", () => {
  const targets = linkTargets();

  it.each(targets)("%s opens a page", (to) => {
    if (NOT_BUILT_YET.includes(to)) {
      expect(pageFor(to), `${to} has a page now: take it off NOT_BUILT_YET`).toBeUndefined();
    } else {
      expect(pageFor(to), `${to} matches no route but the catch-all`).toBeDefined();
    }
  });

  it("lists only linked pages as not built yet", () => {
    expect(NOT_BUILT_YET.filter((to) => !targets.includes(to))).toEqual([]);
  });

  it("tells a page from the catch-all and from a language prefix", () => {
    expect(pageFor("/login")).toBe("routes/account/login.tsx");
    expect(pageFor("/")).toBe("routes/marketing/home.tsx");
    expect(pageFor("/no-such-page")).toBeUndefined();
    expect(pageFor("/ko")).toBeUndefined();
  });
});
