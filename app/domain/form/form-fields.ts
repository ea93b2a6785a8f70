/**
 * Constants of the public forms (lead, contact, newsletter), free of zod so that components can use them without
 * loading the validation library. The schemas' building blocks are in form-schema-parts.ts.
 */

/** Longest accepted value per field; `errors.tooLong` names the limit. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  message: 5000,
  page: 500,
} as const;

/**
 * One plain address, the one e-mail rule of every form: the spec's "simple {email} pattern"
 * (something@something.something), built only of characters that cannot name a second recipient. No display
 * names (`<…>`), lists (`,` `;`), quotes, comments, spaces or address literals; the local part is RFC 5322's
 * dot-atom, the domain dot-separated labels in any script (internationalised domains).
 */
export const EMAIL_PATTERN =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/** The contact form's service options, in display order (spec 000 §3, 001 §3). */
export const CONTACT_SERVICES = [
  "entry-kit",
  "retainer",
  "market-entry",
  "govtech",
  "partnerships",
  "compliance",
  "other",
] as const;

export type ContactService = (typeof CONTACT_SERVICES)[number];

/** A hidden field people never see; a bot that fills it gets a normal-looking success and nothing is stored. */
export const HONEYPOT_FIELD = "website";

/** Where a lead came from when the caller names nothing else (spec 001 §3 "Lead"). */
export const DEFAULT_LEAD_SOURCE = "lead_form";

/** Where a signup came from when the form names nothing else. */
export const DEFAULT_NEWSLETTER_SOURCE = "website";
