import { useRootData } from "#app/components/shell/root-data.ts";

/**
 * The public contact address (CONTACT_EMAIL), shown on the contact section and in failure messages; null when this
 * deployment has none to show (a placeholder, decision 064).
 */
export function useContactEmail(): string | null {
  return useRootData()?.contact.email ?? null;
}

/**
 * What a failure message that offers the contact address interpolates: the address, or, without one, the
 * message's version that names none (the `unlisted` context: `errors.leadFailed_unlisted`).
 */
export function contactMessageValues(contactEmail: string | null): Record<string, string> {
  return contactEmail ? { email: contactEmail } : { context: "unlisted" };
}
