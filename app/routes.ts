import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { contentRoutes } from "#app/routes/admin/content/routes.ts";
import { dashboardRoutes } from "#app/routes/admin/dashboard/routes.ts";
import { leadsRoutes } from "#app/routes/admin/leads/routes.ts";
import { mediaRoutes } from "#app/routes/admin/media/routes.ts";
import { privacyRoutes } from "#app/routes/admin/privacy/routes.ts";
import { recordsRoutes } from "#app/routes/admin/records/routes.ts";

/**
 * The route table (spec 000 §2, 001 §2): one array per area, all inside an optional language segment
 * (`/pricing` is English, `/ko/pricing`, `/zh/…`, `/hi/…`, `/ar/…` the other languages). A new screen is added
 * to its area's array (docs/adding-a-page.md).
 */
const marketing = [
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("sitemap", "routes/marketing/sitemap.tsx"),
];

/** The five solution pages share one layout, fed by `content/solutions.ts`; an unknown slug answers 404. */
const solutions = [
  ...prefix("solutions", [
    index("routes/solutions/index.tsx"),
    route(":slug", "routes/solutions/solution.tsx"),
  ]),
];

/** The five plans (`content/plans.ts`): the pricing page and its card checkout. */
const pricing = [
  route("pricing", "routes/pricing/pricing.tsx"),
  // One page per plan (an unknown slug answers 404) and its blueprint, `/pdfs/<slug>-blueprint.pdf`.
  route("pricing/:slug", "routes/pricing/plan.tsx"),
  // By name too: `/pricing/assessment` would otherwise tie with `:lang?/assessment` (the lead form's page), and lose.
  route("pricing/assessment", "routes/pricing/plan.tsx", { id: "routes/pricing/plan-assessment" }),
  route("pdfs/:file", "routes/pricing/blueprint-pdf.tsx"),
];

/**
 * Regional market intelligence (spec 001 §2.5-2.11, `content/regions.ts`, `content/countries.ts`): the regions,
 * the Middle East hub and its country pages, the three dashboards and the country reports.
 */
const regions: RouteConfigEntry[] = [
  // The four regions; a coming-soon region's "Notify Me" posts here (lead `region_notify_<id>`).
  route("regions", "routes/regions/regions.tsx"),
  // The Middle East hub (`?q=&category=`) and one page per country; an unknown slug answers 404. The private
  // variant is the same module under its own id: noindex, out of the sitemap, its links carry the customer.
  route("regions/middle-east", "routes/regions/middle-east.tsx"),
  route("regions/middle-east/:slug", "routes/regions/country.tsx"),
  route("regions/middle-east/:slug/private/:customerId", "routes/regions/country.tsx", {
    id: "routes/regions/country-private",
  }),
  // A country's strategic report (`?type=comprehensive|executive|financial|risk`; an unknown slug answers 404) and
  // its two downloads: the report as a PDF (`/pdf?type=`) and its figures as CSV (`/csv`).
  route("regions/country-report/:slug", "routes/country-report/country-report.tsx"),
  route("regions/country-report/:slug/pdf", "routes/country-report/country-report-pdf.ts"),
  route("regions/country-report/:slug/csv", "routes/country-report/country-report-csv.ts"),
  // The three dashboards; their selectors live in the URL query (`?range=&metric=`, `?period=`, `?category=`).
  route("regions/central-reporting", "routes/dashboards/central-reporting.tsx"),
  route("regions/aacci-dashboard", "routes/dashboards/aacci-dashboard.tsx"),
  route("regions/tech4humanity-dashboard", "routes/dashboards/tech4humanity-dashboard.tsx"),
];

/** Card checkout: the test provider's hosted checkout page and the page a paid checkout returns to. */
const commerce = [
  route("checkout/test/:sessionId", "routes/checkout/test-checkout.tsx"),
  route("success", "routes/checkout/success.tsx"),
];

const resources = [
  route("faq", "routes/resources/faq.tsx"),
  ...prefix("resources", [
    index("routes/resources/resources.tsx"),
    // Signed PDF downloads (guides: `<slug>.pdf`); an unknown slug answers 404.
    route("guides/:file", "routes/resources/guide-download.tsx"),
    route("bid-forecast.pdf", "routes/resources/bid-forecast-download.tsx"),
  ]),
];

/** The partner directory: search and filters in the URL query. */
const partners = [route("partners", "routes/partners/partners.tsx")];

/** The blog: the listing (`?category=&page=`) and one page per public post. */
const blog = [...prefix("blog", [index("routes/blog/index.tsx"), route(":slug", "routes/blog/post.tsx")])];

/** The interactive business tools (`?tab=roi|market-sizing|payments`): ROI, market sizing, payments planner. */
const tools = [route("tools", "routes/tools/tools.tsx")];

/** Privacy Policy, Terms of Service and Cookie Policy: English Markdown rendered on the server. */
const legal = [
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms", "routes/legal/terms.tsx"),
  route("cookies", "routes/legal/cookies.tsx"),
];

const forms = [
  route("contact", "routes/leads/contact.tsx"),
  route("assessment", "routes/leads/assessment.tsx"),
  ...prefix("newsletter", [
    index("routes/newsletter/newsletter.tsx"),
    route("confirm", "routes/newsletter/newsletter-confirm.tsx"),
    route("unsubscribe", "routes/newsletter/newsletter-unsubscribe.tsx"),
    // The archive of the issues sent (decision 085).
    route("issues", "routes/newsletter/newsletter-issues.tsx"),
    route("issues/:id", "routes/newsletter/newsletter-issue.tsx"),
  ]),
];

/** Signing in and out: open to everyone. */
const accountEntry = [
  route("register", "routes/account/register.tsx"),
  route("login", "routes/account/login.tsx"),
  route("two-factor", "routes/account/two-factor.tsx"),
  route("logout", "routes/account/logout.tsx"),
  route("verify-email", "routes/account/verify-email.tsx"),
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),
];

/** Pages for signed-in visitors only: the account layout's middleware sends everyone else to /login. */
const account = [
  layout("routes/account/layout.tsx", [
    // One nested route per profile form: its action, and the page again with that form's answer.
    route("profile", "routes/account/profile.tsx", [
      route("company", "routes/account/profile/company.tsx"),
      route("password", "routes/account/profile/password.tsx"),
      route("resend-verification", "routes/account/profile/resend-verification.tsx"),
      route("sign-out-everywhere", "routes/account/profile/sign-out-everywhere.tsx"),
      route("two-factor-enable", "routes/account/profile/two-factor-enable.tsx"),
      route("two-factor-confirm", "routes/account/profile/two-factor-confirm.tsx"),
      route("two-factor-disable", "routes/account/profile/two-factor-disable.tsx"),
      route("delete", "routes/account/profile/delete.tsx"),
    ]),
    // The billing portal (Stripe) or our own page (the test provider).
    route("manage-subscription", "routes/account/manage-subscription.tsx"),
  ]),
];

/**
 * Engagement (spec 001 §2.15-2.22): one array per feature, each filled by that feature's screens
 * (routes/<feature>/). Demo scheduler (its steps and the mail's confirm and cancel links), webinars, opportunities,
 * the data-API directory and the pre-deployment check.
 */
const demoScheduler: RouteConfigEntry[] = [
  // The five steps in the URL query (`?step=info|date|time|confirm|success&…`), and the mail's cancel link.
  route("demo-scheduler", "routes/demo-scheduler/demo-scheduler.tsx"),
  route("demo-scheduler/cancel", "routes/demo-scheduler/demo-scheduler-cancel.tsx"),
  route("demo-scheduler/confirm", "routes/demo-scheduler/demo-scheduler-confirm.tsx"),
];
const webinars: RouteConfigEntry[] = [
  // Upcoming and past sessions, registration (#register), recording requests (`?recording=<id>#recording`) and
  // the LinkedIn check without JavaScript: one action, told apart by `intent`.
  route("webinars", "routes/webinars/webinars.tsx"),
];
const opportunities: RouteConfigEntry[] = [route("opportunities", "routes/opportunities/opportunities.tsx")];
const dataApis: RouteConfigEntry[] = [route("data-apis", "routes/data-apis/data-apis.tsx")];
const preDeploymentCheck: RouteConfigEntry[] = [
  // The site owner's self-check (noindex, in no navigation or sitemap): 'Run Tests' checks the key pages.
  route("pre-deployment-check", "routes/pre-deployment/pre-deployment-check.tsx"),
];

/**
 * The staff back office: the admin layout admits admins with two-factor verification only. Each part of it lists
 * its own routes beside its screens.
 */
const admin = [
  layout("routes/admin/layout.tsx", [
    ...dashboardRoutes,
    ...leadsRoutes,
    ...recordsRoutes,
    ...contentRoutes,
    ...mediaRoutes,
    ...privacyRoutes,
  ]),
];

const dev = [route("test", "routes/dev/test.tsx"), route("debug", "routes/dev/debug.tsx")];

/**
 * For crawlers, at the site root only (outside the language segment: `/ko/sitemap.xml` is the 404 page). A static
 * segment outranks `:lang?`, so these are never read as a language.
 */
const seo = [
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
];

/**
 * JSON endpoints for the browser, at the site root (outside the language segment): the LinkedIn activity lookup,
 * first-party analytics events, window error reports, a signed-in visitor's favourite APIs.
 */
const api: RouteConfigEntry[] = [
  // First-party analytics (decision 031): counted events and browser error reports, both sent as beacons.
  route("api/events", "routes/analytics/analytics-events.ts"),
  route("api/client-errors", "routes/analytics/client-errors.ts"),
  route("api/fetch-linkedin-activity", "routes/webinars/linkedin-activity.ts"),
  route("api/favorites", "routes/data-apis/favorites.ts"),
];

export default [
  ...seo,
  ...api,
  route(":lang?", "routes/language.tsx", [
    ...marketing,
    ...solutions,
    ...pricing,
    ...commerce,
    ...regions,
    ...resources,
    ...partners,
    ...blog,
    ...tools,
    ...demoScheduler,
    ...webinars,
    ...opportunities,
    ...dataApis,
    ...preDeploymentCheck,
    ...legal,
    ...forms,
    ...accountEntry,
    ...account,
    ...admin,
    ...dev,
    route("*", "routes/marketing/not-found.tsx"),
  ]),
] satisfies RouteConfig;
