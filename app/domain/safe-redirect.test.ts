import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, localHref } from "#app/domain/languages.ts";
import { safeRedirectPath } from "#app/domain/safe-redirect.ts";

/** What a visitor's browser is sent to: the checked path, then put in the visitor's language, as the actions do. */
const location = (target: unknown, lang: (typeof LANGUAGE_CODES)[number]) =>
  localHref(lang, safeRedirectPath(target, "/profile"));

const sameSite = (path: string) =>
  /^\/(?![/\\])/.test(path) && new URL(path, "https://site.test").origin === "https://site.test";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/profile", "/profile"],
    ["/ar/pricing?plan=growth#faq", "/ar/pricing?plan=growth#faq"],
    ["/a/../profile", "/profile"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirectPath(target, "/fallback")).toBe(expected);
  });

  it.each([
    ["another host", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
    ["a dot segment before a second slash", "/.//evil.example/phish"],
    ["a parent segment before a second slash", "/a/..//evil.example"],
    ["an encoded dot segment before a second slash", "/%2e//evil.example"],
    ["an encoded dot-dot segment before a second slash", "/a/%2E%2E//evil.example"],
    ["a backslash that follows a dot segment", "/./\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "profile"],
    ["a control character", "/\tprofile"],
    ["nothing", undefined],
    ["an empty value", ""],
  ])("falls back for %s", (_, target) => {
    expect(safeRedirectPath(target, "/fallback")).toBe("/fallback");
  });
});

describe("the final redirect after the language is applied", () => {
  const prefixes = ["", ...LANGUAGE_CODES.filter((code) => code !== "en").map((code) => `/${code}`)];

  it.each(prefixes)("never leaves the site through the language prefix %s (issue 25 item 6)", (prefix) => {
    for (const lang of LANGUAGE_CODES) {
      for (const trick of [
        "//evil.example/phish",
        "///evil.example",
        "/.//evil.example",
        "/%2e//evil.example",
      ]) {
        const final = location(`${prefix}${trick}`, lang);
        expect(sameSite(final), `${lang}: ${prefix}${trick} -> ${final}`).toBe(true);
      }
    }
    expect(location("/ar//evil.example/phish", "en")).toBe("/evil.example/phish");
  });

  it.each([
    ["/ar//evil.example/phish", "/evil.example/phish"],
    ["/ko/\\evil.example", "/evil.example"],
    ["/zh/\t/evil.example", "/evil.example"],
    ["/hi/\n\\/evil.example?x=1#y", "/evil.example?x=1#y"],
    [" //evil.example", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["javascript:alert(1)", "/javascript:alert(1)"],
  ])("localHref never builds a link off the site, whatever path it is given: %s", (to, english) => {
    expect(localHref("en", to)).toBe(english);
    expect(localHref("ar", to)).toBe(`/ar${english}`);
  });

  it("localHref gives a same-site path for any path and any language", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.webPath(), fc.webUrl()),
        fc.constantFrom("", "/ar", "/ko", "/zh", "/hi", "//", "/ar/", "\\", "/\t"),
        fc.constantFrom(...LANGUAGE_CODES),
        (text, prefix, lang) => {
          const final = localHref(lang, `${prefix}${text}`);
          expect(sameSite(final), final).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("is a same-site path for any input and any language", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.webPath(), fc.webUrl()),
        fc.constantFrom("", "/ar", "/ko", "/zh", "/hi", "//", "/ar/"),
        fc.constantFrom(...LANGUAGE_CODES),
        (text, prefix, lang) => {
          const final = location(`${prefix}${text}`, lang);
          expect(sameSite(final), final).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
