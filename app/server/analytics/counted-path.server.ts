/**
 * The path an analytics event is counted under (decision 057): the page of the route table it matches, so the
 * number of distinct paths is bounded by the site's routes and catalogues, whatever the browser sends.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { COUNTRIES } from "#app/content/countries.ts";
import { PLAN_SLUGS } from "#app/content/plans.ts";
import { SOLUTION_SLUGS } from "#app/content/solutions.ts";
import { stripLanguagePrefix } from "#app/domain/languages.ts";
import routeTable from "#app/routes.ts";

/**
 * The site's pages: what the optional language segment holds. The path's language prefix is taken off before
 * matching (the language is a column of its own), and the API and crawler routes outside it are no page.
 */
const PAGES = routeTable.find((entry) => entry.path === ":lang?")!.children as RouteObject[];

const countrySlugs = new Set(COUNTRIES.map((country) => country.slug));

/**
 * Dynamic segments counted by their value, keyed by the pattern up to that segment: values of the site's own
 * catalogues, fixed per build, so each plan, solution and country page keeps its own counter (which offer or market
 * draws the visitors) at no cost. Any other value is counted as the pattern (`/blog/:slug`, `/checkout/test/
 * :sessionId`, `…/private/:customerId`): a blog post is a row staff write (knowing it would cost a query per batch,
 * and the dashboard's funnel sums over paths anyway), the rest are identifiers or downloads.
 */
export const COUNTED_VALUES: Readonly<Record<string, ReadonlySet<string>>> = {
  "/solutions/:slug": new Set(SOLUTION_SLUGS),
  "/pricing/:slug": new Set(PLAN_SLUGS),
  "/regions/middle-east/:slug": countrySlugs,
  "/regions/country-report/:slug": countrySlugs,
};

/**
 * `/ko/pricing/growth-plan` -> `/pricing/growth-plan`, `/blog/any-post` -> `/blog/:slug`, `/PRICING/` ->
 * `/pricing`; null for a path no page of the site answers (the not-found route's `*`), which is not counted.
 */
export function countedPath(path: string): string | null {
  // React Router would warn on the console for each path it cannot decode (`%` not followed by a code): not a page.
  if (!decodes(path)) return null;
  const matches = matchRoutes(PAGES, stripLanguagePrefix(path));
  if (!matches) return null;
  // Layout and index routes have no path; a route's path may hold several segments (`admin/leads/:id`).
  const pattern = matches.flatMap(({ route }) => route.path?.split("/") ?? []);
  if (pattern.includes("*")) return null;
  const { params } = matches.at(-1)!;
  const segments = pattern.map((segment, index) => {
    const value = segment.startsWith(":") ? params[segment.slice(1)] : undefined;
    const known = COUNTED_VALUES[`/${pattern.slice(0, index + 1).join("/")}`];
    return value !== undefined && known?.has(value) ? value : segment;
  });
  return `/${segments.join("/")}`;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
