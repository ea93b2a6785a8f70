import { describe, expect, it } from "vitest";
import { preferredLanguageRedirect, varyFor } from "#app/server/http/language-redirect.server.ts";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function request(
  path: string,
  {
    cookie = "",
    acceptLanguage = "",
    userAgent = browser,
    method = "GET",
    accept = PAGE_ACCEPT,
  }: Partial<Record<"cookie" | "acceptLanguage" | "userAgent" | "method" | "accept", string>> = {},
) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { accept, "accept-language": acceptLanguage, "user-agent": userAgent, cookie },
  });
}

/** Where the visitor is sent, or null when the page is served at its own address. */
const target = (...args: Parameters<typeof request>) =>
  preferredLanguageRedirect(request(...args))?.headers.get("Location") ?? null;

describe("preferredLanguageRedirect: the stored choice", () => {
  it("sends a browser that chose a language to the same page in it", () => {
    expect(target("/pricing?plan=growth", { cookie: "theme=dark; lng=ar" })).toBe("/ar/pricing?plan=growth");
  });

  it("always wins over the browser's language", () => {
    expect(target("/", { cookie: "lng=en", acceptLanguage: "ko-KR,ko;q=0.9" })).toBeNull();
    expect(target("/", { cookie: "lng=hi", acceptLanguage: "ko-KR,ko;q=0.9" })).toBe("/hi");
  });

  it("ignores malformed or injected cookies instead of failing the page", () => {
    expect(target("/pricing", { cookie: "lng=%" })).toBeNull();
    expect(target("/pricing", { cookie: "other=%E0%A4%A; lng=ko" })).toBe("/ko/pricing");
    expect(target("/", { cookie: "lng=%3Cscript%3E", acceptLanguage: "zh-CN" })).toBe("/zh");
  });
});

describe("preferredLanguageRedirect: the browser's language", () => {
  it("sends a browser with no stored choice to its Accept-Language language", () => {
    const answer = preferredLanguageRedirect(request("/", { acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8" }));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("Location")).toBe("/ko");
    expect(answer?.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(answer?.headers.get("Cache-Control")).toBe("private, no-store");
    expect(target("/contact?x=1", { acceptLanguage: "ar-AE" })).toBe("/ar/contact?x=1");
  });

  it("respects quality values and skips languages we do not have", () => {
    expect(target("/", { acceptLanguage: "ko;q=0.5,en-AU;q=0.9" })).toBeNull();
    expect(target("/", { acceptLanguage: "fr-FR,fr;q=0.9,hi;q=0.4,zh;q=0.7" })).toBe("/zh");
    expect(target("/", { acceptLanguage: "en-GB,en;q=0.9" })).toBeNull();
    expect(target("/", { acceptLanguage: "fr-FR,de" })).toBeNull();
    expect(target("/", { acceptLanguage: "ko;q=0" })).toBeNull();
    expect(target("/")).toBeNull();
  });

  it("discards values that look like script injection", () => {
    expect(
      target("/", { acceptLanguage: '<script>alert(1)</script>,ko"><img src=x onerror=alert(1)>' }),
    ).toBeNull();
    expect(target("/", { acceptLanguage: "javascript:alert(1);q=1, ar;q=0.5" })).toBe("/ar");
  });
});

describe("preferredLanguageRedirect: what is never redirected", () => {
  const korean = { acceptLanguage: "ko-KR", cookie: "lng=ko" };

  it("leaves prefixed pages and crawlers alone", () => {
    expect(target("/zh/pricing", korean)).toBeNull();
    expect(target("/pricing", { ...korean, userAgent: googlebot })).toBeNull();
    expect(target("/pricing", { ...korean, userAgent: "" })).toBeNull();
  });

  it("leaves form posts, data requests, files and the health check alone", () => {
    expect(target("/contact", { ...korean, method: "POST" })).toBeNull();
    expect(target("/contact.data", { ...korean, accept: "*/*" })).toBeNull();
    for (const path of ["/sitemap.xml", "/robots.txt", "/guides/playbook.pdf", "/healthz"]) {
      expect(target(path, korean), path).toBeNull();
    }
  });
});

describe("varyFor", () => {
  it("names Accept-Language only where it can change the answer: unprefixed pages", () => {
    expect(varyFor(request("/contact"))).toBe("Accept-Language, Cookie");
    expect(varyFor(request("/ko/contact"))).toBe("Cookie");
    expect(varyFor(request("/contact", { method: "POST" }))).toBe("Cookie");
    expect(varyFor(request("/sitemap.xml"))).toBe("Cookie");
  });

  it("is the same for every request to an address (the page cache keeps one answer per address)", () => {
    expect(varyFor(request("/terms", { accept: "*/*" }))).toBe("Accept-Language, Cookie");
    expect(varyFor(request("/terms", { userAgent: googlebot }))).toBe("Accept-Language, Cookie");
    expect(varyFor(request("/ar/terms", { accept: "*/*" }))).toBe("Cookie");
  });
});
