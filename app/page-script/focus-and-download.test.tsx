// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DOWNLOAD_DELAY_MS } from "#app/components/leads/download-delay.ts";
import { type GuideAnswer, GuideRequest } from "#app/components/resources/guide-request.tsx";
import enForms from "#app/locales/en/forms.json";
import enResources from "#app/locales/en/resources.json";
import { startFocusAndDownload } from "#app/page-script/focus-and-download.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/** The resources page's guide form as the server renders it, and the page script started. */
function loadGuideForm(props: { selected?: string; linkInvalid?: boolean; answer?: GuideAnswer }) {
  document.body.innerHTML = serverMarkup(
    <GuideRequest
      selected={props.selected ?? null}
      linkInvalid={props.linkInvalid ?? false}
      answer={props.answer}
    />,
    { path: "/resources", resources: { en: { forms: enForms, resources: enResources } } },
  );
  startFocusAndDownload();
}

const SENT: GuideAnswer = {
  sent: true,
  result: { status: "success", initialValue: null },
  guide: "rd-grants-primer",
  download: "/resources/guides/rd-grants-primer.pdf?token=abc",
};

const focused = () => document.activeElement;

beforeEach(() => {
  vi.useFakeTimers();
  (document.activeElement as HTMLElement | null)?.blur();
});
afterEach(() => vi.useRealTimers());

describe("a guide's confirmation on a document page", () => {
  it("takes the focus and clicks the download link for the visitor 1.5 s later, once", () => {
    const clicks: string[] = [];
    document.addEventListener("click", (event) => {
      event.preventDefault();
      clicks.push((event.target as HTMLAnchorElement).getAttribute("href") ?? "");
    });
    loadGuideForm({ answer: SENT });
    expect(focused()?.textContent).toBe("Your guide is ready");

    vi.advanceTimersByTime(DOWNLOAD_DELAY_MS - 1);
    expect(clicks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual([SENT.download]);
    vi.runAllTimers();
    expect(clicks).toHaveLength(1);
  });
});

describe("the guide form a card's link opened (`?guide=`)", () => {
  it("starts in the form: its name takes the focus, without scrolling away from #guide-form", () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    loadGuideForm({ selected: "govtech-procurement-handbook" });
    expect(focused()?.getAttribute("name")).toBe("name");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(
      document.querySelector<HTMLInputElement>("input[value=govtech-procurement-handbook]")?.checked,
    ).toBe(true);
    focus.mockRestore();
  });

  it("gives the focus once the page has loaded (the scroll to #guide-form drops it), unless it is taken", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    loadGuideForm({ selected: "govtech-procurement-handbook" });
    expect(focused()).toBe(document.body);
    window.dispatchEvent(new Event("load"));
    expect(focused()?.getAttribute("name")).toBe("name");

    loadGuideForm({ selected: "govtech-procurement-handbook" });
    document.querySelector<HTMLInputElement>("input[name=email]")!.focus();
    window.dispatchEvent(new Event("load"));
    expect(focused()?.getAttribute("name")).toBe("email");
    Reflect.deleteProperty(document, "readyState");
  });

  it("leaves the focus where it is when no card chose a guide, or a refused link led back", () => {
    loadGuideForm({});
    expect(focused()).toBe(document.body);
    loadGuideForm({ selected: "rd-grants-primer", linkInvalid: true });
    expect(focused()).toBe(document.body);
  });
});
