/**
 * Test cases (spec 001 §4 "Subscription status"): every provider status and whether it gives its plan. The rule's
 * unit test and the webhook's end-to-end test read the same table.
 */
export const STATUS_GIVES_PLAN = [
  ["active", true],
  ["trialing", true],
  ["past_due", true],
  ["incomplete", false],
  ["incomplete_expired", false],
  ["unpaid", false],
  ["paused", false],
  ["canceled", false],
] as const;
