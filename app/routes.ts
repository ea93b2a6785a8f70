import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

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

/** Privacy Policy, Terms of Service and Cookie Policy: English Markdown rendered on the server. */
const legal = [
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms", "routes/legal/terms.tsx"),
  route("cookies", "routes/legal/cookies.tsx"),
];

const forms = [
  route("contact", "routes/forms/contact.tsx"),
  route("assessment", "routes/forms/assessment.tsx"),
  ...prefix("newsletter", [
    index("routes/forms/newsletter.tsx"),
    route("confirm", "routes/forms/newsletter-confirm.tsx"),
    route("unsubscribe", "routes/forms/newsletter-unsubscribe.tsx"),
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

/** The staff back office: the admin layout's middleware admits admins only (issue: back office). */
const admin = [layout("routes/admin/layout.tsx", [])];

const dev = [route("test", "routes/dev/test.tsx"), route("debug", "routes/dev/debug.tsx")];

/**
 * For crawlers, at the site root only (outside the language segment: `/ko/sitemap.xml` is the 404 page). A static
 * segment outranks `:lang?`, so these are never read as a language.
 */
const seo = [
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
];

export default [
  ...seo,
  route(":lang?", "routes/language.tsx", [
    ...marketing,
    ...solutions,
    ...pricing,
    ...commerce,
    ...resources,
    ...partners,
    ...blog,
    ...legal,
    ...forms,
    ...accountEntry,
    ...account,
    ...admin,
    ...dev,
    route("*", "routes/marketing/not-found.tsx"),
  ]),
] satisfies RouteConfig;
