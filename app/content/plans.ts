/**
 * The five service plans (spec 001 §1, §3 "Plan", §9 "Plans", "Support response", "Comparison allowances"): the
 * one catalogue behind /pricing, the plan pages, checkout and the chat bot. Texts are keys in the `pricing`
 * namespace under `plans.<key>.*`; prices, billing, support times and allowances are data here, so the copy in
 * five languages cannot drift from the figures. Money is integer cents, AUD.
 *
 * The commerce backend imports `PLANS` and `planBySlug` (contract with it: `slug`, `priceCents`, `billing`,
 * `purchasable`, `isSubscription` keep their names).
 */
import { type CaseStudyKey, caseStudy, caseStudyFacts } from "#app/content/case-studies.ts";
import type { PlanBilling } from "#app/domain/pricing/price-label.ts";
import type { Texts, TranslationKey } from "#app/domain/translation-keys.ts";

export const PLAN_SLUGS = [
  "assessment",
  "entry-kit",
  "growth-plan",
  "premium-retainer",
  "enterprise",
] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];

/** How a plan is paid: nothing, once, every month, or a price agreed with sales (priced by `priceLabel`). */
export type Billing = PlanBilling;

/**
 * How fast support answers (spec 001 §9): a number of business days, a number of hours, or Enterprise's two
 * targets by severity. The texts interpolate these figures.
 */
export type SupportResponse =
  | { businessDays: number }
  | { hours: number }
  | { criticalHours: number; highHours: number };

/** A key of the `pricing` namespace. */
type PricingKey = TranslationKey<"pricing">;

/** A plan's process step: its title and description keys. */
export type PlanStep = { title: PricingKey; description: PricingKey };

export type Plan = {
  slug: PlanSlug;
  /** Where its texts are: `pricing:plans.<key>.*`. */
  key: PlanKey;
  /** Translation key of the plan's name; the slug is the English name lower-cased, spaces to hyphens. */
  name: PricingKey;
  /** Price in cents (AUD); null for a price agreed with sales (Enterprise). */
  priceCents: number | null;
  billing: Billing;
  description: PricingKey;
  /** Feature keys in order; cards show the first PLAN_CARD_FEATURES. */
  features: readonly PricingKey[];
  /** The recommended plan (Premium Retainer): one only. */
  featured: boolean;
  /** Billed every month until cancelled (spec: Enterprise is a tailored subscription too). */
  isSubscription: boolean;
  /** Bought by card through our checkout (Entry Kit, Growth Plan); the others go to a form or to sales. */
  purchasable: boolean;
  /**
   * spec §3 "priceId": the provider's price is configuration, not catalogue data; this names the variable that
   * holds it (null for plans never sold by card).
   */
  priceEnvVar: "STRIPE_PRICE_ENTRY_KIT" | "STRIPE_PRICE_GROWTH_PLAN" | null;
  tagline: PricingKey;
  /** Who it is for: keys of short lines. */
  targetAudience: readonly PricingKey[];
  /** How we do it: numbered steps. */
  process: readonly PlanStep[];
  /** Support & SLA: the response time (figures) and the key of its text, which interpolates them. */
  support: { response: SupportResponse; text: PricingKey };
  /** Expected outcomes: keys. */
  outcomes: readonly PricingKey[];
  caseStudy: PlanCaseStudy;
};

/** A plan's case study: one of the firm's stories, by key (each is told once, in case-studies.ts: decision 064). */
export type PlanCaseStudy = { story: CaseStudyKey };

/**
 * Where a plan's case study's texts are, for any `t` (`translateDataKey`): who, the challenge and the result as keys
 * with their namespace (`case-studies:items.govtechContract.client`), the figures its texts interpolate, and
 * whether it is illustrative (the page says so).
 */
export function planCaseStudyTexts(study: PlanCaseStudy): {
  client: string;
  challenge: string;
  result: string;
  values: Readonly<Record<string, number>>;
  illustrative: boolean;
} {
  const told = caseStudy(study.story);
  const text = (part: string) => `case-studies:items.${told.key}.${part}`;
  return {
    client: text("client"),
    challenge: text("challenge"),
    result: text("outcome"),
    values: caseStudyFacts(told),
    illustrative: told.illustrative,
  };
}

/** Plan cards show at most this many features (spec 001 §9), then '+ N more features'. */
export const PLAN_CARD_FEATURES = 4;

/** The plans `pricing.json` has texts for, and those texts. */
type PlanTexts = Texts<"pricing">["plans"];
type PlanKey = keyof PlanTexts;
type Names<T> = Extract<keyof T, string>;

/**
 * One plan; its feature, audience, step and outcome names are checked against its texts in `pricing.json`, so a
 * key built from them exists (plans.test.ts reads every one in all five languages).
 */
function plan<K extends PlanKey>(
  slug: PlanSlug,
  key: K,
  facts: Pick<
    Plan,
    "priceCents" | "billing" | "featured" | "isSubscription" | "purchasable" | "priceEnvVar"
  > & {
    features: readonly Names<PlanTexts[K]["features"]>[];
    audience: readonly Names<PlanTexts[K]["audience"]>[];
    steps: readonly Names<PlanTexts[K]["process"]>[];
    outcomes: readonly Names<PlanTexts[K]["outcomes"]>[];
    support: SupportResponse;
    /** The firm's story this plan tells. */
    story: CaseStudyKey;
  },
): Plan {
  // TypeScript cannot resolve a key built from a generic plan, so the checked names above are joined here.
  const at = (path: string) => `plans.${key}.${path}` as PricingKey;
  return {
    slug,
    key,
    name: at("name"),
    priceCents: facts.priceCents,
    billing: facts.billing,
    description: at("description"),
    features: facts.features.map((feature) => at(`features.${feature}`)),
    featured: facts.featured,
    isSubscription: facts.isSubscription,
    purchasable: facts.purchasable,
    priceEnvVar: facts.priceEnvVar,
    tagline: at("tagline"),
    targetAudience: facts.audience.map((audience) => at(`audience.${audience}`)),
    process: facts.steps.map((step) => ({
      title: at(`process.${step}.title`),
      description: at(`process.${step}.description`),
    })),
    support: { response: facts.support, text: at("support") },
    outcomes: facts.outcomes.map((outcome) => at(`outcomes.${outcome}`)),
    caseStudy: { story: facts.story },
  };
}

/** A$5,000 and A$15,000 (spec 001 §1), in cents. */
const FIVE_THOUSAND = 500_000;
const FIFTEEN_THOUSAND = 1_500_000;

export const PLANS: readonly Plan[] = [
  plan("assessment", "assessment", {
    priceCents: 0,
    billing: "free",
    featured: false,
    isSubscription: false,
    purchasable: false,
    priceEnvVar: null,
    features: ["readiness", "competitors", "government", "call", "report", "pricing"],
    audience: ["exploring", "earlyStage", "comparing"],
    steps: ["questionnaire", "analysis", "call"],
    outcomes: ["clarity", "risks", "nextSteps"],
    support: { businessDays: 3 },
    // From a first call to a market decision and a launch: the market-entry story.
    story: "paymentsLaunch",
  }),
  plan("entry-kit", "entryKit", {
    priceCents: FIVE_THOUSAND,
    billing: "one-time",
    featured: false,
    isSubscription: false,
    purchasable: true,
    priceEnvVar: "STRIPE_PRICE_ENTRY_KIT",
    features: ["registration", "virtualOffice", "strategy", "introduction", "compliance", "banking"],
    audience: ["readyToLaunch", "smallTeams", "fixedBudget"],
    steps: ["kickoff", "setup", "strategy", "handover"],
    outcomes: ["established", "roadmap", "firstMeeting"],
    support: { businessDays: 2 },
    // Compliance essentials that let a first buyer sign: the compliance story.
    story: "hospitalReview",
  }),
  plan("growth-plan", "growthPlan", {
    priceCents: FIVE_THOUSAND,
    billing: "monthly",
    featured: false,
    isSubscription: true,
    purchasable: true,
    priceEnvVar: "STRIPE_PRICE_GROWTH_PLAN",
    features: ["introductions", "meetings", "tender", "partner", "virtualOffice", "compliance", "reporting"],
    audience: ["established", "governmentSales", "scaling"],
    steps: ["plan", "engage", "deliver", "review"],
    outcomes: ["pipeline", "relationships", "firstTender"],
    support: { businessDays: 1 },
    // Local partners coordinated month by month: the partnerships story.
    story: "partnerChannel",
  }),
  plan("premium-retainer", "premiumRetainer", {
    priceCents: FIFTEEN_THOUSAND,
    billing: "monthly",
    featured: true,
    isSubscription: true,
    purchasable: false,
    priceEnvVar: null,
    features: [
      "introductions",
      "meetings",
      "tenders",
      "partners",
      "physicalOffice",
      "seniorLead",
      "compliance",
      "priority",
    ],
    audience: ["ambitious", "multipleAgencies", "handsOn"],
    steps: ["strategy", "presence", "pursue", "optimise"],
    outcomes: ["contracts", "network", "presence"],
    support: { hours: 4 },
    // Government meetings and tenders to a first contract: the GovTech story.
    story: "govtechContract",
  }),
  plan("enterprise", "enterprise", {
    priceCents: null,
    billing: "custom",
    featured: false,
    isSubscription: true,
    purchasable: false,
    priceEnvVar: null,
    features: ["unlimited", "tendersPartners", "team", "office", "complianceProgram", "executive"],
    audience: ["global", "regulated", "largeScale"],
    steps: ["discovery", "design", "deploy", "govern"],
    outcomes: ["scale", "riskManaged", "partnership"],
    support: { criticalHours: 1, highHours: 4 },
    // A funding programme for local delivery at scale: the grants story.
    story: "rdFunding",
  }),
];

export function planBySlug(slug: string | null | undefined): Plan | undefined {
  return PLANS.find((candidate) => candidate.slug === slug);
}

/** The slug rule (spec 001 §2.2): the plan's name lower-cased, spaces turned to hyphens. */
export function slugOfName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * One cell of the comparison table: not included, included, unlimited, a number in total, up to a number a
 * month, up to a number, or a number (spec 001 §9 "Comparison allowances").
 */
export type Allowance =
  | { kind: "none" }
  | { kind: "included" }
  | { kind: "unlimited" }
  | { kind: "total"; count: number }
  | { kind: "monthlyUpTo"; count: number }
  | { kind: "upTo"; count: number }
  | { kind: "count"; count: number };

/** The rows of the comparison table (spec 001 §2.1), in order; names are `pricing:comparison.rows.<row>`. */
export const COMPARISON_ROWS = [
  "marketAssessment",
  "virtualOffice",
  "governmentIntroductions",
  "inPersonMeetings",
  "tenderSupport",
  "partnerCoordination",
  "complianceSupport",
  "physicalOffice",
  "dedicatedTeam",
] as const;
export type ComparisonRow = (typeof COMPARISON_ROWS)[number];

const none: Allowance = { kind: "none" };
const included: Allowance = { kind: "included" };
const unlimited: Allowance = { kind: "unlimited" };

/**
 * What each plan includes, row by plan. The counted rows are the spec's figures; the yes/no rows follow what the
 * plans' features promise (a virtual office from the Entry Kit on, a physical office from the Premium Retainer,
 * a dedicated team with Enterprise).
 */
export const COMPARISON: Readonly<Record<ComparisonRow, Readonly<Record<PlanSlug, Allowance>>>> = {
  marketAssessment: {
    assessment: included,
    "entry-kit": included,
    "growth-plan": included,
    "premium-retainer": included,
    enterprise: included,
  },
  virtualOffice: {
    assessment: none,
    "entry-kit": included,
    "growth-plan": included,
    "premium-retainer": included,
    enterprise: included,
  },
  governmentIntroductions: {
    assessment: none,
    "entry-kit": { kind: "total", count: 1 },
    "growth-plan": { kind: "monthlyUpTo", count: 2 },
    "premium-retainer": { kind: "monthlyUpTo", count: 5 },
    enterprise: unlimited,
  },
  inPersonMeetings: {
    assessment: none,
    "entry-kit": none,
    "growth-plan": { kind: "upTo", count: 2 },
    "premium-retainer": { kind: "upTo", count: 4 },
    enterprise: unlimited,
  },
  tenderSupport: {
    assessment: none,
    "entry-kit": none,
    "growth-plan": { kind: "count", count: 1 },
    "premium-retainer": { kind: "upTo", count: 2 },
    enterprise: unlimited,
  },
  partnerCoordination: {
    assessment: none,
    "entry-kit": none,
    "growth-plan": { kind: "count", count: 1 },
    "premium-retainer": { kind: "upTo", count: 3 },
    enterprise: unlimited,
  },
  complianceSupport: {
    assessment: none,
    "entry-kit": included,
    "growth-plan": included,
    "premium-retainer": included,
    enterprise: included,
  },
  physicalOffice: {
    assessment: none,
    "entry-kit": none,
    "growth-plan": none,
    "premium-retainer": included,
    enterprise: included,
  },
  dedicatedTeam: {
    assessment: none,
    "entry-kit": none,
    "growth-plan": none,
    "premium-retainer": none,
    enterprise: included,
  },
};
