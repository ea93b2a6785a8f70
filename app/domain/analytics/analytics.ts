/**
 * Analytics events (spec 000 §7, §9; decision 031): the events the site reports, the scroll-depth and time-on-page
 * thresholds, and how an event becomes a first-party counter (a name and a path, nothing about the visitor).
 * Pure: no I/O; shared by the browser (which reports) and the server (which counts).
 */
import { stripLanguagePrefix } from "#app/domain/languages.ts";

/** Scroll-depth events, in percent of the page (spec 000 §9). */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
/** Time-on-page events, in seconds on one page (spec 000 §9). */
export const TIME_ON_PAGE_SECONDS = [30, 60, 120, 300] as const;

/** Every event `track()` reports (the tag manager's `event` names). */
export const TRACKED_EVENTS = [
  "page_view",
  "language_switch",
  "exit_intent_triggered",
  "exit_intent_closed",
  "lead_submitted",
  "demo_booked",
  "newsletter_signup",
  "sign_in",
  "sign_up",
  "sign_out",
  "checkout_started",
  "checkout_completed",
  "scroll_depth",
  "time_on_page",
] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

/** What a form reports when it was sent: an event and its parameters (`{ source: "contact" }`). */
export type SentEvent = { event: TrackedEvent; params?: Record<string, string> };

/**
 * The marker a sent form's message carries (`data-sent-event`, `data-sent-params`): on a document page, where the
 * answer arrives as a new page, the page script reports the event from it (page-script/form-answers.ts).
 */
export function sentEventMarker(sent: SentEvent | undefined) {
  return {
    "data-sent-event": sent?.event,
    "data-sent-params": sent?.params ? JSON.stringify(sent.params) : undefined,
  };
}

export const isTrackedEvent = (value: unknown): value is TrackedEvent =>
  (TRACKED_EVENTS as readonly unknown[]).includes(value);

/** The first-party counters' names: each event, with scroll depth and time on page counted per threshold. */
export const COUNTED_EVENTS = [
  ...TRACKED_EVENTS.filter((event) => event !== "scroll_depth" && event !== "time_on_page"),
  ...SCROLL_DEPTHS.map((percent) => `scroll_depth_${percent}` as const),
  ...TIME_ON_PAGE_SECONDS.map((seconds) => `time_on_page_${seconds}` as const),
] as const;
export type CountedEvent = (typeof COUNTED_EVENTS)[number];

/** The counter an event adds to: `scroll_depth` with `{ percent: 50 }` is `scroll_depth_50`; null if none. */
export function countedEvent(event: TrackedEvent, params: Record<string, unknown>): CountedEvent | null {
  const name =
    event === "scroll_depth"
      ? `scroll_depth_${params.percent}`
      : event === "time_on_page"
        ? `time_on_page_${params.seconds}`
        : event;
  return (COUNTED_EVENTS as readonly string[]).includes(name) ? (name as CountedEvent) : null;
}

/** How far down the page the visitor has seen, 0–100 %: the bottom of the viewport against the page's height. */
export function scrolledPercent(scrollTop: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= 0) return 0;
  return Math.min(100, Math.max(0, ((scrollTop + viewportHeight) / pageHeight) * 100));
}

/** The thresholds `reached` has passed that were not reported yet on this page, lowest first. */
export function newThresholds<T extends number>(
  thresholds: readonly T[],
  reached: number,
  reported: ReadonlySet<number>,
): T[] {
  // Half a pixel's rounding must not keep a page scrolled to its end from counting as 100 %.
  return thresholds.filter((threshold) => reached + 0.5 >= threshold && !reported.has(threshold));
}

/** Longest path counted; longer ones are not ours. */
export const MAX_PATH_LENGTH = 200;

/**
 * The path an event is counted under: without query, fragment and language prefix (the language is its own
 * column), and with segments that identify someone or something private (a customer's page, a checkout session,
 * long tokens) replaced by `:id`, so no counter holds an identifier.
 */
export function analyticsPath(pathname: string): string {
  const bare = stripLanguagePrefix(pathname.split(/[?#]/)[0] || "/");
  const segments = bare.split("/");
  const kept = segments.map((segment, index) => {
    const previous = segments[index - 1];
    const checkoutSession = previous === "test" && segments[index - 2] === "checkout";
    if (previous === "private" || checkoutSession || isIdentifier(segment)) return ":id";
    return segment;
  });
  return kept.join("/").slice(0, MAX_PATH_LENGTH) || "/";
}

/** UUIDs, and long letter-and-digit runs (session ids, tokens); slugs are words joined by hyphens. */
function isIdentifier(segment: string): boolean {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)) return true;
  return segment.length >= 16 && /^[\w.~]+$/.test(segment) && /\d/.test(segment);
}

/** The campaigns past the day's MAX_CAMPAIGNS_PER_DAY; its parentheses are not a counted campaign's shape. */
export const OTHER_CAMPAIGN = "(other)";
