/**
 * The chat launcher floats over the page (issue 28 item 13: it covered the Enterprise card's button on /pricing and
 * "Save results" on the tools): it steps aside while one of the page's actions is under it, and comes back once the
 * visitor has scrolled past (decision 067). The page's end leaves room for it (app.css), so it is there when a
 * visitor has read to the bottom.
 */

/** What the launcher must never cover: what a visitor clicks, taps or types in. */
export const PAGE_ACTIONS =
  "a[href], button, input, select, textarea, summary, label, [role=button], [role=link], [tabindex]:not([tabindex='-1'])";

/** The elements at a point of the viewport, topmost first (`document.elementsFromPoint`). */
export type HitTest = (x: number, y: number) => readonly Element[];

/**
 * Whether one of the page's actions lies under a round button in `box`: tested on a 3 × 3 grid over the square
 * inside its circle (points a third of its width apart, closer than a line of small text), its own elements
 * (`isOwn`: the launcher) left out.
 */
export function coversAction(
  box: DOMRectReadOnly,
  isOwn: (element: Element) => boolean,
  hitTest: HitTest,
): boolean {
  const half = (box.width / 2) * Math.SQRT1_2;
  const centreX = box.left + box.width / 2;
  const centreY = box.top + box.height / 2;
  for (const dx of [-half, 0, half]) {
    for (const dy of [-half, 0, half]) {
      const found = hitTest(centreX + dx, centreY + dy).some(
        (element) => !isOwn(element) && element.closest(PAGE_ACTIONS) !== null,
      );
      if (found) return true;
    }
  }
  return false;
}

/**
 * Calls `onChange(covering)` whenever whether `launcher` covers an action may have changed: after a scroll, a
 * resize, a change of the page's height (content shown or replaced) or of the consent banner's (which moves the
 * launcher), at most once a frame. Returns the function that stops watching.
 */
export function watchLauncherClearance(
  launcher: HTMLElement,
  onChange: (covering: boolean) => void,
): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const isOwn = (element: Element) => launcher.contains(element);
    onChange(
      coversAction(launcher.getBoundingClientRect(), isOwn, (x, y) => document.elementsFromPoint(x, y)),
    );
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(check);
  };
  const resized = new ResizeObserver(schedule);
  resized.observe(document.body);
  const banner = document.querySelector("[data-consent-banner]");
  if (banner) resized.observe(banner);
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule, { passive: true });
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    removeEventListener("scroll", schedule);
    removeEventListener("resize", schedule);
  };
}
