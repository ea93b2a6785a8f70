import { useEffect } from "react";
import { useLocation } from "react-router";
import { countPageView } from "#app/components/analytics/page-views.ts";
import { ChatLauncher } from "#app/components/chat-bot/chat-launcher.tsx";

/**
 * The app's shell parts that wait until the page is interactive and the browser idle (decision 008): none renders
 * anything on the server, so their code stays out of every page's first load. The chat bot's launcher, and a page
 * view on each route change the app makes (the page script reported the page it loaded with).
 */
export default function AfterLoad() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view per page; its query only says which notice
  useEffect(() => countPageView(pathname, search), [pathname]);
  return <ChatLauncher />;
}
