import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The audit log and data-protection requests (look up, export, erase). Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const privacyRoutes: RouteConfigEntry[] = [];
