import { readConsent, subscribeConsent } from "#app/components/consent/consent-store.ts";
import type { ConsentChoice } from "#app/domain/consent/consent.ts";

/** The tag manager's script (the CSP allows its origin when GTM_ID is set: server/http/security.server.ts). */
export const TAG_MANAGER_SCRIPT = "https://www.googletagmanager.com/gtm.js";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Loads the tag manager (spec 000 §7) once analytics consent is given: the consent and the start go to the
 * `dataLayer` after the events queued so far, then its script, with this page's CSP nonce (browsers hide the
 * attribute from scripts, not the property). Loaded itself only then, outside the first-load bundle.
 */
export function loadTagManager(id: string, consent: ConsentChoice) {
  if (document.querySelector(`script[src^="${TAG_MANAGER_SCRIPT}"]`)) return;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push(
    {
      event: "consent_given",
      analytics_consent: "granted",
      marketing_consent: consent.marketing ? "granted" : "denied",
    },
    { "gtm.start": Date.now(), event: "gtm.js" },
  );
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
  script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  script.onerror = () => console.warn("The tag manager did not load.");
  document.head.append(script);
}

/**
 * Loads the tag manager as soon as analytics consent is given, now or later on this page (the banner's choice);
 * the returned function stops watching. The tag manager itself is only fetched then, outside the first load.
 */
export function watchTagManager(id: string): () => void {
  const loadIfAllowed = () => {
    const consent = readConsent();
    if (consent?.analytics) loadTagManager(id, consent);
  };
  loadIfAllowed();
  return subscribeConsent(loadIfAllowed);
}
