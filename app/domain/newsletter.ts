import { z } from "zod";
import { emailAddress } from "./form-fields.ts";

/** Where a signup came from when the form names nothing else. */
export const DEFAULT_NEWSLETTER_SOURCE = "website";

/** The newsletter signup (spec 000 §3, §5; 001 §3 "Email subscription"). */
export const NewsletterSchema = z.object({
  email: emailAddress("emailInvalid"),
  /** The form's label, e.g. `footer` or `resources_page`; a malformed label falls back. */
  source: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .catch(DEFAULT_NEWSLETTER_SOURCE),
});

export type NewsletterSignup = z.infer<typeof NewsletterSchema>;
