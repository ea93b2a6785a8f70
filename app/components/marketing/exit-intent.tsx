import { lazy, Suspense, useEffect, useState } from "react";
import { track } from "#app/components/analytics/analytics.ts";
import { useOverlay } from "#app/components/shell/overlays.tsx";
import { EXIT_OFFERS, type ExitOffer } from "#app/content/exit-offers.ts";
import {
  EXIT_INTENT_SEEN_KEY,
  exitIntentSource,
  isExitIntent,
  pickOffer,
} from "#app/domain/marketing/exit-intent.ts";

/** The dialog's code (Radix Dialog, the offer's texts and icons) loads only when the offer is due. */
const ExitIntentDialog = lazy(() => import("#app/components/marketing/exit-intent-dialog.tsx"));

/** sessionStorage, which privacy modes may refuse: then the offer is limited to once per page view. */
const seenThisVisit = () => {
  try {
    return sessionStorage.getItem(EXIT_INTENT_SEEN_KEY) !== null;
  } catch {
    return false;
  }
};
const rememberSeen = () => {
  try {
    sessionStorage.setItem(EXIT_INTENT_SEEN_KEY, "1");
  } catch {
    // Not kept: the listener is removed, so this page view still shows it once.
  }
};

/**
 * The home page's exit-intent offer (spec 000 §4): when the pointer leaves the window through the top on a
 * screen wider than 768 px, once per visit, one offer drawn at random. Only a `mouseout` listener is part of the
 * page; the dialog is fetched when it is about to open.
 */
export function ExitIntent() {
  const [offer, setOffer] = useState<ExitOffer | null>(null);
  const leadForm = useOverlay("lead-form");
  const mobileMenu = useOverlay("mobile-menu");
  const otherOverlayOpen = leadForm.isOpen || mobileMenu.isOpen;

  useEffect(() => {
    // Never on top of the lead form or the menu: the visitor is busy there.
    if (offer || otherOverlayOpen) return;
    const onMouseOut = (event: MouseEvent) => {
      const due = isExitIntent({
        clientY: event.clientY,
        movedToElement: event.relatedTarget !== null,
        viewportWidth: window.innerWidth,
        alreadySeen: seenThisVisit(),
      });
      if (!due) return;
      rememberSeen();
      const chosen = pickOffer(EXIT_OFFERS);
      track("exit_intent_triggered", { offer_id: chosen.id });
      setOffer(chosen);
    };
    document.addEventListener("mouseout", onMouseOut);
    return () => document.removeEventListener("mouseout", onMouseOut);
  }, [offer, otherOverlayOpen]);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog offer={offer} leadSource={exitIntentSource(offer.id)} />
    </Suspense>
  );
}
