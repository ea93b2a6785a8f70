/**
 * The consent banner's height, for the parts of the screen that must stay clear of it (the chat bot, the mobile
 * menu's sheet): they carry ABOVE_CONSENT_BANNER and read `var(--consent-banner-height, 0px)`.
 *
 * The height is set by one rule of a stylesheet of our own, for that class only, not on the root element: a custom
 * property changed on the root makes the browser recompute the style of every element of the page (a long task on
 * a phone, while the page is still loading), a rule for a class only that of the few elements that have it.
 */
export const ABOVE_CONSENT_BANNER = "above-consent-banner";

let sheet: CSSStyleSheet | undefined;

function setConsentBannerHeight(pixels: number) {
  if (!sheet) {
    if (pixels === 0) return; // never shown: the fallback is 0 already
    sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(`.${ABOVE_CONSENT_BANNER} { --consent-banner-height: ${pixels}px; }`);
}

/** Keeps the banner's height (0 while hidden) for the parts above it, as it shows, hides and reflows. */
export function watchConsentBannerHeight() {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  if (!banner) return;
  new ResizeObserver(() => setConsentBannerHeight(banner.offsetHeight)).observe(banner);
}
