// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { coversAction, type HitTest } from "#app/components/chat-bot/launcher-clearance.ts";

/** The launcher: 56 px round, 16 px from the bottom-right corner of a 1280 × 800 window. */
const BOX = new DOMRect(1208, 728, 56, 56);

function page(html: string) {
  document.body.innerHTML = `${html}<button id="launcher" aria-label="Chat with us"><svg></svg></button>`;
  const launcher = document.getElementById("launcher")!;
  return { launcher, isOwn: (element: Element) => launcher.contains(element) };
}

/** Elements at each point, as a browser would stack them: `under(x, y)` topmost first, then body and html. */
function hitTest(launcher: Element, under: (x: number, y: number) => Element[]): HitTest {
  return (x, y) => [
    launcher.firstElementChild!,
    launcher,
    ...under(x, y),
    document.body,
    document.documentElement,
  ];
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the chat launcher's clearance", () => {
  it("covers nothing over plain text, a card or the page's background", () => {
    const { launcher, isOwn } = page(
      '<main tabindex="-1"><div class="card"><p>Enterprise <span>tailored</span></p></div></main>',
    );
    const [main, card, text, span] = ["main", ".card", "p", "span"].map((s) => document.querySelector(s)!);
    expect(
      coversAction(
        BOX,
        isOwn,
        hitTest(launcher, () => [span!, text!, card!, main!]),
      ),
    ).toBe(false);
    expect(
      coversAction(
        BOX,
        isOwn,
        hitTest(launcher, () => []),
      ),
    ).toBe(false);
  });

  it("covers a button, a link (by its text too) or a field under any part of it", () => {
    const { launcher, isOwn } = page(
      '<button id="save">Save results</button><a id="link" href="/contact"><span>Contact sales</span></a><input id="field">',
    );
    for (const id of ["save", "link", "field"]) {
      const action = document.getElementById(id)!;
      const target = action.firstElementChild ?? action;
      // Only under the launcher's top-left part: one point of the grid in nine.
      const under = (x: number, y: number) => (x < 1225 && y < 745 ? [target] : []);
      expect(coversAction(BOX, isOwn, hitTest(launcher, under))).toBe(true);
    }
  });

  it("tests inside its circle, not its box's corners (nothing is hidden there)", () => {
    const { launcher, isOwn } = page('<a id="link" href="/">Home</a>');
    const link = document.getElementById("link")!;
    const inCorner = (x: number, y: number) => (x < BOX.left + 6 && y < BOX.top + 6 ? [link] : []);
    expect(coversAction(BOX, isOwn, hitTest(launcher, inCorner))).toBe(false);
  });

  it("never counts itself", () => {
    const { launcher, isOwn } = page("");
    expect(
      coversAction(
        BOX,
        isOwn,
        hitTest(launcher, () => []),
      ),
    ).toBe(false);
  });
});
