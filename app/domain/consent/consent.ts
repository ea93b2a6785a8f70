/**
 * The visitor's cookie choices (spec 000 §2 Cookie Policy, decision 031): necessary cookies are always on; analytics
 * (the tag manager) and marketing wait for consent. The choice is kept in a first-party cookie that the browser's
 * script reads (the server never varies a page by it: anonymous HTML depends on the URL only). Pure: no I/O.
 */

import { isOneOf } from "#app/domain/one-of.ts";

export const CONSENT_COOKIE = "consent";
/** Raised when the categories change: an older choice is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentChoice = { analytics: boolean; marketing: boolean };
/** A stored choice and the day it was made (YYYY-MM-DD, UTC). */
export type StoredConsent = ConsentChoice & { date: string };

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

/** The cookie's value: `a=1&m=0&v=1&d=2026-11-30` (cookie-safe: no `;`, `,` or spaces). */
export function serializeConsent(choice: ConsentChoice, now: Date): string {
  const flag = (on: boolean) => (on ? "1" : "0");
  const day = now.toISOString().slice(0, 10);
  return `a=${flag(choice.analytics)}&m=${flag(choice.marketing)}&v=${CONSENT_VERSION}&d=${day}`;
}

/** A stored choice, or null when there is none or it is malformed or of another version (then we ask again). */
export function parseConsent(value: string | null | undefined): StoredConsent | null {
  if (!value || value.length > 64) return null;
  const fields = new URLSearchParams(value);
  const analytics = fields.get("a");
  const marketing = fields.get("m");
  const date = fields.get("d") ?? "";
  if (fields.get("v") !== String(CONSENT_VERSION)) return null;
  if (!isFlag(analytics) || !isFlag(marketing) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { analytics: analytics === "1", marketing: marketing === "1", date };
}

const isFlag = (value: string | null) => value === "0" || value === "1";

/** The choice in a `Cookie` header or `document.cookie` (`name=value; name=value`). */
export function consentFromCookies(cookies: string): StoredConsent | null {
  for (const pair of cookies.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name === CONSENT_COOKIE) return parseConsent(rest.join("="));
  }
  return null;
}

/** What the browser assigns to `document.cookie`: one year, the whole site, SameSite=Lax, Secure on https. */
export function consentCookie(choice: ConsentChoice, now: Date, secure: boolean): string {
  const value = serializeConsent(choice, now);
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The consent gate, an inline script in every page's head (root.tsx): it marks the page (`data-consent-ask` on
 * `<html>`) when no choice of this version is stored, before the first paint, so the banner, which is in every
 * page's HTML, shows at once where it must and never where it must not, without waiting for the page's code.
 */
export const CONSENT_GATE_SCRIPT = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=[^;]*\\bv=${CONSENT_VERSION}\\b/.test(document.cookie))document.documentElement.setAttribute("data-consent-ask","")`;

/** The banner's buttons: `save` keeps the switches as set. */
export const CONSENT_INTENTS = ["accept", "reject", "save"] as const;
export type ConsentIntent = (typeof CONSENT_INTENTS)[number];
export const isConsentIntent = (value: unknown): value is ConsentIntent =>
  typeof value === "string" && isOneOf(CONSENT_INTENTS, value);

/** The choice a button of the banner makes: all, none, or the switches (`choice`) as set. */
export function choiceOf(intent: ConsentIntent, switches: Partial<ConsentChoice>): ConsentChoice {
  if (intent === "accept") return ACCEPT_ALL;
  if (intent === "reject") return REJECT_ALL;
  return { analytics: switches.analytics === true, marketing: switches.marketing === true };
}
