/**
 * The record lists' two forms (issue 15 item 4): cancelling a demo booking and retrying a failed mail. Apart from
 * `records.ts`, which the pages use in the browser: only the actions read these, so zod stays out of the pages'
 * code. Messages are keys under `errors.` in the `admin-records` namespace.
 */
import { z } from "zod";

/**
 * The bookings list's forms: the confirm step's (which booking to cancel), and releasing slots in bulk (decision
 * 053): the bookings ticked, or every hold not yet confirmed.
 */
export const BookingsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), bookingId: z.uuid({ error: "bookingMissing" }) }),
  z.object({
    intent: z.literal("release"),
    bookingIds: z.array(z.uuid({ error: "bookingMissing" })).default([]),
  }),
  z.object({ intent: z.literal("releaseHolds") }),
]);

/** A failed mail's Retry button: which mail. */
export const RetryMailSchema = z.object({ mailId: z.uuid({ error: "mailMissing" }) });

/** A registrant's attendance, as staff mark it after the session: which registration, and whether they came. */
export const AttendanceSchema = z.object({
  registrationId: z.uuid({ error: "registrationMissing" }),
  attended: z.enum(["yes", "no"], { error: "registrationMissing" }).transform((value) => value === "yes"),
});
