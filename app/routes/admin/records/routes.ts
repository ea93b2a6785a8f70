import type { RouteConfigEntry } from "@react-router/dev/routes";

/** What visitors left besides leads: subscribers, demo bookings, webinar registrations, calculator results, orders and subscriptions, and the mail outbox. Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const recordsRoutes: RouteConfigEntry[] = [];
