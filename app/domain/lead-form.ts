import { z } from "zod";
import { emailAddress, FIELD_LIMITS, pageField, requiredText } from "./form-fields.ts";

/** Where a lead came from when the caller names nothing else (spec 001 §3 "Lead"). */
export const DEFAULT_LEAD_SOURCE = "lead_form";

/** The Market Assessment lead form (spec 000 §3, §5). */
export const LeadFormSchema = z.object({
  name: requiredText("nameRequired", FIELD_LIMITS.name),
  email: emailAddress("emailInvalid"),
  company: requiredText("companyRequired", FIELD_LIMITS.company),
  /** The button that opened the form, e.g. `lead_form` or `exit_intent`; a malformed label falls back. */
  source: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .catch(DEFAULT_LEAD_SOURCE),
  page: pageField,
});

export type LeadForm = z.infer<typeof LeadFormSchema>;
