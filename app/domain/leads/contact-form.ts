import { z } from "zod";
import { CONTACT_SERVICES, FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { emailAddress, pageField, requiredText } from "#app/domain/form/form-schema-parts.ts";

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** The contact form (spec 000 §5, 001 §5). */
export const ContactFormSchema = z.object({
  name: requiredText("nameRequired", FIELD_LIMITS.name),
  email: emailAddress,
  company: requiredText("companyRequired", FIELD_LIMITS.company),
  service: z.enum(CONTACT_SERVICES, { error: "serviceRequired" }),
  message: requiredText("messageRequired", FIELD_LIMITS.message).min(
    CONTACT_MESSAGE_MIN_LENGTH,
    "messageTooShort",
  ),
  page: pageField,
});

export type ContactForm = z.infer<typeof ContactFormSchema>;

/** Stored as the lead's source (spec 001 §3). */
export const CONTACT_LEAD_SOURCE = "contact_form";
