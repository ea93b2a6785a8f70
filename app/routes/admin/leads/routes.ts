import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The leads inbox: list, detail (status, notes, history) and the CSV export. Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const leadsRoutes: RouteConfigEntry[] = [];
