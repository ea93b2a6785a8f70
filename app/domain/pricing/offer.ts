/**
 * The workshop offer (spec 001 §9): a sign-up receives a complimentary strategy workshop valued at A$2,500. The
 * page states it as a plain line, without a deadline: the spec's "before June 30" named no year, and a deadline
 * that moves to next year every July 1 is not one (decision 065).
 */

/** The workshop's value, in cents (AUD). */
export const OFFER_VALUE_CENTS = 250_000;
