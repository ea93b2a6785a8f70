import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_GATE_SCRIPT,
  CONSENT_MAX_AGE_SECONDS,
  choiceOf,
  consentCookie,
  consentFromCookies,
  isConsentIntent,
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

describe("the consent gate", () => {
  /** Runs the gate's script on a page whose cookies are `cookie`: whether it asks for a choice. */
  function asks(cookie: string): boolean {
    let asked = false;
    const document = { cookie, documentElement: { setAttribute: () => (asked = true) } };
    new Function("document", CONSENT_GATE_SCRIPT)(document);
    return asked;
  }

  it("asks when no choice of this version is stored, and only then", () => {
    expect(asks("")).toBe(true);
    expect(asks("theme=dark")).toBe(true);
    expect(asks("consent=a=1&m=0&v=0&d=2026-01-01")).toBe(true);
    expect(asks("xconsent=a=1&m=0&v=1&d=2026-01-01")).toBe(true);
    expect(asks(`consent=${serializeConsent(REJECT_ALL, NOW)}`)).toBe(false);
    expect(asks(`theme=dark; consent=${serializeConsent(ACCEPT_ALL, NOW)}; x=1`)).toBe(false);
  });
});

describe("the banner's buttons", () => {
  it("choose all, none, or the switches as set", () => {
    expect(choiceOf("accept", {})).toEqual(ACCEPT_ALL);
    expect(choiceOf("reject", { analytics: true })).toEqual(REJECT_ALL);
    expect(choiceOf("save", { marketing: true })).toEqual({ analytics: false, marketing: true });
    expect(isConsentIntent("save")).toBe(true);
    expect(isConsentIntent("everything")).toBe(false);
    expect(isConsentIntent(undefined)).toBe(false);
  });
});
