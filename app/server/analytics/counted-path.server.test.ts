import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countedPath } from "#app/server/analytics/counted-path.server.ts";
import { anyPath, COUNTABLE_PATHS } from "#tests/support/counted-paths.ts";

describe("the path an event is counted under (decision 057)", () => {
  it("is the page's path, without the language prefix, in the route table's spelling", () => {
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/ko")).toBe("/");
    expect(countedPath("/ar/pricing")).toBe("/pricing");
    expect(countedPath("/PRICING/")).toBe("/pricing");
    expect(countedPath("/profile/company")).toBe("/profile/company");
    expect(countedPath("/pricing/assessment")).toBe("/pricing/assessment");
  });

  it("keeps a catalogue's value and counts any other value as the pattern", () => {
    expect(countedPath("/zh/pricing/growth-plan")).toBe("/pricing/growth-plan");
    expect(countedPath("/pricing/free-money")).toBe("/pricing/:slug");
    expect(countedPath("/solutions/govtech")).toBe("/solutions/govtech");
    expect(countedPath("/regions/middle-east/UAE")).toBe("/regions/middle-east/:slug");
    expect(countedPath("/regions/middle-east/uae/private/:id")).toBe(
      "/regions/middle-east/uae/private/:customerId",
    );
    expect(countedPath("/regions/middle-east/uae/private/cus_8f3k2")).toBe(
      "/regions/middle-east/uae/private/:customerId",
    );
    expect(countedPath("/blog/market-entry-guide-2025")).toBe("/blog/:slug");
    expect(countedPath("/checkout/test/cs_test_a1b2c3d4e5f6g7h8")).toBe("/checkout/test/:sessionId");
    expect(countedPath("/admin/leads/4f9c1e2a-9b7d-4c3e-8a1f-2b3c4d5e6f70")).toBe("/admin/leads/:id");
  });

  it("is none for a path no page answers: unknown, another language, the API, a second prefix", () => {
    for (const path of [
      "/no-such-page",
      "/pricing/growth-plan/extra",
      "/fr/pricing",
      "/api/events",
      "/zh/ko",
    ])
      expect(countedPath(path), path).toBeNull();
    expect(countedPath("/sitemap.xml")).toBeNull();
    expect(countedPath("/blog/100%")).toBeNull();
  });

  it("is, whatever is sent, none or one of the paths the routes and catalogues allow", () => {
    expect(COUNTABLE_PATHS.size).toBeLessThan(500);
    fc.assert(
      fc.property(anyPath, (path) => {
        const counted = countedPath(path);
        expect(counted === null || COUNTABLE_PATHS.has(counted), `${path} -> ${counted}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
