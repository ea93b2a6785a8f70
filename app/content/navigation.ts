import type { TranslationKey } from "#app/domain/translation-keys.ts";

/** The site's link groups, shared by the header, mobile menu, footer and sitemap. Labels are `common` keys. */
export type NavItem = { to: string; labelKey: TranslationKey };

export const SOLUTION_LINKS: NavItem[] = [
  { to: "/solutions/market-entry", labelKey: "nav.marketEntry" },
  { to: "/solutions/govtech", labelKey: "nav.govtech" },
  { to: "/solutions/partnerships", labelKey: "nav.partnerships" },
  { to: "/solutions/compliance", labelKey: "nav.compliance" },
  { to: "/solutions/grants", labelKey: "nav.grants" },
];

export const RESOURCE_LINKS: NavItem[] = [
  { to: "/resources", labelKey: "nav.resourceHub" },
  { to: "/webinars", labelKey: "nav.webinars" },
  { to: "/faq", labelKey: "nav.faqs" },
  { to: "/data-apis", labelKey: "nav.dataApis" },
];

export const PRIMARY_LINKS: NavItem[] = [
  { to: "/partners", labelKey: "nav.partners" },
  { to: "/pricing", labelKey: "nav.pricing" },
  { to: "/regions", labelKey: "nav.regions" },
  { to: "/about", labelKey: "nav.about" },
  // In the navigation since the header's button offers the free market assessment (decision 069).
  { to: "/contact", labelKey: "nav.contact" },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { to: "/login", labelKey: "account.login" },
  { to: "/register", labelKey: "account.register" },
  { to: "/profile", labelKey: "account.profile" },
];

export const LEGAL_LINKS: NavItem[] = [
  { to: "/privacy-policy", labelKey: "footer.privacy" },
  { to: "/terms", labelKey: "footer.terms" },
  { to: "/cookies", labelKey: "footer.cookies" },
  { to: "/sitemap", labelKey: "footer.sitemap" },
];

export const SOCIAL_LINKS = [
  { id: "linkedin", href: "https://www.linkedin.com/company/ausentry-partners" },
  { id: "instagram", href: "https://www.instagram.com/ausentrypartners" },
  { id: "facebook", href: "https://www.facebook.com/ausentrypartners" },
  { id: "twitter", href: "https://twitter.com/ausentry" },
] as const;

/** Where the 404 screen points visitors (spec 000 §2 "Not-found page"). */
export const NOT_FOUND_LINKS: NavItem[] = [
  { to: "/", labelKey: "notFound.home" },
  { to: "/about", labelKey: "notFound.about" },
  { to: "/solutions", labelKey: "notFound.solutions" },
  { to: "/pricing", labelKey: "notFound.pricing" },
  { to: "/contact", labelKey: "notFound.contact" },
  { to: "/resources", labelKey: "notFound.resources" },
];

type SitemapGroup = "main" | "solutions" | "resources" | "regions" | "business" | "account" | "legal";

/** The sitemap page's groups (spec 000 §2 "Sitemap"): group key under `sitemap.*`, then its links. */
export const SITEMAP_GROUPS: { key: SitemapGroup; items: NavItem[] }[] = [
  {
    key: "main",
    items: [
      { to: "/", labelKey: "nav.home" },
      { to: "/solutions", labelKey: "nav.allSolutions" },
      ...PRIMARY_LINKS,
    ],
  },
  { key: "solutions", items: SOLUTION_LINKS },
  { key: "resources", items: [...RESOURCE_LINKS, { to: "/blog", labelKey: "nav.blog" }] },
  {
    key: "regions",
    items: [
      { to: "/regions/middle-east", labelKey: "nav.middleEast" },
      { to: "/regions/central-reporting", labelKey: "nav.centralReporting" },
      { to: "/regions/aacci-dashboard", labelKey: "nav.aacciDashboard" },
      { to: "/regions/tech4humanity-dashboard", labelKey: "nav.tech4humanityDashboard" },
    ],
  },
  {
    key: "business",
    items: [
      { to: "/tools", labelKey: "nav.tools" },
      { to: "/opportunities", labelKey: "nav.opportunities" },
      { to: "/demo-scheduler", labelKey: "nav.demo" },
    ],
  },
  { key: "account", items: ACCOUNT_LINKS },
  { key: "legal", items: LEGAL_LINKS.filter((item) => item.to !== "/sitemap") },
];
