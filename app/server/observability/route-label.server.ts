/**
 * The `route` label of the request metrics: the pattern of the React Router route that answers a path
 * (`/:lang?/blog/:slug`), found with React Router's own matching over the build's route table. The set of patterns
 * is the route table's, so it is bounded whatever addresses visitors make up: an unknown one is the catch-all's
 * (`/:lang?/*`).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { targetUrl } from "#app/server/http/request-target.server.ts";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** The build's flat route manifest as the nested table matchRoutes reads. */
function routeTree(routes: Record<string, RouteEntry | undefined>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is RouteEntry => route !== undefined && route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

/** Path → route pattern for the routes of `build`; a path no route takes (or no path at all) is `unmatched`. */
export function routePatterns(routes: ServerBuild["routes"]): (url: string) => string {
  const tree = routeTree(routes);
  return (url) => {
    const pathname = targetUrl(url)?.pathname;
    if (pathname === undefined) return "unmatched";
    // A client navigation's data request (`/pricing.data`, `/_root.data` for `/`) is labelled as its page.
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page);
    if (!matches) return "unmatched";
    const segments = matches
      .map((match) => match.route.path)
      .filter((path) => path !== undefined && path !== "");
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  };
}
