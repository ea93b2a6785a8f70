/**
 * The lines of a saved-results mail (`summarizeRoi`, `summarizeMarketSizing`, `summarizePaymentsPlan`): a label
 * key (`"tools-market:summary.addressable"`) and a value for the mail's language. A value is text to show as it is
 * (money, percentages, counts, formatted with Intl by the tool), or a reference to a translation made with
 * `translatedValue("tools-market:industries.fintech")` for words (an industry, a company size, 'n/a'); the mail
 * translates both labels and references.
 */
export type SummaryLine = { label: string; value: string };

const REFERENCE = "t:";

/** A value the mail translates: `key` is `namespace:key.path`. */
export function translatedValue(key: string): string {
  return `${REFERENCE}${key}`;
}

/** The translation key a value refers to, or null for text to show as it is. */
export function referencedKey(value: string): string | null {
  return value.startsWith(REFERENCE) ? value.slice(REFERENCE.length) : null;
}
