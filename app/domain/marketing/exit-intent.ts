/**
 * When the home page's exit-intent offer appears (spec 000 §3, §4, §9): on screens wider than 768 px, when the
 * pointer leaves the window through its top edge, at most once per visit; which offer it shows; and the lead
 * source its button records. Pure: the browser passes in what it measured.
 */

/** The offer appears only on viewports wider than this (CSS pixels): on phones there is no pointer to leave. */
export const EXIT_INTENT_MIN_WIDTH = 768;

/** sessionStorage key remembering that this visit has seen the offer. */
export const EXIT_INTENT_SEEN_KEY = "exitIntentSeen";

export type PointerExit = {
  /** `clientY` of the `mouseout` event: 0 or less once the pointer is above the page. */
  clientY: number;
  /** Whether the pointer moved onto another element (`relatedTarget`) rather than out of the window. */
  movedToElement: boolean;
  viewportWidth: number;
  /** Whether this visit has already been shown the offer. */
  alreadySeen: boolean;
};

/** Whether a `mouseout` is a visitor heading for the tab bar or the address bar, and the offer is due. */
export function isExitIntent({ clientY, movedToElement, viewportWidth, alreadySeen }: PointerExit): boolean {
  return !alreadySeen && !movedToElement && clientY <= 0 && viewportWidth > EXIT_INTENT_MIN_WIDTH;
}

/** One offer at random; `random` is `Math.random` or a stand-in in [0, 1). */
export function pickOffer<Offer>(
  offers: readonly [Offer, ...Offer[]],
  random: () => number = Math.random,
): Offer {
  const index = Math.min(Math.floor(random() * offers.length), offers.length - 1);
  return offers[index]!;
}

/** The lead source the offer's button records, e.g. `exit_intent_bid_forecast`. */
export const exitIntentSource = (offerId: string) => `exit_intent_${offerId}`;

/** The id of an offer's title in the exit-intent dialog, which names the dialog while that offer shows. */
export const exitOfferTitleId = (offerId: string) => `exit-offer-${offerId}-title`;
