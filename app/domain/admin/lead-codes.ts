/**
 * The leads inbox's codes and limits, free of zod so that its components can use them without loading the
 * validation library (the schemas are in lead-filters.ts and lead-forms.ts).
 */

/** Where staff are with a lead (the `leads.status` column takes these). */
export const LEAD_STATUS_CODES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatusCode = (typeof LEAD_STATUS_CODES)[number];

/** The list's filters as query parameters, in the order the form shows them. */
export const LEAD_FILTER_KEYS = [
  "q",
  "source",
  "service",
  "language",
  "status",
  "from",
  "to",
  "campaign",
] as const;
export type LeadFilterKey = (typeof LEAD_FILTER_KEYS)[number];

/** Longest search text and UTM campaign a filter takes. */
export const FILTER_MAX_LENGTH = 200;

/** Longest note staff can add (the public message limit). */
export const NOTE_MAX_LENGTH = 5000;
