import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The audit log and data-protection requests (look up, export, erase). Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const privacyRoutes: RouteConfigEntry[] = [
  // Newest first, filtered in the URL (`?actor=&action=&entity=&entityId=&from=&to=&page=`).
  route("admin/audit", "routes/admin/privacy/audit.tsx"),
  // Look up an address (`?email=`) and erase it (the page's action); its data as a JSON download.
  route("admin/privacy", "routes/admin/privacy/privacy.tsx"),
  route("admin/privacy/export.json", "routes/admin/privacy/export-json.ts"),
];
