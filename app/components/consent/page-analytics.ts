/**
 * First-party analytics, part of the page script (decision 061): counting in batches sent with
 * `navigator.sendBeacon` to `/api/events` (an event's name, path and language, nothing else), scroll depth and
 * time on page per page, and unhandled window errors reported to `/api/client-errors`, a few per page load at
 * most. Failures are logged as warnings.
 */
import {
  analyticsPath,
  countedEvent,
  newThresholds,
  SCROLL_DEPTHS,
  scrolledPercent,
  TIME_ON_PAGE_SECONDS,
  type TrackedEvent,
} from "#app/domain/analytics/analytics.ts";
import { languageFromPath } from "#app/domain/languages.ts";

/** Events wait this long for others to join their batch (or until the page is hidden). */
const FLUSH_DELAY_MS = 3000;
/** A batch this large goes at once (the endpoint takes up to 30). */
const FLUSH_SIZE = 20;
/** Error reports one page load sends at most. */
const MAX_ERROR_REPORTS = 3;

let queue: { name: string; path: string; language: string }[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function beacon(url: string, body: unknown) {
  try {
    // A string goes as text/plain: a simple request, which every browser sends as a beacon.
    if (!navigator.sendBeacon(url, JSON.stringify(body))) console.warn(`Analytics: ${url} not queued`);
  } catch (error) {
    console.warn("Analytics beacon failed", error);
  }
}

/** Sends the queued events now (the page is being hidden, or the batch is full). */
export function flushEvents() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (queue.length === 0) return;
  const events = queue;
  queue = [];
  beacon("/api/events", { events });
}

/** Adds an event that `track()` reported on the page at `pathname` to the first-party counters' next batch. */
export function count(event: TrackedEvent, params: Record<string, unknown>, pathname: string) {
  const name = countedEvent(event, params);
  if (!name) return;
  queue.push({ name, path: analyticsPath(pathname), language: languageFromPath(pathname) });
  if (queue.length >= FLUSH_SIZE) flushEvents();
  else flushTimer ??= setTimeout(flushEvents, FLUSH_DELAY_MS);
}

let errorReports = 0;

/** An unhandled window error (analytics.ts listens from the page script's start), sent while this page load has reports left. */
export function reportError(event: ErrorEvent | PromiseRejectionEvent) {
  if (errorReports++ >= MAX_ERROR_REPORTS) return;
  const body =
    event instanceof ErrorEvent
      ? {
          kind: "error",
          message: String(event.message || event.error || "error"),
          ...(event.filename && { source: event.filename, line: event.lineno, column: event.colno }),
        }
      : {
          kind: "unhandledrejection",
          message: String(event.reason instanceof Error ? event.reason.message : event.reason),
        };
  beacon("/api/client-errors", { ...body, path: location.pathname });
}

/** Once per page load (the page script): the queue is sent when the page is hidden. */
export function sendCountsOnHide() {
  addEventListener("pagehide", flushEvents);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushEvents();
  });
}

/**
 * Scroll depth (25/50/75/100 %) and time on page (30/60/120/300 s) on the page at `pathname`, each reported once
 * through `track` (analytics.ts's, passed in so that this chunk does not import the shell's); returns the stop for
 * when the visitor moves to another page (which starts afresh).
 */
export function watchPage(
  pathname: string,
  track: (event: TrackedEvent, params: Record<string, unknown>) => void,
) {
  const reached = new Set<number>();
  const onScroll = () => {
    const percent = scrolledPercent(scrollY, innerHeight, document.documentElement.scrollHeight);
    for (const depth of newThresholds(SCROLL_DEPTHS, percent, reached)) {
      reached.add(depth);
      track("scroll_depth", { percent: depth, page_path: pathname });
    }
  };
  addEventListener("scroll", onScroll, { passive: true });
  const timers = TIME_ON_PAGE_SECONDS.map((seconds) =>
    setTimeout(() => track("time_on_page", { seconds, page_path: pathname }), seconds * 1000),
  );
  return () => {
    removeEventListener("scroll", onScroll);
    for (const timer of timers) clearTimeout(timer);
  };
}
