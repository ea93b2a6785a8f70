// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguagePrompt } from "#app/components/shell/language-prompt.tsx";
import enCommon from "#app/locales/en/common.json";
import zhCommon from "#app/locales/zh/common.json";
import { startLanguageChoice } from "#app/page-script/language-choice.ts";
import { startLanguagePrompt } from "#app/page-script/language-prompt.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/** A page load at `path`: the prompt's server markup in the document, then the page script's start. */
function loadPage(path: string) {
  history.replaceState(null, "", path);
  document.body.innerHTML = serverMarkup(<LanguagePrompt />, {
    path,
    resources: { en: { common: enCommon }, zh: { common: zhCommon } },
  });
  startLanguagePrompt();
}

/** The browser as the suggestion reads it. */
function browser({ languages = ["en-AU"], timeZone = "Australia/Sydney", random = 0 } = {}) {
  Object.defineProperty(navigator, "languages", { value: languages, configurable: true });
  vi.stubGlobal("Temporal", { Now: { timeZoneId: () => timeZone } });
  vi.spyOn(Math, "random").mockReturnValue(random);
}

const prompt = () => document.querySelector<HTMLElement>("[data-testid='language-prompt']")!;
/** What the visitor sees of the prompt: its visible question and reason, and where its visible switch leads. */
function shown() {
  if (prompt().hidden) return null;
  const visible = (selector: string) =>
    [...prompt().querySelectorAll<HTMLElement>(selector)].filter((element) => !element.hidden);
  return {
    texts: visible("p").map((p) => p.textContent),
    switchTo: visible("a").map((a) => a.getAttribute("href")),
  };
}
const dismiss = () => prompt().querySelector<HTMLElement>("[data-prompt-dismiss]")!.click();
const dismissed = () => JSON.parse(localStorage.getItem("dismissed_language_suggestions") ?? "null");

beforeAll(() => startLanguageChoice());

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  // Not followed: happy-dom would load the address.
  window.onclick = (event) => event.preventDefault();
});

describe("startLanguagePrompt", () => {
  it("offers the browser's language, in the page's language, for the browser's reason", () => {
    browser({ languages: ["ko-KR", "en"] });
    loadPage("/zh/pricing?plan=growth");
    expect(shown()).toEqual({
      texts: ["是否切换为한국어？", "根据您的浏览器设置"],
      switchTo: ["/ko/pricing?plan=growth"],
    });
  });

  it("offers the language of the visitor's time zone for their location", () => {
    browser({ timeZone: "Asia/Dubai" });
    loadPage("/");
    expect(shown()).toEqual({
      texts: ["Would you like to switch to العربية?", "Based on your location"],
      switchTo: ["/ar"],
    });
  });

  it("after a choice, offers the chosen language on another language's page for usage, 30% of the time", () => {
    localStorage.setItem("i18nextLng", "zh");
    browser({ random: 0.29 });
    loadPage("/about");
    expect(shown()).toEqual({
      texts: ["Would you like to switch to 中文?", "Based on your usage patterns"],
      switchTo: ["/zh/about"],
    });
    browser({ random: 0.3 });
    loadPage("/about");
    expect(shown()).toBeNull();
  });

  it("shows nothing when there is nothing to suggest", () => {
    browser();
    loadPage("/");
    expect(shown()).toBeNull();
    expect(
      prompt().querySelectorAll("[data-prompt-language]:not([hidden]), [data-prompt-reason]:not([hidden])"),
    ).toHaveLength(0);
  });

  it("ignores a stored value that looks like script", () => {
    localStorage.setItem("i18nextLng", '"><img src=x onerror="window.__pwned=1">');
    browser();
    loadPage("/");
    expect(shown()).toBeNull();
    expect(document.querySelector("img")).toBeNull();
  });

  it("dismissing hides it and stores the language, which is not offered again", () => {
    localStorage.setItem("dismissed_language_suggestions", '["hi"]');
    browser({ languages: ["ko-KR"] });
    loadPage("/zh");
    dismiss();
    expect(shown()).toBeNull();
    expect(dismissed()).toEqual(["hi", "ko"]);

    loadPage("/zh");
    expect(shown()).toBeNull();
    expect(dismissed()).toEqual(["hi", "ko"]);
  });

  it("falls back to the next reason once the first one's language is dismissed", () => {
    localStorage.setItem("dismissed_language_suggestions", '["ko"]');
    browser({ languages: ["ko-KR"], timeZone: "Asia/Kolkata" });
    loadPage("/zh");
    expect(shown()?.texts).toEqual(["是否切换为हिन्दी？", "根据您所在的地区"]);
  });

  it("switching through it is a language choice", () => {
    browser({ languages: ["ko-KR"] });
    loadPage("/zh");
    prompt().querySelector<HTMLElement>("a:not([hidden])")!.click();
    expect(localStorage.getItem("i18nextLng")).toBe("ko");
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: "language_switch", from: "zh", to: "ko" },
    ]);
    expect(dismissed()).toBeNull();
  });
});
