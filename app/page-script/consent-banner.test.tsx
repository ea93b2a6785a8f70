// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { ConsentBanner } from "#app/components/consent/consent-banner.tsx";
import enCommon from "#app/locales/en/common.json";
import { startConsentBanner } from "#app/page-script/consent-banner.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/** A first visit to a document page: the banner as the server renders it, asked for by the gate. */
function loadPage() {
  document.body.innerHTML = serverMarkup(<ConsentBanner />, {
    path: "/about",
    resources: { en: { common: enCommon } },
  });
  document.documentElement.setAttribute("data-consent-ask", "");
  startConsentBanner();
}

const form = () => document.querySelector<HTMLFormElement>("[data-consent-banner] form")!;
const button = (value: string) => form().querySelector<HTMLButtonElement>(`button[value="${value}"]`)!;
/** Submits the banner's form with a button; whether the browser would still post it. */
function submitWith(value: string) {
  const event = new SubmitEvent("submit", { submitter: button(value), cancelable: true, bubbles: true });
  form().dispatchEvent(event);
  return !event.defaultPrevented;
}
const consentCookie = () => /(?:^|; )consent=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test page's cookie
  document.cookie = "consent=; Max-Age=0; Path=/";
});

describe("the consent banner on a document page", () => {
  it("'Accept all' stores the choice in the browser, closes the banner and posts nothing", () => {
    loadPage();
    expect(submitWith("accept")).toBe(false);
    expect(consentCookie()).toMatch(/^a=1&m=1&v=1&/);
    expect(document.documentElement.hasAttribute("data-consent-ask")).toBe(false);
  });

  it("'Save choices' stores the switches as set", () => {
    loadPage();
    form().querySelector<HTMLInputElement>('input[name="marketing"]')!.checked = true;
    expect(submitWith("save")).toBe(false);
    expect(consentCookie()).toMatch(/^a=0&m=1&v=1&/);
  });

  it("'Reject all' refuses both", () => {
    loadPage();
    expect(submitWith("reject")).toBe(false);
    expect(consentCookie()).toMatch(/^a=0&m=0&v=1&/);
  });
});
