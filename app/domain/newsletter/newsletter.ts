import { z } from "zod";
import { DEFAULT_NEWSLETTER_SOURCE } from "#app/domain/form/form-fields.ts";
import { emailAddress } from "#app/domain/form/form-schema-parts.ts";

/** The newsletter signup (spec 000 §3, §5; 001 §3 "Email subscription"). */
export const NewsletterSchema = z.object({
  email: emailAddress,
  /** The form's label, e.g. `footer` or `resources_page`; a malformed label falls back. */
  source: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .catch(DEFAULT_NEWSLETTER_SOURCE),
});

export type NewsletterSignup = z.infer<typeof NewsletterSchema>;
