import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** What visitors left besides leads: subscribers, demo bookings, webinar registrations, calculator results, orders and subscriptions, and the mail outbox. Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const recordsRoutes: RouteConfigEntry[] = [
  route("admin/subscribers", "routes/admin/records/subscribers.tsx"),
  // `?cancel=<id>` is the confirm step before a booking is cancelled; its form posts to the same route.
  route("admin/bookings", "routes/admin/records/bookings.tsx"),
  // Its form marks attendance; the export is the list's filter as a CSV file.
  route("admin/registrations", "routes/admin/records/registrations.tsx"),
  route("admin/registrations/export.csv", "routes/admin/records/registrations-export.ts"),
  route("admin/calculator-results", "routes/admin/records/calculator-results.tsx"),
  // `?view=subscriptions` shows the subscriptions instead of the orders.
  route("admin/orders", "routes/admin/records/orders.tsx"),
  route("admin/outbox", "routes/admin/records/outbox.tsx"),
];
