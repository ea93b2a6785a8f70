import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "#app/domain/safe-redirect.ts";

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
