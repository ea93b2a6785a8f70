/**
 * The header's menus (dropdowns, user menu, language switcher, the phone's menu) are `<details data-disclosure>`:
 * they open and close natively, before any script. This adds what a visitor expects of a menu: Escape closes it
 * and puts focus back on its summary; a tap or focus outside closes it; opening one closes the others; a link
 * chosen inside closes it. The listeners are on the document, so they also cover what React renders or renders
 * again on app pages.
 */
const OPEN = "details[data-disclosure][open]";

const openDisclosures = () => document.querySelectorAll<HTMLDetailsElement>(OPEN);

/** Closes every open disclosure that does not hold `target` (the whole page when it is not a node). */
function closeAllBut(target: EventTarget | null) {
  for (const details of openDisclosures()) {
    if (!(target instanceof Node && details.contains(target))) details.open = false;
  }
}

export function startDisclosures(): void {
  document.addEventListener("pointerdown", (event) => closeAllBut(event.target));
  document.addEventListener("focusin", (event) => closeAllBut(event.target));
  // `toggle` does not bubble: caught on its way down. Covers keyboard opening too.
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.matches(OPEN)) closeAllBut(details);
    },
    true,
  );
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const details of openDisclosures()) {
      // Focus inside a closed panel would fall to the page's start: it goes back to what opened the panel.
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector<HTMLElement>(":scope > summary")?.focus();
    }
  });
  // On a document page a link loads a new page anyway; on an app page the header stays, and the menu with it.
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const details = link?.closest<HTMLDetailsElement>(OPEN);
    if (details) details.open = false;
  });
}
