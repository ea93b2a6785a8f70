import { describe, expect, it } from "vitest";
import { isPlaceholderAddress, publicAddress } from "#app/domain/firm/placeholder-address.ts";

describe("isPlaceholderAddress", () => {
  it.each([
    "hello@ausentry.example",
    "leads@AUSENTRY.EXAMPLE",
    "mailto:hello@ausentry.example",
    "https://example.com/northbridge",
    "https://www.example.com",
    "http://partners.example.org/",
    "https://example.net",
    "someone@example.com",
    "http://localhost:3000/partners",
    "https://shop.localhost",
    "https://demo.test",
    "nobody@site.invalid",
    "http://127.0.0.1:3100",
    "http://[::1]/",
    "https://example.com./",
  ])("is true for the reserved name in %s", (address) => {
    expect(isPlaceholderAddress(address)).toBe(true);
  });

  it.each([
    "hello@ausentry.com.au",
    "mailto:team@ausentry.com.au",
    "https://www.northbridge.com.au/",
    "https://example.com.au",
    "https://myexample.com",
    "https://example.company",
    "https://testing.io",
  ])("is false for the real address %s", (address) => {
    expect(isPlaceholderAddress(address)).toBe(false);
  });

  it.each(["", "   ", "not an address", "@example", "https://", null, undefined])(
    "is true for %o, which names no host",
    (address) => {
      expect(isPlaceholderAddress(address)).toBe(true);
    },
  );
});

describe("publicAddress", () => {
  it("keeps an address a page may show and drops a placeholder or a missing one", () => {
    expect(publicAddress("hello@ausentry.com.au")).toBe("hello@ausentry.com.au");
    expect(publicAddress("https://example.com/kestrel")).toBeNull();
    expect(publicAddress(null)).toBeNull();
  });
});
