import type { RouteConfigEntry } from "@react-router/dev/routes";

/** What staff publish: blog posts, partners, opportunities (tenders). Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const contentRoutes: RouteConfigEntry[] = [];
