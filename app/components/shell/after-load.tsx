import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadCounting, track } from "#app/components/analytics/analytics.ts";
import { ChatLauncher } from "#app/components/chat-bot/chat-launcher.tsx";
import { TagManagerMount } from "#app/components/consent/tag-manager-mount.tsx";
import type { TrackedEvent } from "#app/domain/analytics/analytics.ts";
import { languageFromPath } from "#app/domain/languages.ts";

/** `?notice=` messages that mean an account event happened: signing out posts from the header menu on any page. */
const NOTICE_EVENTS: Record<string, TrackedEvent> = { signedOut: "sign_out" };

/**
 * The shell's parts that wait until the page is interactive and the browser idle (decision 008): none renders
 * anything on the server, so their code stays out of every page's first load. The tag manager after consent, the
 * chat bot's launcher, and the page's analytics.
 */
export default function AfterLoad({ gtmId }: { gtmId: string | null }) {
  usePageAnalytics();
  return (
    <>
      <TagManagerMount gtmId={gtmId} />
      <ChatLauncher />
    </>
  );
}

/**
 * A page view on every route change (the first one once this loads), scroll depth and time on page counted afresh
 * on each page, the sign-out reported on the page it lands on.
 */
function usePageAnalytics() {
  const { pathname, search } = useLocation();
  const notice = new URLSearchParams(search).get("notice");

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
