import { useEffect, useSyncExternalStore } from "react";
import { consentSnapshot, readConsent, subscribeConsent } from "#app/components/consent/consent-store.ts";

/**
 * Loads the tag manager once analytics consent is given and `gtmId` is configured, after the page is interactive
 * (after-load.tsx), and again with the new choice when the visitor gives it. Renders nothing.
 */
export function TagManagerMount({ gtmId }: { gtmId: string | null }) {
  const snapshot = useSyncExternalStore(subscribeConsent, consentSnapshot, () => "");
  const consent = snapshot ? readConsent() : null;
  const analytics = consent?.analytics ?? false;
  const marketing = consent?.marketing ?? false;
  useEffect(() => {
    if (!gtmId || !analytics) return;
    import("#app/components/consent/tag-manager.ts").then(
      (module) => module.loadTagManager(gtmId, { analytics, marketing }),
      (error) => console.warn("The tag manager did not load.", error),
    );
  }, [gtmId, analytics, marketing]);
  return null;
}
