/** The back office's sections, in the order of its navigation; `key` names the label under `admin:nav.`. */
export const ADMIN_SECTIONS = [
  { key: "dashboard", to: "/admin" },
  { key: "leads", to: "/admin/leads" },
  { key: "subscribers", to: "/admin/subscribers" },
  { key: "bookings", to: "/admin/bookings" },
  { key: "registrations", to: "/admin/registrations" },
  { key: "calculatorResults", to: "/admin/calculator-results" },
  { key: "orders", to: "/admin/orders" },
  { key: "outbox", to: "/admin/outbox" },
  { key: "posts", to: "/admin/posts" },
  { key: "partners", to: "/admin/partners" },
  { key: "opportunities", to: "/admin/opportunities" },
  { key: "webinars", to: "/admin/webinars" },
  { key: "team", to: "/admin/team" },
  { key: "figures", to: "/admin/figures" },
  { key: "media", to: "/admin/media" },
  { key: "regions", to: "/admin/regions" },
  { key: "legal", to: "/admin/legal" },
  { key: "sampleContent", to: "/admin/sample-content" },
  { key: "audit", to: "/admin/audit" },
  { key: "privacy", to: "/admin/privacy" },
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]["key"];
