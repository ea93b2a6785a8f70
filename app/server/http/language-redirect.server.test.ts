import { describe, expect, it } from "vitest";
import { preferredLanguageRedirect } from "#app/server/http/language-redirect.server.ts";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const visit = (path: string, cookie: string, userAgent = browser) =>
  preferredLanguageRedirect(
    new Request(`http://localhost${path}`, {
      headers: { accept: "text/html", "user-agent": userAgent, cookie },
    }),
  );

describe("preferredLanguageRedirect", () => {
  it("sends a browser that chose a language to the same page in it", () => {
    expect(visit("/pricing?plan=growth", "theme=dark; lng=ar")).toBe("/ar/pricing?plan=growth");
  });

  it("leaves English choices, prefixed pages and crawlers alone", () => {
    expect(visit("/pricing", "lng=en")).toBeNull();
    expect(visit("/ko/pricing", "lng=ar")).toBeNull();
    expect(visit("/pricing", "lng=ar", "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBeNull();
  });

  it("ignores malformed cookies instead of failing the page", () => {
    expect(visit("/pricing", "lng=%")).toBeNull();
    expect(visit("/pricing", "other=%E0%A4%A; lng=ko")).toBe("/ko/pricing");
  });
});
