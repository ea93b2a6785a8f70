/**
 * The browser-side validation of the public forms: the same zod schemas the actions use. This module (zod and
 * Conform's parser, ~35 KB gzip) is loaded after the page is interactive, never on the critical path.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { ContactFormSchema } from "#app/domain/contact-form.ts";
import { LeadFormSchema } from "#app/domain/lead-form.ts";
import { NewsletterSchema } from "#app/domain/newsletter.ts";

export const validators = {
  lead: (formData: FormData) => parseWithZod(formData, { schema: LeadFormSchema }),
  contact: (formData: FormData) => parseWithZod(formData, { schema: ContactFormSchema }),
  newsletter: (formData: FormData) => parseWithZod(formData, { schema: NewsletterSchema }),
};

export type ValidatorName = keyof typeof validators;
