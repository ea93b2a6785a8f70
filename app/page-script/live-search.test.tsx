// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PartnerDirectory } from "#app/components/partners/partner-directory.tsx";
import type { ListedPartner, PartnerCategory } from "#app/domain/partners/partner-directory.ts";
import enCommon from "#app/locales/en/common.json";
import enPartners from "#app/locales/en/partners.json";
import { searchAddress, startLiveSearch } from "#app/page-script/live-search.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const partner = (id: string, name: string, category: PartnerCategory, industry: string): ListedPartner => ({
  id,
  name,
  description: `${name} works with agencies.`,
  category,
  industry,
  specialty: "Delivery",
  website: null,
  partnershipLevel: "Gold",
  isFeatured: false,
  isSample: false,
  imageId: null,
});

const PARTNERS = [
  partner("coral", "Coral Sea Cyber", "integrator", "Defence"),
  partner("brindabella", "Brindabella Defence Consulting", "consultant", "Defence"),
  partner("harbour", "Harbourline Health", "reseller", "Healthcare"),
];

/** The directory as the server renders it at `path` (the page the live search fetches, and the one first loaded). */
const directoryAt = (path: string) =>
  `<main>${serverMarkup(<PartnerDirectory partners={PARTNERS} />, {
    path,
    resources: { en: { common: enCommon, partners: enPartners } },
  })}</main>`;

/** Fetches answered by the server's rendering of the address asked for, each held until `answer` is called. */
function serverBehindFetch() {
  const pending: { url: URL; answer: () => void }[] = [];
  vi.stubGlobal(
    "fetch",
    (input: URL, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const url = new URL(input);
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        pending.push({
          url,
          answer: () => resolve(new Response(directoryAt(`${url.pathname}${url.search}`))),
        });
      }),
  );
  return pending;
}

const form = () => document.querySelector<HTMLFormElement>("form[data-live-search]")!;
const search = () => document.querySelector<HTMLInputElement>('input[name="q"]')!;
const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
const status = () => document.querySelector('[role="status"]')!;
const names = () =>
  [...document.querySelectorAll("#directory-results h3")].map((heading) => heading.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function load(path: string) {
  history.replaceState(null, "", path);
  document.body.innerHTML = directoryAt(path);
  startLiveSearch();
}

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a directory's live search on a document page (decision 068)", () => {
  it("follows typing after a pause, in the URL and the list; the status line stays the same element", async () => {
    const fetches = serverBehindFetch();
    load("/partners");
    const line = status();
    expect(line.textContent).toBe("Showing 3 of 3 listed partners");

    search().value = "cyb";
    search().dispatchEvent(new Event("input", { bubbles: true }));
    search().value = "cyber";
    search().dispatchEvent(new Event("input", { bubbles: true }));
    expect(fetches).toHaveLength(0);
    vi.advanceTimersByTime(250);

    expect(fetches.map(({ url }) => `${url.pathname}${url.search}`)).toEqual(["/partners?q=cyber"]);
    expect(location.pathname + location.search).toBe("/partners?q=cyber");
    fetches[0]!.answer();
    vi.useRealTimers();
    await settle();
    await settle();
    expect(names()).toEqual(["Coral Sea Cyber"]);
    expect(status()).toBe(line);
    expect(line.textContent).toBe("Showing 1 of 3 listed partners");
    expect(document.querySelector("a[data-live-clear]")).not.toBeNull();
  });

  it("keeps a filter chosen a moment earlier when the visitor types, and shows only the newest answer", async () => {
    const fetches = serverBehindFetch();
    load("/partners");
    select("industry").value = "Defence";
    select("industry").dispatchEvent(new Event("change", { bubbles: true }));
    search().value = "consult";
    search().dispatchEvent(new Event("input", { bubbles: true }));
    vi.advanceTimersByTime(250);

    expect(fetches.map(({ url }) => url.search)).toEqual([
      "?industry=Defence",
      "?q=consult&industry=Defence",
    ]);
    fetches[1]!.answer();
    fetches[0]!.answer();
    vi.useRealTimers();
    await settle();
    await settle();
    expect(names()).toEqual(["Brindabella Defence Consulting"]);
    expect(location.search).toBe("?q=consult&industry=Defence");
  });

  it("clears the search and filters in place from the clear link", async () => {
    const fetches = serverBehindFetch();
    load("/partners?q=health&category=reseller");
    expect(names()).toEqual(["Harbourline Health"]);
    document.querySelector<HTMLAnchorElement>("a[data-live-clear]")!.click();

    expect(search().value).toBe("");
    expect(select("category").value).toBe("all");
    expect(location.pathname + location.search).toBe("/partners");
    fetches[0]!.answer();
    vi.useRealTimers();
    await settle();
    await settle();
    expect(names()).toHaveLength(3);
    expect(document.querySelector("a[data-live-clear]")).toBeNull();
  });

  it("leaves out empty fields and filters on their first choice, in the page's language", () => {
    load("/ar/partners");
    search().value = "  quantum ";
    select("category").value = "consultant";
    const address = searchAddress(form());
    expect(`${address.pathname}${address.search}${address.hash}`).toBe(
      "/ar/partners?q=quantum&category=consultant",
    );
  });
});
