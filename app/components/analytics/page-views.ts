/**
 * What every page reports about itself (spec 000 §9): its view, then scroll depth and time on page, and an account
 * event its `?notice=` announces (signing out posts from the header menu on any page and lands with one). The page
 * script reports the page a visitor lands on, at once (page-script/page-script.ts); the app reports its own route
 * changes after that (shell/after-load.tsx).
 */
import { track } from "#app/components/analytics/analytics.ts";
import { watchPage } from "#app/components/consent/page-analytics.ts";
import type { TrackedEvent } from "#app/domain/analytics/analytics.ts";
import { languageFromPath } from "#app/domain/languages.ts";

/** `?notice=` messages that mean an account event happened. */
const NOTICE_EVENTS: Record<string, TrackedEvent> = { signedOut: "sign_out" };

/** The page being watched: its scroll depth and time stop counting when the visitor moves on. */
let current: { pathname: string; stop: () => void } | undefined;

/** Reports a view of the page at `pathname` (once: the same page again is the one already counted). */
export function countPageView(pathname: string, search: string) {
  if (current?.pathname === pathname) return;
  current?.stop();
  track("page_view", { page_path: pathname, language: languageFromPath(pathname) });
  const notice = NOTICE_EVENTS[new URLSearchParams(search).get("notice") ?? ""];
  if (notice) track(notice);
  current = { pathname, stop: watchPage(pathname, track) };
}
