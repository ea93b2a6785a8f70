/**
 * Analytics in the browser (spec 000 §7-§9; decision 031). `track()` pushes each event to the tag manager's
 * `dataLayer` (read only once the visitor allows analytics and the tag manager loads) and hands it to our own
 * first-party counting (consent/page-analytics.ts, loaded after the page is interactive: events reported before
 * wait for it). A failure is logged as a warning and ignored: analytics never breaks a page.
 */
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import type { TrackedEvent } from "#app/domain/analytics.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";
import { languageFromPath } from "#app/domain/languages.ts";

type DataLayerWindow = Window & { dataLayer?: unknown[] };
type PageAnalytics = typeof import("#app/components/consent/page-analytics.ts");
type Counted = Parameters<PageAnalytics["count"]>;

/** `?notice=` messages that mean an account event happened: signing out posts from the header menu on any page. */
const NOTICE_EVENTS: Record<string, TrackedEvent> = { signedOut: "sign_out" };

let counting: PageAnalytics | undefined;
const waiting: Counted[] = [];
let loading: Promise<PageAnalytics | undefined> | undefined;

function loadCounting() {
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

/** An unhandled window error, reported by the counting chunk (loaded for it if it is not yet). */
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

/** A form's `onAnswer` that also reports `event` when the answer says the form was sent. */
export function trackSent<Answer extends FormAnswer>(
  event: TrackedEvent,
  onAnswer?: (answer: Answer) => void,
  params?: Record<string, unknown>,
) {
  return (answer: Answer) => {
    if (answer.sent) track(event, params);
    onAnswer?.(answer);
  };
}

/** Reports `event` once when the component mounts with `when` true (a success page). */
export function useTrackOnce(event: TrackedEvent, when = true) {
  useEffect(() => {
    if (when) track(event);
  }, [event, when]);
}

/**
 * Reports `event` when this page's form post is answered with a redirect (success: signed in), except a redirect
 * to a path ending in `unless` (a further step, such as the two-factor code).
 */
export function useTrackOnRedirect(event: TrackedEvent, unless?: string) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const postedHere =
    navigation.state === "loading" &&
    navigation.formAction !== undefined &&
    new URL(navigation.formAction, location.href).pathname === pathname;
  const target = postedHere ? navigation.location.pathname : null;
  useEffect(() => {
    if (target && target !== pathname && !(unless && target.endsWith(unless))) track(event);
  }, [event, target, pathname, unless]);
}

/**
 * The root's analytics: a page view on every route change, scroll depth and time on page counted afresh on each
 * page, the sign-out reported on the page it lands on, unhandled window errors reported.
 */
export function usePageAnalytics() {
  const { pathname, search } = useLocation();
  const notice = new URLSearchParams(search).get("notice");

  useEffect(() => {
    addEventListener("error", onWindowError);
    addEventListener("unhandledrejection", onWindowError);
  }, []);
  useEffect(() => {
    track("page_view", { page_path: pathname, language: languageFromPath(pathname) });
    let stop: (() => void) | undefined;
    let left = false;
    void loadCounting().then((module) => {
      if (!left) stop = module?.watchPage(pathname, track);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);
  useEffect(() => {
    const event = notice && NOTICE_EVENTS[notice];
    if (event) track(event);
  }, [notice]);
}
