/**
 * The visitor's consent in the browser (decision 031): read from the `consent` cookie, with the banner's open
 * state, for the components that show or change them. The server never reads it, so cached pages stay the same
 * for everyone. Small on purpose: it is in every page's first-load bundle (saving is the banner's, tag-manager.ts
 * loads when allowed).
 */
import { consentFromCookies, type StoredConsent } from "#app/domain/consent/consent.ts";

const listeners = new Set<() => void>();
let requested = false;
/**
 * The `consent` cookie as last read. Reading `document.cookie` asks the browser process each time (a few
 * milliseconds on a phone) and every render of the banner's mount reads the snapshot, so it is read once and again
 * only after a change: `saveConsent` writes the cookie, then closes the banner, which notifies.
 */
let cookie: { raw: string; consent: StoredConsent | null } | undefined;

function storedCookie() {
  if (!cookie) {
    const all = document.cookie;
    cookie = { raw: all.match(/(?:^|; )consent=([^;]*)/)?.[1] ?? "", consent: consentFromCookies(all) };
  }
  return cookie;
}

const notify = () => {
  cookie = undefined;
  for (const listener of listeners) listener();
};

/** For `useSyncExternalStore`: called on every change of the choice or of the banner's open state. */
export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A snapshot that stays equal while nothing changed: the open state and the raw cookie. */
export const consentSnapshot = () => `${requested}|${storedCookie().raw}`;

/** The stored choice, or null (none yet, or unreadable: the banner asks). */
export const readConsent = (): StoredConsent | null => storedCookie().consent;

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
