/**
 * Analytics in the browser (spec 000 §7-§9; decision 031). `track()` pushes each event to the tag manager's
 * `dataLayer` (read only once the visitor allows analytics and the tag manager loads) and hands it to our own
 * first-party counting (consent/page-analytics.ts), which sends its batch as the page hides at the latest. Both
 * are part of the page script, which every page runs from its start (decision 061), so no event waits for a chunk
 * and none is lost when a visitor leaves at once. A failure is logged as a warning and ignored: analytics never
 * breaks a page.
 */
import { count, reportError } from "#app/components/consent/page-analytics.ts";
import type { TrackedEvent } from "#app/domain/analytics/analytics.ts";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Reports unhandled window errors from the moment the page script runs (it calls this once). */
export function reportWindowErrors() {
  addEventListener("error", reportError);
  addEventListener("unhandledrejection", reportError);
}

/** Reports one event (`page_path` in `params`: the page it belongs to, else the current one). */
export function track(event: TrackedEvent, params: Record<string, unknown> = {}) {
  try {
    const w = window as DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push({ event, ...params });
    count(event, params, String(params.page_path ?? location.pathname));
  } catch (error) {
    console.warn("Analytics event failed", error);
  }
}
