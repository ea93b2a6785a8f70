/**
 * The counters stay bounded whatever browsers send (issue 25 item 7, decision 057): a path is counted as its page
 * or not at all, a campaign as a label or none, and each day counts at most MAX_CAMPAIGNS_PER_DAY campaigns.
 */
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OTHER_CAMPAIGN } from "#app/domain/analytics/analytics.ts";
import {
  countedCampaign,
  MAX_CAMPAIGNS_PER_DAY,
  MAX_EVENTS_PER_BATCH,
} from "#app/domain/analytics/analytics-events.ts";
import { type CountedEventRow, countEvents } from "#app/server/analytics/events.server.ts";
import { analyticsEvents } from "#app/server/db/schema/index.ts";
import { anyPath, COUNTABLE_PATHS } from "#tests/support/counted-paths.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const DAY = "2026-11-28";
const view = (path: string): CountedEventRow => ({ name: "page_view", path, language: "en" });

describe.each(TEST_BACKENDS)("counting analytics events on %s", (backend) => {
  const database = useTestDatabase(backend);
  const rows = () =>
    database()
      .db.select({
        path: analyticsEvents.path,
        utmCampaign: analyticsEvents.utmCampaign,
        day: analyticsEvents.day,
        count: analyticsEvents.count,
      })
      .from(analyticsEvents)
      .orderBy(analyticsEvents.path, analyticsEvents.utmCampaign);
  const campaignsOf = async (day: string) =>
    (
      await database()
        .db.selectDistinct({ campaign: analyticsEvents.utmCampaign })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.day, day))
    ).map((row) => row.campaign);

  it("counts no path that no page of the site answers, and no error for it", async () => {
    await countEvents([view("/no-such-page"), view("/api/events"), view("/fr/pricing")], "", DAY);
    expect(await rows()).toEqual([]);
    await countEvents([view("/wp-login.php"), view("/pricing")], "", DAY);
    expect(await rows()).toEqual([{ path: "/pricing", utmCampaign: "", day: DAY, count: 1 }]);
  });

  it("counts a dynamic path as its catalogue page, else as the route's pattern", async () => {
    await countEvents(
      [
        view("/ko/pricing/growth-plan"),
        view("/pricing/growth-plan/"),
        view("/blog/first-post"),
        view("/blog/second-post"),
        view("/checkout/test/:id"),
      ],
      "",
      DAY,
    );
    expect((await rows()).map((row) => [row.path, row.count])).toEqual([
      ["/blog/:slug", 2],
      ["/checkout/test/:sessionId", 1],
      ["/pricing/growth-plan", 2],
    ]);
  });

  it("counts a hostile campaign as none", async () => {
    for (const hostile of ["<img src=x>", "x".repeat(65), "spring launch", "a".repeat(200)]) {
      await countEvents([view("/")], countedCampaign(hostile), DAY);
    }
    expect(await rows()).toEqual([{ path: "/", utmCampaign: "", day: DAY, count: 4 }]);
  });

  it(`counts at most ${MAX_CAMPAIGNS_PER_DAY} campaigns a day, later new ones as ${OTHER_CAMPAIGN}`, async () => {
    const campaigns = Array.from({ length: MAX_CAMPAIGNS_PER_DAY + 10 }, (_, i) => `campaign-${i}`);
    // At once, as from many visitors and instances: the day's lock admits one new campaign at a time.
    await Promise.all(campaigns.map((campaign) => countEvents([view("/")], campaign, DAY)));
    const counted = await campaignsOf(DAY);
    expect(counted).toHaveLength(MAX_CAMPAIGNS_PER_DAY + 1);
    expect(counted).toContain(OTHER_CAMPAIGN);
    const [other] = await database()
      .db.select({ count: analyticsEvents.count })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.day, DAY), eq(analyticsEvents.utmCampaign, OTHER_CAMPAIGN)));
    expect(other?.count).toBe(10);

    // A campaign the day already counts is still counted under its name; no campaign is none as before.
    const admitted = counted.find((campaign) => campaign !== OTHER_CAMPAIGN)!;
    await countEvents([view("/pricing")], admitted, DAY);
    await countEvents([view("/pricing")], "", DAY);
    expect((await rows()).filter((row) => row.path === "/pricing").map((row) => row.utmCampaign)).toEqual([
      "",
      admitted,
    ]);
    // The next day has room again.
    await countEvents([view("/")], "campaign-late", "2026-11-29");
    expect(await campaignsOf("2026-11-29")).toEqual(["campaign-late"]);
  });

  it("holds, for any batches, the paths to the site's pages and the campaigns to the day's bound", async () => {
    // Labels in many spellings (UUIDs: enough distinct ones to pass the cap), and anything.
    const anyCampaign = fc.oneof(
      fc.uuid(),
      fc.stringMatching(/^[A-Za-z0-9._-]{1,8}$/),
      fc.string({ maxLength: 80 }),
    );
    const anyBatch = fc.record({
      paths: fc.array(anyPath, { minLength: 1, maxLength: MAX_EVENTS_PER_BATCH }),
      campaign: anyCampaign,
      day: fc.constantFrom(DAY, "2026-11-29"),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(anyBatch, { minLength: 1, maxLength: 5 }), async (batches) => {
        for (const { paths, campaign, day } of batches) {
          await countEvents(paths.map(view), countedCampaign(campaign), day);
        }
        // Counted over every run so far: the bounds hold for the day, not for one batch.
        const perDay = await database()
          .db.select({
            day: analyticsEvents.day,
            campaigns: sql`count(distinct ${analyticsEvents.utmCampaign})`.mapWith(Number),
          })
          .from(analyticsEvents)
          .groupBy(analyticsEvents.day);
        for (const { campaigns } of perDay) expect(campaigns).toBeLessThanOrEqual(MAX_CAMPAIGNS_PER_DAY + 2);
        for (const { path } of await rows()) expect(COUNTABLE_PATHS.has(path), path).toBe(true);
      }),
      { numRuns: 100 },
    );
    // The runs did reach the cap, or the bound above was never put to the test.
    expect(await campaignsOf(DAY)).toContain(OTHER_CAMPAIGN);
  }, 60_000);
});
