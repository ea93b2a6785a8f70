import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  consentFromCookies,
  parseConsent,
  REJECT_ALL,
  serializeConsent,
} from "#app/domain/consent/consent.ts";

const NOW = new Date("2026-11-30T23:30:00Z");

describe("the consent cookie", () => {
  it("serialises a choice with its version and day, cookie-safe", () => {
    expect(serializeConsent({ analytics: true, marketing: false }, NOW)).toBe("a=1&m=0&v=1&d=2026-11-30");
    expect(serializeConsent(REJECT_ALL, NOW)).toBe("a=0&m=0&v=1&d=2026-11-30");
    expect(serializeConsent(ACCEPT_ALL, NOW)).not.toMatch(/[;,\s"]/);
  });

  it("parses back what it wrote", () => {
    for (const choice of [ACCEPT_ALL, REJECT_ALL, { analytics: false, marketing: true }]) {
      expect(parseConsent(serializeConsent(choice, NOW))).toEqual({ ...choice, date: "2026-11-30" });
    }
  });

  it("asks again (null) for a missing, malformed or older choice", () => {
    for (const value of [
      undefined,
      null,
      "",
      "yes",
      "a=1&m=0&d=2026-11-30", // no version
      "a=1&m=0&v=0&d=2026-11-30", // an older version
      "a=2&m=0&v=1&d=2026-11-30",
      "a=1&m=&v=1&d=2026-11-30",
      "a=1&m=0&v=1&d=yesterday",
      `a=1&m=0&v=1&d=2026-11-30&x=${"y".repeat(80)}`,
    ]) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });

  it("is found among other cookies", () => {
    const header = `lng=ko; consent=a=1&m=1&v=1&d=2026-11-30; utm=%7B%7D`;
    expect(consentFromCookies(header)).toEqual({ analytics: true, marketing: true, date: "2026-11-30" });
    expect(consentFromCookies("lng=ko; notconsent=a=1&m=1&v=1&d=2026-11-30")).toBeNull();
    expect(consentFromCookies("")).toBeNull();
  });

  it("is kept a year for the whole site, SameSite=Lax, readable by scripts, Secure on https", () => {
    const cookie = consentCookie(ACCEPT_ALL, NOW, false);
    expect(cookie).toBe(
      `consent=a=1&m=1&v=1&d=2026-11-30; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    );
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(consentCookie(ACCEPT_ALL, NOW, true)).toMatch(/; Secure$/);
  });
});
