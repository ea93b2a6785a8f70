// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ExitIntent } from "#app/components/marketing/exit-intent.tsx";
import { EXIT_OFFERS } from "#app/content/exit-offers.ts";
import enMarketing from "#app/locales/en/marketing.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const tracked: unknown[][] = [];
vi.mock("#app/components/analytics/analytics.ts", () => ({
  track: (...args: unknown[]) => tracked.push(args),
}));
const { startExitIntent } = await import("#app/page-script/exit-intent.ts");

/** In a browser each page load is a new document: the previous load's listeners go with it. */
let unloadPage = () => {};

/** The home page's dialog as the server renders it, in a window `width` wide, and the page script started. */
function loadPage(width: number) {
  unloadPage();
  document.body.innerHTML = `<main><a href="/about">About</a></main>${serverMarkup(<ExitIntent />, {
    resources: { en: { marketing: enMarketing } },
  })}`;
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  const listen = vi.spyOn(document, "addEventListener");
  startExitIntent();
  const added = [...listen.mock.calls];
  listen.mockRestore();
  unloadPage = () => {
    for (const [type, listener] of added) document.removeEventListener(type, listener);
  };
}

const dialog = () => document.querySelector<HTMLDialogElement>("dialog[data-exit-intent]")!;
/** The pointer leaving the window at height `clientY` (negative: through the top). */
const leave = (clientY: number, relatedTarget: Element | null = null) =>
  document.body.dispatchEvent(new MouseEvent("mouseout", { clientY, relatedTarget, bubbles: true }));
const shownOffers = () =>
  [...dialog().querySelectorAll<HTMLElement>("[data-exit-offer]")].filter((panel) => !panel.hidden);
const shownOffer = () => {
  const [offer, ...others] = shownOffers();
  expect(others).toEqual([]);
  return offer!;
};

beforeEach(() => {
  tracked.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  vi.spyOn(Math, "random").mockReturnValue(0);
});

describe("the exit-intent offer", () => {
  it("opens with one offer, named by its title, when the pointer leaves through the top of a wide window", () => {
    loadPage(1280);
    expect(dialog().open).toBe(false);
    expect(shownOffers()).toEqual([]);
    leave(-5);
    expect(dialog().open).toBe(true);
    const offer = shownOffer();
    expect(offer.dataset.exitOffer).toBe(EXIT_OFFERS[0].id);
    const title = document.getElementById(dialog().getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Your free market assessment");
    expect(offer.contains(title)).toBe(true);
    expect(offer.querySelector("a")!.getAttribute("href")).toBe(
      "/assessment?source=exit_intent_market_assessment&from=%2F",
    );
    expect(tracked).toEqual([["exit_intent_triggered", { offer_id: "market_assessment" }]]);
  });

  it("shows the offer it draws, and reports that one", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.99);
    loadPage(1280);
    leave(0);
    const last = EXIT_OFFERS.at(-1)!.id;
    expect(shownOffer().dataset.exitOffer).toBe(last);
    expect(dialog().getAttribute("aria-labelledby")).toBe(`exit-offer-${last}-title`);
    expect(tracked).toEqual([["exit_intent_triggered", { offer_id: last }]]);
  });

  it("stays closed on windows 768 px wide or narrower", () => {
    loadPage(768);
    leave(-5);
    expect(dialog().open).toBe(false);
    loadPage(390);
    leave(-5);
    expect(dialog().open).toBe(false);
    expect(tracked).toEqual([]);
  });

  it("stays closed when the pointer leaves other than through the top, or only moves onto another element", () => {
    loadPage(1280);
    leave(400);
    leave(1);
    leave(-5, document.querySelector("main"));
    expect(dialog().open).toBe(false);
    expect(tracked).toEqual([]);
    leave(-5); // not used up by the moves before
    expect(dialog().open).toBe(true);
  });

  it("waits while a menu or another dialog is open", () => {
    loadPage(1280);
    const menu = document.body.appendChild(document.createElement("details"));
    menu.dataset.disclosure = "";
    menu.open = true;
    leave(-5);
    expect(dialog().open).toBe(false);
    menu.open = false;
    const other = document.body.appendChild(document.createElement("dialog"));
    other.show();
    leave(-5);
    expect(dialog().open).toBe(false);
    other.close();
    leave(-5);
    expect(dialog().open).toBe(true);
  });

  it("opens once per visit", () => {
    loadPage(1280);
    leave(-5);
    dialog().close();
    leave(-5);
    expect(dialog().open).toBe(false);
    loadPage(1280); // the same visit, another page
    leave(-5);
    expect(dialog().open).toBe(false);
    expect(tracked.filter(([event]) => event === "exit_intent_triggered")).toHaveLength(1);
  });

  it("opens once per page when the browser refuses sessionStorage", () => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: refuse, setItem: refuse });
    loadPage(1280);
    leave(-5);
    expect(dialog().open).toBe(true);
    dialog().close();
    leave(-5);
    expect(dialog().open).toBe(false);
  });

  describe("closes, reported as dismissed,", () => {
    it.each([
      [
        "by its close button",
        () => shownOffer().querySelector<HTMLElement>('button[aria-label="Close"]')!.click(),
      ],
      ["by its dismiss button", () => [...shownOffer().querySelectorAll("button")].at(-1)!.click()],
      [
        "by Escape",
        // What the browser does on Escape in a modal dialog: `cancel`, then it closes unless that was cancelled.
        () => dialog().dispatchEvent(new Event("cancel", { cancelable: true })) && dialog().close(),
      ],
      ["by a click on the backdrop", () => dialog().click()],
    ])("%s", (_, close) => {
      loadPage(1280);
      leave(-5);
      shownOffer().querySelector("h2")!.click(); // a click inside is not a way out
      expect(dialog().open).toBe(true);
      close();
      expect(dialog().open).toBe(false);
      expect(tracked).toEqual([
        ["exit_intent_triggered", { offer_id: "market_assessment" }],
        ["exit_intent_closed", { offer_id: "market_assessment", action: "dismissed" }],
      ]);
    });
  });

  it("closes as the visitor follows the offer, reported as accepted", () => {
    loadPage(1280);
    leave(-5);
    const link = shownOffer().querySelector("a")!;
    expect(link.textContent).toBe("Get a free market assessment");
    link.addEventListener("click", (event) => event.preventDefault()); // stays on this page
    link.click();
    expect(dialog().open).toBe(false);
    expect(tracked.at(-1)).toEqual([
      "exit_intent_closed",
      { offer_id: "market_assessment", action: "accepted" },
    ]);
  });
});
