import { closeConsent } from "#app/components/consent/consent-store.ts";
import { TAG_MANAGER_SCRIPT } from "#app/components/consent/tag-manager.ts";
import { type ConsentChoice, consentCookie } from "#app/domain/consent/consent.ts";

/**
 * Stores a choice for a year and closes the banner. Withdrawing analytics consent after the tag manager has loaded
 * reloads the page once: a loaded tag manager cannot be unloaded, a fresh page does not load it.
 */
export function saveConsent(choice: ConsentChoice) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is built and tested in domain/consent/consent.ts
  document.cookie = consentCookie(choice, new Date(), location.protocol === "https:");
  if (!choice.analytics && document.querySelector(`script[src^="${TAG_MANAGER_SCRIPT}"]`)) {
    location.reload();
    return;
  }
  closeConsent();
}
