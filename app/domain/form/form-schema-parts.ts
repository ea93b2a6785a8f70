/**
 * Building blocks shared by the public forms' schemas (lead, contact, newsletter). Validation messages are
 * translation keys in the `forms` namespace (`errors.<key>`), so browser and server report the same text in the
 * visitor's language. Over-long input is rejected, never truncated.
 */
import { z } from "zod";
import { EMAIL_PATTERN, FIELD_LIMITS } from "#app/domain/form/form-fields.ts";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function` and the browser reports a
// CSP violation. Form schemas are small, so zod's compiled fast path buys nothing here.
z.config({ jitless: true });

/** Required text, trimmed first, so whitespace alone counts as empty. */
export function requiredText(requiredKey: string, max: number) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, "tooLong");
}

/**
 * The e-mail field of a form: one plain address (EMAIL_PATTERN), trimmed and lower-cased. Keys: `emailRequired`,
 * `tooLong`, and `invalidKey` for a malformed address: the spec words it 'Email is invalid' in the lead form
 * (`leadEmailInvalid`) and 'Please enter a valid email address' elsewhere (`emailInvalid`; decision 062).
 */
export function emailAddressReporting(invalidKey: "emailInvalid" | "leadEmailInvalid") {
  return z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, { error: "emailRequired", abort: true })
    .max(FIELD_LIMITS.email, { error: "tooLong", abort: true })
    .regex(EMAIL_PATTERN, invalidKey)
    .toLowerCase();
}

/** The e-mail field of every form but the lead form, public and account alike. */
export const emailAddress = emailAddressReporting("emailInvalid");

/** The site path a form was sent from (attribution). Hidden, so a bad value is dropped rather than reported. */
export const pageField = z
  .string()
  .max(FIELD_LIMITS.page)
  .regex(/^\/[^\s]*$/)
  .optional()
  .catch(undefined);
