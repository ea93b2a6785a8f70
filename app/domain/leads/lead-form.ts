import { z } from "zod";
import { DEFAULT_LEAD_SOURCE, FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { emailAddressReporting, pageField, requiredText } from "#app/domain/form/form-schema-parts.ts";

/** The Market Assessment lead form (spec 000 §3, §5). */
export const LeadFormSchema = z.object({
  name: requiredText("nameRequired", FIELD_LIMITS.name),
  email: emailAddressReporting("leadEmailInvalid"),
  company: requiredText("companyRequired", FIELD_LIMITS.company),
  /** The button that opened the form, e.g. `lead_form` or `exit_intent`; a malformed label falls back. */
  source: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .catch(DEFAULT_LEAD_SOURCE),
  page: pageField,
});

export type LeadForm = z.infer<typeof LeadFormSchema>;
