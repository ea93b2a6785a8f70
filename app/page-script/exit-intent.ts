/**
 * The home page's exit-intent offer (spec 000 §4; its dialog: components/marketing/exit-intent.tsx): when the
 * pointer leaves the window through the top on a screen wider than 768 px, once per visit, one offer drawn at
 * random, never over an open menu or another dialog. Opening and closing are reported (closing says whether the
 * visitor took the offer or dismissed it).
 */
import { track } from "#app/components/analytics/analytics.ts";
import { EXIT_OFFERS } from "#app/content/exit-offers.ts";
import {
  EXIT_INTENT_SEEN_KEY,
  exitOfferTitleId,
  isExitIntent,
  pickOffer,
} from "#app/domain/marketing/exit-intent.ts";

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

export function startExitIntent() {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-exit-intent]");
  if (!dialog) return;
  let shown: string | undefined;
  let accepted = false;

  const onMouseOut = (event: MouseEvent) => {
    // The visitor is busy in a menu (page-script/disclosures.ts) or another dialog.
    if (document.querySelector("details[data-disclosure][open], dialog[open]")) return;
    const due = isExitIntent({
      clientY: event.clientY,
      movedToElement: event.relatedTarget !== null,
      viewportWidth: window.innerWidth,
      alreadySeen: seenThisVisit(),
    });
    if (!due) return;
    document.removeEventListener("mouseout", onMouseOut);
    rememberSeen();
    const offer = pickOffer(EXIT_OFFERS);
    for (const panel of dialog.querySelectorAll<HTMLElement>("[data-exit-offer]")) {
      panel.hidden = panel.dataset.exitOffer !== offer.id;
    }
    dialog.setAttribute("aria-labelledby", exitOfferTitleId(offer.id));
    shown = offer.id;
    dialog.showModal();
    track("exit_intent_triggered", { offer_id: offer.id });
  };
  document.addEventListener("mouseout", onMouseOut);

  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    // The dialog itself is hit only on its backdrop: its content fills it.
    if (target === dialog || target.closest("[data-exit-intent-close]")) dialog.close();
    else if (target.closest("a[href]")) {
      accepted = true;
      dialog.close();
    }
  });
  // Every way out ends here, Escape included (a modal dialog closes itself on it, after a `cancel` event).
  dialog.addEventListener("close", () => {
    track("exit_intent_closed", { offer_id: shown, action: accepted ? "accepted" : "dismissed" });
  });
}
