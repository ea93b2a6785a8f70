/**
 * The limited-time offer (spec 001 §9): a complimentary workshop valued at A$2,500 for sign-ups before June 30,
 * the end of the Australian financial year. The year is computed from the date, never written into the text.
 */

/** The workshop's value, in cents (AUD). */
export const OFFER_VALUE_CENTS = 250_000;

/** The offer runs on the firm's calendar. */
export const OFFER_TIME_ZONE = "Australia/Sydney";

const calendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: OFFER_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/**
 * The deadline in force on `now`: the next June 30 on or after today in Sydney, as an ISO date ("2027-06-30").
 * On June 30 itself the deadline is that same day: sign-ups count until the financial year closes at the end of
 * it, so the page keeps saying "before 30 June" of this year for its last day, and moves to next year on July 1.
 */
export function offerDeadline(now: Date): string {
  const parts = Object.fromEntries(calendar.formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const deadlineYear = month <= 6 ? year : year + 1;
  return `${deadlineYear}-06-30`;
}
