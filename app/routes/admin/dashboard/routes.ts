import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The dashboard (`/admin`): counts, mail health, the funnel. Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const dashboardRoutes: RouteConfigEntry[] = [route("admin", "routes/admin/dashboard/dashboard.tsx")];
