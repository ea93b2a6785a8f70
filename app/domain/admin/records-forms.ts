/**
 * The record lists' two forms (issue 15 item 4): cancelling a demo booking and retrying a failed mail. Apart from
 * `records.ts`, which the pages use in the browser: only the actions read these, so zod stays out of the pages'
 * code. Messages are keys under `errors.` in the `admin-records` namespace.
 */
import { z } from "zod";

/** The confirm step's form: which booking to cancel. */
export const CancelBookingSchema = z.object({ bookingId: z.uuid({ error: "bookingMissing" }) });

/** A failed mail's Retry button: which mail. */
export const RetryMailSchema = z.object({ mailId: z.uuid({ error: "mailMissing" }) });
