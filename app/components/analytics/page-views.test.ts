// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

const tracked: [string, Record<string, unknown> | undefined][] = [];
const watched: { path: string; stopped: boolean }[] = [];
vi.mock("#app/components/analytics/analytics.ts", () => ({
  track: (event: string, params?: Record<string, unknown>) => tracked.push([event, params]),
}));
vi.mock("#app/components/consent/page-analytics.ts", () => ({
  watchPage: (path: string) => {
    const watch = { path, stopped: false };
    watched.push(watch);
    return () => {
      watch.stopped = true;
    };
  },
}));

const { countPageView } = await import("#app/components/analytics/page-views.ts");

describe("page views", () => {
  beforeEach(() => {
    tracked.length = 0;
  });

  it("counts the landing page once, though the app reports it again as it starts", () => {
    countPageView("/ar/pricing", "");
    countPageView("/ar/pricing", "?tab=x");
    expect(tracked).toEqual([["page_view", { page_path: "/ar/pricing", language: "ar" }]]);
    expect(watched).toEqual([{ path: "/ar/pricing", stopped: false }]);
  });

  it("a new page stops the last one's scroll and time counting, and reports its notice", () => {
    countPageView("/tools", "?notice=signedOut");
    expect(tracked).toEqual([
      ["page_view", { page_path: "/tools", language: "en" }],
      ["sign_out", undefined],
    ]);
    expect(watched.map((watch) => [watch.path, watch.stopped])).toEqual([
      ["/ar/pricing", true],
      ["/tools", false],
    ]);
  });

  it("an unknown notice reports nothing more", () => {
    countPageView("/faq", "?notice=whatever");
    expect(tracked.map(([event]) => event)).toEqual(["page_view"]);
  });
});
