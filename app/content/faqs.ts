/**
 * The fifteen questions of `/faq` (spec 001 §2.13, §3 "FAQ"), three per solution line; each solution page shows
 * its own three. Texts are keys in the `faq` namespace; answers interpolate their solution's `facts`
 * (content/solutions.ts), so "ABN in 3-5 business days" reads the same on the FAQ and on the solution page.
 */
import { SOLUTION_SLUGS, type SolutionSlug, solutionOf } from "#app/content/solutions.ts";
import type { Texts, TranslationKey } from "#app/domain/translation-keys.ts";

/** The FAQ categories are the solution lines: `faq:categories.<solution key>` names each. */
export type FaqCategory = SolutionSlug;
export const FAQ_CATEGORIES: readonly FaqCategory[] = SOLUTION_SLUGS;

export type Faq = {
  /** Its anchor on the page (`/faq#abnTimeline`), and where its texts are: `faq:items.<id>.{question,answer}`. */
  id: FaqId;
  category: FaqCategory;
  question: TranslationKey<"faq">;
  answer: TranslationKey<"faq">;
  /** The figures its answer interpolates: the facts of its category's solution. */
  values: Readonly<Record<string, number>>;
};

/** The questions `faq.json` has texts for. */
type FaqId = keyof Texts<"faq">["items"];

function faq(id: FaqId, category: FaqCategory): Faq {
  return {
    id,
    category,
    question: `items.${id}.question`,
    answer: `items.${id}.answer`,
    values: solutionOf(category).facts,
  };
}

export const FAQS: readonly Faq[] = [
  faq("abnTimeline", "market-entry"),
  faq("readiness", "market-entry"),
  faq("localDirector", "market-entry"),
  faq("shortlisting", "govtech"),
  faq("bidHealthCheck", "govtech"),
  faq("departments", "govtech"),
  faq("partnerCheck", "partnerships"),
  faq("partnerCount", "partnerships"),
  faq("partnerTypes", "partnerships"),
  faq("regulations", "compliance"),
  faq("complianceTimeline", "compliance"),
  faq("afterLaunch", "compliance"),
  faq("programs", "grants"),
  faq("rdIncentive", "grants"),
  faq("australianEntity", "grants"),
];

/** What `/faq?category=` selects: every question (no value, or "all"), one category, or none (an unknown value). */
export type FaqSelection = FaqCategory | "all" | "unknown";

export function faqSelection(category: string | null): FaqSelection {
  if (category === null || category === "" || category === "all") return "all";
  return (FAQ_CATEGORIES as readonly string[]).includes(category) ? (category as FaqCategory) : "unknown";
}

/** The questions a selection shows, in catalogue order; an unknown category has none (the page says so). */
export function faqsIn(selection: FaqSelection): readonly Faq[] {
  if (selection === "all") return FAQS;
  return FAQS.filter((item) => item.category === selection);
}
