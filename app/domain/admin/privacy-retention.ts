/**
 * How long enquiries are kept (the privacy policy's "Enquiries and form submissions" row): an address's leads are
 * anonymised once its newest enquiry is this old. Two years cover a prospect's next budget or tender cycle, the usual
 * time between a first enquiry and a decision; after that an old enquiry no longer helps answer the visitor.
 */
export const LEAD_RETENTION_MONTHS = 24;

/**
 * The instant before which an enquiry is past the retention period at `now`: the same day and time of day,
 * LEAD_RETENTION_MONTHS months earlier (UTC), or the end of that month when it is shorter (29 February).
 */
export function retentionCutoff(now: Date, months = LEAD_RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const daysInMonth = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), daysInMonth));
  return cutoff;
}
