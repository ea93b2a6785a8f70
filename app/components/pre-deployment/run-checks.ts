/**
 * The browser's side of the pre-deployment check (decision 032), loaded when 'Run Tests' is pressed: each key page
 * in turn in a hidden same-origin iframe of a phone's size, its load timed, the twelve checks run on its document,
 * and an address under it that does not exist fetched to see the not-found answer.
 */
import { type LanguageCode, localHref } from "#app/domain/languages.ts";
import {
  type CheckResult,
  type NotFoundProbe,
  passRate,
  runChecks,
  unloadedPage,
} from "#app/domain/pre-deployment/pre-deployment-checks.ts";

/** The frame's size: a phone (the narrowest screen the site is designed for). */
export const FRAME_WIDTH = 390;
export const FRAME_HEIGHT = 844;
/** A page that has not fired its load event after this long is reported as not loaded. */
export const PAGE_TIMEOUT_MS = 15_000;
/** How long to wait after the load event for the page's scripts to take over (`<html data-hydrated>`). */
const HYDRATION_WAIT_MS = 5_000;

export type PageReport = {
  path: string;
  /** The address loaded: the page in the check's language. */
  url: string;
  /** Null when the page did not load. */
  loadTimeMs: number | null;
  checks: CheckResult[];
  /** Passed / total in percent. */
  passRate: number;
};

export { passRate };

type RunOptions = {
  lang: LanguageCode;
  /** Where the hidden frame is put while the check runs. */
  host: HTMLElement;
  /** The frame's title (it is hidden from assistive technology, but named all the same). */
  frameTitle: string;
  signal: AbortSignal;
  onProgress: (index: number, path: string) => void;
  onReport: (report: PageReport) => void;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Navigates the frame and resolves when its load event fired (true) or the time ran out (false). */
function loadFrame(frame: HTMLIFrameElement, url: string, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (loaded: boolean) => {
      clearTimeout(timer);
      frame.removeEventListener("load", onLoad);
      signal.removeEventListener("abort", onAbort);
      resolve(loaded);
    };
    const onLoad = () => done(true);
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(false), PAGE_TIMEOUT_MS);
    frame.addEventListener("load", onLoad);
    signal.addEventListener("abort", onAbort);
    frame.src = url;
  });
}

/** The frame's document when it holds our page (null for a refused or failed load: the browser's error page). */
function frameDocument(frame: HTMLIFrameElement): Document | null {
  try {
    const document = frame.contentDocument;
    return document && document.location.origin === window.location.origin ? document : null;
  } catch {
    return null;
  }
}

async function settled(document: Document, signal: AbortSignal) {
  const until = Date.now() + HYDRATION_WAIT_MS;
  while (!document.documentElement.dataset.hydrated && Date.now() < until && !signal.aborted) await wait(50);
}

/** An address under the page that does not exist, fetched as a browser would open it. */
async function probeNotFound(
  lang: LanguageCode,
  path: string,
  signal: AbortSignal,
): Promise<NotFoundProbe | null> {
  const missing = `pre-deployment-missing-${Date.now().toString(36)}`;
  const url = localHref(lang, path === "/" ? `/${missing}` : `${path}/${missing}`);
  try {
    const response = await fetch(url, {
      headers: { Accept: "text/html" },
      credentials: "same-origin",
      signal,
    });
    const html = await response.text();
    return { status: response.status, document: new DOMParser().parseFromString(html, "text/html") };
  } catch {
    return null;
  }
}

async function checkPage(
  frame: HTMLIFrameElement,
  lang: LanguageCode,
  path: string,
  signal: AbortSignal,
): Promise<PageReport> {
  const url = localHref(lang, path);
  const started = performance.now();
  const loaded = await loadFrame(frame, url, signal);
  const document = frameDocument(frame);
  if (!loaded || !document) {
    const reason = loaded ? "issues.pageRefused" : "issues.pageTimeout";
    const checks = unloadedPage({ key: reason, values: { seconds: PAGE_TIMEOUT_MS / 1000 } });
    return { path, url, loadTimeMs: null, checks, passRate: passRate(checks) };
  }
  const elapsed = performance.now() - started;
  const view = document.defaultView!;
  const navigation = view.performance.getEntriesByType("navigation")[0] as
    | (PerformanceNavigationTiming & { responseStatus?: number })
    | undefined;
  const loadTimeMs =
    navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd - navigation.startTime : elapsed;
  await settled(document, signal);
  const notFound = await probeNotFound(lang, path, signal);
  const checks = runChecks({
    document,
    loadTimeMs,
    viewportWidth: document.documentElement.clientWidth,
    status: navigation?.responseStatus ?? 0,
    notFound,
  });
  return { path, url, loadTimeMs: Math.round(loadTimeMs), checks, passRate: passRate(checks) };
}

/** Checks the pages one by one, reporting each as it is done; the frame is gone when it resolves. */
export async function checkPages(pages: readonly string[], options: RunOptions): Promise<void> {
  const { host, signal } = options;
  const frame = host.ownerDocument.createElement("iframe");
  frame.title = options.frameTitle;
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.width = String(FRAME_WIDTH);
  frame.height = String(FRAME_HEIGHT);
  host.append(frame);
  try {
    for (const [index, path] of pages.entries()) {
      if (signal.aborted) return;
      options.onProgress(index, path);
      const report = await checkPage(frame, options.lang, path, signal);
      if (signal.aborted) return;
      options.onReport(report);
    }
  } finally {
    frame.remove();
  }
}
