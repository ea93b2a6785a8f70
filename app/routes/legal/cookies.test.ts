import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConsent } from "#app/domain/consent/consent.ts";
import { action } from "#app/routes/legal/cookies.tsx";
import { TestBrowser } from "#tests/support/test-browser.ts";

/** The consent banner's form without JavaScript, posted to the cookie page (consent-banner.tsx). */
const post = (fields: Record<string, string>, path = "/cookies") =>
  new TestBrowser().call(action, path, fields);
const storedChoice = (headers: Headers) =>
  parseConsent(/^consent=([^;]*)/.exec(headers.get("set-cookie") ?? "")?.[1]);

describe("the consent banner's choice without JavaScript", () => {
  it("stores 'Accept all' for a year and goes back to the page it was made on", async () => {
    const answer = await post({ intent: "accept", returnTo: "/ar/pricing?plan=growth" }, "/ar/cookies");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/ar/pricing?plan=growth");
    expect(storedChoice(answer.headers)).toMatchObject({ analytics: true, marketing: true });
    expect(answer.headers.get("set-cookie")).toMatch(/Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it("stores 'Reject all' whatever the switches say, and 'Save' as they are set", async () => {
    const rejected = await post({ intent: "reject", analytics: "on", returnTo: "/" });
    expect(storedChoice(rejected.headers)).toMatchObject({ analytics: false, marketing: false });
    const saved = await post({ intent: "save", marketing: "on", returnTo: "/" });
    expect(storedChoice(saved.headers)).toMatchObject({ analytics: false, marketing: true });
  });

  it("never sends the visitor to another site, whatever the page it names", async () => {
    for (const returnTo of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "/ar//evil.example",
    ]) {
      const answer = await post({ intent: "accept", returnTo });
      expect(answer.location, returnTo).toMatch(/^\/(?![/\\])/);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (returnTo) => {
        const answer = await post({ intent: "reject", returnTo });
        expect(answer.status).toBe(303);
        expect(answer.location).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a form with no choice in it (400), storing nothing", async () => {
    const answer = await post({ intent: "everything", returnTo: "/" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });
});
