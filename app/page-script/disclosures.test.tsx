// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MobileMenu } from "#app/components/shell/mobile-menu.tsx";
import { NavDropdown } from "#app/components/shell/nav-dropdown.tsx";
import { OverlayProvider } from "#app/components/shell/overlays.tsx";
import { RESOURCE_LINKS, SOLUTION_LINKS } from "#app/content/navigation.ts";
import enCommon from "#app/locales/en/common.json";
import { startDisclosures } from "#app/page-script/disclosures.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/** A page load: the header's menus as the server renders them, and something of the page beside them. */
function loadPage() {
  const header = (
    <OverlayProvider>
      <header>
        <NavDropdown label="Solutions" items={SOLUTION_LINKS} testId="solutions-menu" />
        <NavDropdown label="Resources" items={RESOURCE_LINKS} testId="resources-menu" />
        <MobileMenu />
      </header>
    </OverlayProvider>
  );
  document.body.innerHTML = `${serverMarkup(header, {
    resources: { en: { common: enCommon } },
    rootData: { user: null },
  })}<main><button type="button" id="outside">Elsewhere</button></main>`;
}

const summary = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
const isOpen = (testId: string) => summary(testId).closest("details")!.open;
/** The link named `name` in the menu that `testId` opens. */
const link = (testId: string, name: string) =>
  [...summary(testId).closest("details")!.querySelectorAll("a")].find((a) => a.textContent === name)!;
const outside = () => document.getElementById("outside")!;

beforeAll(() => startDisclosures());

beforeEach(() => {
  loadPage();
  // Not followed: happy-dom would load the address.
  window.onclick = (event) => event.preventDefault();
});

describe("startDisclosures", () => {
  it("closes the open menu on Escape and puts focus back on its summary", () => {
    summary("solutions-menu").click();
    expect(isOpen("solutions-menu")).toBe(true);
    const govtech = link("solutions-menu", "GovTech Procurement");
    govtech.focus();
    govtech.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(isOpen("solutions-menu")).toBe(false);
    expect(document.activeElement).toBe(summary("solutions-menu"));
  });

  it("closes it on a tap or focus outside, not on one inside", () => {
    summary("mobile-menu-button").click();
    link("mobile-menu-button", "Webinars").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(isOpen("mobile-menu-button")).toBe(true);
    outside().dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(isOpen("mobile-menu-button")).toBe(false);

    summary("resources-menu").click();
    outside().focus();
    expect(isOpen("resources-menu")).toBe(false);
  });

  it("closes the others when one opens", () => {
    summary("solutions-menu").click();
    summary("resources-menu").click();
    expect(isOpen("solutions-menu")).toBe(false);
    expect(isOpen("resources-menu")).toBe(true);
    summary("mobile-menu-button").click();
    expect(isOpen("resources-menu")).toBe(false);
    expect(isOpen("mobile-menu-button")).toBe(true);
  });

  it("closes it when a link in it is chosen", () => {
    summary("mobile-menu-button").click();
    link("mobile-menu-button", "Webinars").click();
    expect(isOpen("mobile-menu-button")).toBe(false);
  });
});
