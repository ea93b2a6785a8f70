/**
 * The leads inbox's filters, read from its URL (`/admin/leads?q=…&status=…`) by the list, its pagination and the
 * CSV export alike. A value that is not understood is dropped (the list shows everything it would otherwise) and,
 * where staff typed it, named by an error key (`admin-leads:errors.<key>`) shown beside its field: a bad URL never
 * breaks the page.
 */
import { z } from "zod";
import {
  FILTER_MAX_LENGTH,
  LEAD_FILTER_KEYS,
  LEAD_STATUS_CODES,
  type LeadFilterKey,
} from "#app/domain/admin/lead-codes.ts";
import { isCalendarDate } from "#app/domain/demo-scheduler/demo-slots.ts";
import { CONTACT_SERVICES } from "#app/domain/form/form-fields.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";

/** Lead sources are labels like `lead_form`, `guide_rd-grants-primer`, `region_notify_asia-pacific`. */
const SOURCE_PATTERN = /^[a-z0-9_-]{1,64}$/;

const calendarDate = z.string().refine(isCalendarDate, "invalidDate");

export const LeadFiltersSchema = z
  .object({
    q: z.string().max(FILTER_MAX_LENGTH, "tooLong"),
    source: z.string().regex(SOURCE_PATTERN, "invalidChoice"),
    service: z.enum(CONTACT_SERVICES, "invalidChoice"),
    language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], "invalidChoice"),
    status: z.enum(LEAD_STATUS_CODES, "invalidChoice"),
    /** Sydney calendar days, both included. */
    from: calendarDate,
    to: calendarDate,
    campaign: z.string().max(FILTER_MAX_LENGTH, "tooLong"),
  })
  .partial()
  .refine(({ from, to }) => !from || !to || from <= to, { path: ["to"], error: "dateRangeReversed" });

export type LeadFilters = z.output<typeof LeadFiltersSchema>;
/** Which filter was dropped, and why (a key under `admin-leads:errors.`). */
export type LeadFilterErrors = Partial<Record<LeadFilterKey, string>>;

/**
 * The filters a URL's query asks for: each parameter trimmed, an empty one left out, an invalid one dropped and
 * reported in `errors`, so what remains is always a filter the list can run.
 */
export function parseLeadFilters(query: URLSearchParams): { filters: LeadFilters; errors: LeadFilterErrors } {
  const given: Partial<Record<LeadFilterKey, string>> = {};
  for (const key of LEAD_FILTER_KEYS) {
    const value = query.get(key)?.trim();
    if (value) given[key] = value;
  }
  const errors: LeadFilterErrors = {};
  for (;;) {
    const result = LeadFiltersSchema.safeParse(given);
    if (result.success) return { filters: result.data, errors };
    for (const issue of result.error.issues) {
      const key = issue.path[0] as LeadFilterKey;
      errors[key] ??= issue.message;
      delete given[key];
    }
  }
}

/** The filters as query parameters again (for links that keep them: the export, the pagination). */
export function leadFiltersQuery(filters: LeadFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of LEAD_FILTER_KEYS) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return query;
}
