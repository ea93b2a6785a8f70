/**
 * The visitor's consent in the browser (decision 031): read from the `consent` cookie, with the banner's open
 * state, for the components that show or change them. The server never reads it, so cached pages stay the same
 * for everyone. Small on purpose: it is in every page's first-load bundle (saving is the banner's, tag-manager.ts
 * loads when allowed).
 */
import { consentFromCookies, type StoredConsent } from "#app/domain/consent.ts";

const listeners = new Set<() => void>();
let requested = false;

const notify = () => {
  for (const listener of listeners) listener();
};

/** For `useSyncExternalStore`: called on every change of the choice or of the banner's open state. */
export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A snapshot that stays equal while nothing changed: the open state and the raw cookie. */
export const consentSnapshot = () =>
  `${requested}|${document.cookie.match(/(?:^|; )consent=([^;]*)/)?.[1] ?? ""}`;

/** The stored choice, or null (none yet, or unreadable: the banner asks). */
export const readConsent = (): StoredConsent | null => consentFromCookies(document.cookie);

/** Whether the visitor asked for the choices ('Cookie preferences', the cookie page's button). */
export const bannerRequested = () => requested;

/** Opens the choices again. */
export function openConsent() {
  requested = true;
  notify();
}

/** Closes them (a choice was saved, or the visitor keeps the one made before). */
export function closeConsent() {
  requested = false;
  notify();
}
