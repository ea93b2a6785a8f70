import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The leads inbox: list, detail (status, notes, history) and the CSV export. Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const leadsRoutes: RouteConfigEntry[] = [
  route("admin/leads", "routes/admin/leads/leads.tsx"),
  route("admin/leads/export.csv", "routes/admin/leads/export-csv.ts"),
  route("admin/leads/:id", "routes/admin/leads/lead.tsx"),
];
