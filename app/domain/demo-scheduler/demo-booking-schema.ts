/**
 * The demo scheduler's form schemas (spec 001 §3 "Demo scheduling form", §5), apart from its steps and URLs
 * (`demo-booking.ts`) so the page's first load does not carry zod: the browser reaches them through
 * `components/form/validators.ts`.
 */
import { z } from "zod";
import { canonicalTimeZone, isCalendarDate, isDemoTime } from "#app/domain/demo-scheduler/demo-slots.ts";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { emailAddress, requiredText } from "#app/domain/form/form-schema-parts.ts";
import { CUSTOMER_ID_PATTERN } from "#app/domain/regions/middle-east-hub.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A hidden value the visitor did not type: a bad one is dropped, never reported. */
const optionalMatching = (pattern: RegExp, max: number) =>
  z.string().trim().max(max).regex(pattern).optional().catch(undefined);

/** The fields carried from the page the visitor came from and from the browser (its time zone). */
const carried = {
  country: optionalMatching(SLUG, 64),
  plan: optionalMatching(SLUG, 64),
  customer: optionalMatching(CUSTOMER_ID_PATTERN, 64),
  tz: z.string().max(64).transform(canonicalTimeZone).pipe(z.string()).optional().catch(undefined),
};

/** Step 1: name, email and company, all required (spec 001 §5). Messages are keys under `errors.` (`forms`). */
export const DemoInfoSchema = z.object({
  name: requiredText("nameRequired", FIELD_LIMITS.name),
  email: emailAddress,
  company: requiredText("companyRequired", FIELD_LIMITS.company),
  ...carried,
});
export type DemoInfo = z.output<typeof DemoInfoSchema>;

/**
 * The whole booking, as the confirm step posts it: the info and the chosen date and Sydney time. Whether that slot
 * is one currently offered (and still free) is the server's check, which knows the time.
 */
export const DemoBookingSchema = DemoInfoSchema.extend({
  date: z.string({ error: "dateRequired" }).refine(isCalendarDate, "dateRequired"),
  time: z.string({ error: "timeRequired" }).refine(isDemoTime, "timeRequired"),
});
export type DemoBookingForm = z.output<typeof DemoBookingSchema>;
