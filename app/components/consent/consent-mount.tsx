import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import {
  bannerRequested,
  consentSnapshot,
  readConsent,
  subscribeConsent,
} from "#app/components/consent/consent-store.ts";

/** The banner's code loads only when it is shown (first visit, or 'Cookie preferences'). */
const ConsentBanner = lazy(() => import("#app/components/consent/consent-banner.tsx"));

/**
 * Decides in the browser, after hydration, whether the consent banner shows (no choice stored, or the visitor
 * asked for it), so the server renders nothing here and anonymous pages stay the same for everyone. Loads the tag
 * manager once analytics consent is given and `gtmId` is configured.
 */
export function ConsentMount({ gtmId }: { gtmId: string | null }) {
  // The snapshot string changes with the cookie or the open state; the server's is empty (nothing shown).
  const snapshot = useSyncExternalStore(subscribeConsent, consentSnapshot, () => "");
  const consent = snapshot ? readConsent() : null;
  const shown = snapshot !== "" && (bannerRequested() || !consent);

  const analytics = consent?.analytics ?? false;
  const marketing = consent?.marketing ?? false;
  useEffect(() => {
    if (!gtmId || !analytics) return;
    import("#app/components/consent/tag-manager.ts").then(
      (module) => module.loadTagManager(gtmId, { analytics, marketing }),
      (error) => console.warn("The tag manager did not load.", error),
    );
  }, [gtmId, analytics, marketing]);

  return shown ? (
    <Suspense fallback={null}>
      <ConsentBanner current={consent} reopened={bannerRequested()} />
    </Suspense>
  ) : null;
}
