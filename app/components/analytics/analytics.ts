/**
 * Analytics in the browser (spec 000 §7-§9; decision 031). `track()` pushes each event to the tag manager's
 * `dataLayer` (read only once the visitor allows analytics and the tag manager loads) and hands it to our own
 * first-party counting (consent/page-analytics.ts, loaded after the page is interactive: events reported before
 * wait for it). A failure is logged as a warning and ignored: analytics never breaks a page.
 */
import type { TrackedEvent } from "#app/domain/analytics/analytics.ts";

type DataLayerWindow = Window & { dataLayer?: unknown[] };
type PageAnalytics = typeof import("#app/components/consent/page-analytics.ts");
type Counted = Parameters<PageAnalytics["count"]>;

let counting: PageAnalytics | undefined;
const waiting: Counted[] = [];
let loading: Promise<PageAnalytics | undefined> | undefined;

export function loadCounting() {
  loading ??= import("#app/components/consent/page-analytics.ts").then(
    (module) => {
      counting = module;
      module.start();
      for (const event of waiting.splice(0)) module.count(...event);
      return module;
    },
    (error) => {
      console.warn("Analytics did not load", error);
      return undefined;
    },
  );
  return loading;
}

/**
 * Reports unhandled window errors from the moment the page is interactive (the root calls it once): each is sent
 * by the counting chunk, loaded for it if it is not yet.
 */
export function reportWindowErrors() {
  addEventListener("error", onWindowError);
  addEventListener("unhandledrejection", onWindowError);
}

function onWindowError(event: ErrorEvent | PromiseRejectionEvent) {
  void loadCounting().then((module) => module?.reportError(event));
}

/** Reports one event (`page_path` in `params`: the page it belongs to, else the current one). */
export function track(event: TrackedEvent, params: Record<string, unknown> = {}) {
  try {
    const w = window as DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push({ event, ...params });
    const counted: Counted = [event, params, String(params.page_path ?? location.pathname)];
    if (counting) counting.count(...counted);
    else waiting.push(counted);
  } catch (error) {
    console.warn("Analytics event failed", error);
  }
}
