import { dateTimeFormat } from "#app/domain/intl-format.ts";
/**
 * The opportunities section's rules (spec 001 §2.15, §4, §7.2, §8, §9; issue 13 item 3): three tabs, each showing
 * the two soonest-closing active tenders that match its rule and have not closed yet. The database reads
 * (app/server/opportunities/opportunities.server.ts) and the built-in sample tenders used when the database fails both
 * follow these rules, so the fallback looks like the real thing. Pure: no I/O.
 */

/** The tabs, in their order on the page; the first is shown when the URL names none. */
export const OPPORTUNITY_TABS = ["defence", "cyber-ai", "training-sim"] as const;
export type OpportunityTab = (typeof OPPORTUNITY_TABS)[number];

/** Each tab shows this many tenders (spec 001 §9). */
export const OPPORTUNITIES_PER_TAB = 2;

/** Where "today" is decided: a tender closing today is still shown until midnight in Sydney. */
export const OPPORTUNITY_TIME_ZONE = "Australia/Sydney";

/** A tender as the database keeps it (spec 001 §3 "Opportunity"); `deadline` is a date, `YYYY-MM-DD`. */
export type OpportunityRecord = {
  id: string;
  title: string;
  description: string;
  deadline: string;
  department: string;
  active: boolean;
};

/** What a tab shows of a tender. */
export type Tender = Pick<OpportunityRecord, "title" | "department" | "description" | "deadline">;

export type TendersByTab = Record<OpportunityTab, Tender[]>;

/**
 * Which field each tab searches and for which words (spec 001 §7.2): contained anywhere, case-insensitively.
 * A substring match, as the spec's reads are: "ai" also finds "Training" and "Domain".
 */
export const TAB_RULES: Record<OpportunityTab, { field: "department" | "title"; words: readonly string[] }> =
  {
    defence: { field: "department", words: ["Defence"] },
    "cyber-ai": { field: "title", words: ["cyber", "ai", "intelligence"] },
    "training-sim": { field: "title", words: ["training", "simulation", "space"] },
  };

/** The tab a URL's `?tab=` names; anything else is the first tab. */
export function opportunityTabOf(value: string | null | undefined): OpportunityTab {
  return OPPORTUNITY_TABS.find((tab) => tab === value) ?? OPPORTUNITY_TABS[0];
}

/** Today's date in Sydney as `YYYY-MM-DD` (the form the deadlines are kept in, so strings compare as dates). */
export function opportunityToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat("en-CA", {
    timeZone: OPPORTUNITY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const folded = (text: string) => text.toLocaleLowerCase("en");

/** True when the record matches the tab's rule. */
export function matchesTab(record: Pick<OpportunityRecord, "title" | "department">, tab: OpportunityTab) {
  const rule = TAB_RULES[tab];
  const text = folded(record[rule.field]);
  return rule.words.some((word) => text.includes(folded(word)));
}

/** A tender still open: active, and its deadline is today or later. */
export const isOpen = (record: Pick<OpportunityRecord, "active" | "deadline">, today: string) =>
  record.active && record.deadline >= today;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A tab's tenders out of a list: open, matching, soonest deadline first (then by title, as
 * the database orders them), at most two. */
export function tendersForTab(
  records: readonly OpportunityRecord[],
  tab: OpportunityTab,
  today: string,
): Tender[] {
  return records
    .filter((record) => isOpen(record, today) && matchesTab(record, tab))
    .sort((a, b) => compare(a.deadline, b.deadline) || compare(a.title, b.title))
    .slice(0, OPPORTUNITIES_PER_TAB)
    .map(({ title, department, description, deadline }) => ({ title, department, description, deadline }));
}

/** Every tab's tenders out of one list (the built-in samples, when the database cannot be read). */
export function tendersByTab(records: readonly OpportunityRecord[], today: string): TendersByTab {
  return {
    defence: tendersForTab(records, "defence", today),
    "cyber-ai": tendersForTab(records, "cyber-ai", today),
    "training-sim": tendersForTab(records, "training-sim", today),
  };
}

/** A deadline as an instant for date formatting: midnight UTC of that date (format it with `timeZone: "UTC"`). */
export function deadlineInstant(deadline: string): Date {
  return new Date(`${deadline}T00:00:00Z`);
}
