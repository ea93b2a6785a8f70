/**
 * The consent banner on a document page (decision 061): its form posts the choice to the cookie page without
 * scripts; with this, the choice is saved in the browser and the banner closes without a request, as the app's
 * banner does on app pages (components/consent/consent-banner.tsx). The switches are the form's own checkboxes.
 */
import { saveConsent } from "#app/components/consent/save-consent.ts";
import { choiceOf, isConsentIntent } from "#app/domain/consent/consent.ts";

export function startConsentBanner() {
  const form = document.querySelector<HTMLFormElement>("[data-consent-banner] form");
  form?.addEventListener("submit", (event) => {
    const intent = event.submitter?.getAttribute("value");
    if (!isConsentIntent(intent)) return;
    event.preventDefault();
    const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked;
    saveConsent(choiceOf(intent, { analytics: checked("analytics"), marketing: checked("marketing") }));
    document.documentElement.removeAttribute("data-consent-ask");
  });
}
