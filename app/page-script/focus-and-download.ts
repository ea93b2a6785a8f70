/**
 * What the app's effects do as a page opens, on document pages (decision 061), from marks the server renders: the
 * element marked `data-focus-on-load` takes the focus (a download's confirmation; the form a guide card's link
 * opened), where the page's address has already scrolled to, and the link marked `data-auto-download` is clicked
 * for the visitor 1.5 s later (DownloadReady; spec 001 §4 "PDF download"). App pages have their own effects.
 */
import { DOWNLOAD_DELAY_MS } from "#app/components/leads/download-delay.ts";

export function startFocusAndDownload(): void {
  const target = document.querySelector<HTMLElement>("[data-focus-on-load]");
  if (target) whenLoaded(() => focusUnlessTaken(target));
  const download = document.querySelector<HTMLAnchorElement>("a[data-auto-download]");
  if (download) setTimeout(() => download.click(), DOWNLOAD_DELAY_MS);
}

/** Once the page has loaded: the browser's scroll to the address's #fragment, as it loads, drops the focus. */
function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else addEventListener("load", run, { once: true });
}

/** Focuses `target`, unless the visitor has already put the focus somewhere. */
function focusUnlessTaken(target: HTMLElement) {
  const focused = document.activeElement;
  if (!focused || focused === document.body) target.focus({ preventScroll: true });
}
