// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitcher } from "#app/components/shell/language-switcher.tsx";
import enCommon from "#app/locales/en/common.json";
import zhCommon from "#app/locales/zh/common.json";
import { startLanguageChoice } from "#app/page-script/language-choice.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/** Puts the switcher's server markup for `path` into the document, at that address. */
function openPage(path: string) {
  history.replaceState(null, "", path);
  document.body.innerHTML = serverMarkup(<LanguageSwitcher />, {
    path,
    resources: { en: { common: enCommon }, zh: { common: zhCommon } },
  });
}

const option = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>("a[data-language-choice]")].find(
    (link) => link.textContent === name,
  )!;
const switcher = () => document.querySelector("[data-language-switcher]")!;
const switchingText = () => document.querySelector<HTMLElement>("[data-language-switching]")!;
const events = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

/** Clicks `link` as a visitor would; true when the browser would then follow it (nothing prevented it). */
function click(link: HTMLElement, init: MouseEventInit = {}) {
  let followed = false;
  // Last in the event's path: notes whether the link would be followed, then stops happy-dom from following it.
  const follow = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", follow);
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener("click", follow);
  return followed;
}

beforeAll(() => startLanguageChoice());

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
  document.cookie = "lng=; Path=/; Max-Age=0";
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  openPage("/zh/pricing?plan=growth");
});

describe("startLanguageChoice", () => {
  it("on a plain click, remembers the language, reports the switch and shows the loading state", () => {
    const arabic = option("العربية");
    expect(arabic.getAttribute("href")).toBe("/ar/pricing?plan=growth");
    expect(switchingText().hidden).toBe(true);

    expect(click(arabic)).toBe(true);

    expect(document.cookie).toContain("lng=ar");
    expect(localStorage.getItem("i18nextLng")).toBe("ar");
    expect(JSON.parse(localStorage.getItem("language_usage_stats")!)).toMatchObject({
      ar: { count: 1, actions: { switch: 1 } },
    });
    expect(events()).toEqual([{ event: "language_switch", from: "zh", to: "ar" }]);
    expect(switcher().getAttribute("aria-busy")).toBe("true");
    expect(switchingText().hidden).toBe(false);
    expect(switchingText().textContent).toBe("正在切换语言…");
  });

  it("adds to the usage of a language chosen before", () => {
    click(option("English"));
    openPage("/pricing");
    click(option("中文"));
    openPage("/zh/pricing");
    click(option("English"));
    const usage = JSON.parse(localStorage.getItem("language_usage_stats")!);
    expect(usage.en.count).toBe(2);
    expect(usage.zh.count).toBe(1);
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
    ["a button other than the main one", { button: 1 }],
  ])("does nothing on a click with %s: the link opens elsewhere", (_, init) => {
    expect(click(option("العربية"), init)).toBe(true);
    expect(document.cookie).not.toContain("lng=");
    expect(localStorage.getItem("i18nextLng")).toBeNull();
    expect(events()).toEqual([]);
    expect(switcher().hasAttribute("aria-busy")).toBe(false);
    expect(switchingText().hidden).toBe(true);
  });

  it("records nothing for the page's own language, or for any other link", () => {
    const other = document.createElement("a");
    other.href = "/ar/pricing";
    document.body.append(other);
    click(option("中文"));
    click(other);
    expect(localStorage.length).toBe(0);
    expect(events()).toEqual([]);
    expect(switcher().hasAttribute("aria-busy")).toBe(false);
  });

  it("leaves a click another script has cancelled alone", () => {
    const arabic = option("العربية");
    arabic.addEventListener("click", (event) => event.preventDefault());
    click(arabic);
    expect(localStorage.getItem("i18nextLng")).toBeNull();
  });

  it("still switches when storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.stubGlobal("localStorage", { getItem: blocked, setItem: blocked });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(click(option("العربية"))).toBe(true);
    expect(document.cookie).toContain("lng=ar");
    expect(events()).toEqual([{ event: "language_switch", from: "zh", to: "ar" }]);
    expect(console.warn).toHaveBeenCalled();
  });

  it("drops the loading state when the browser brings this page back from its back/forward cache", () => {
    click(option("العربية"));
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(switcher().getAttribute("aria-busy")).toBe("false");
    expect(switchingText().hidden).toBe(true);
  });
});
