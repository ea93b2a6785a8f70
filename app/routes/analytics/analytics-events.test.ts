import { describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/analytics/analytics-events.ts";
import { analyticsEvents } from "#app/server/db/schema/index.ts";
import { TEST_ORIGIN, TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

/** What `navigator.sendBeacon` sends: the JSON text as text/plain. */
const beacon = (body: unknown) =>
  new Blob([typeof body === "string" ? body : JSON.stringify(body)], { type: "text/plain;charset=UTF-8" });
const send = (body: unknown, browser = new TestBrowser()) =>
  browser.call(action, "/api/events", beacon(body));
const today = () => new Date().toISOString().slice(0, 10);

describe.each(TEST_BACKENDS)("POST /api/events on %s", (backend) => {
  const database = useTestDatabase(backend);
  const rows = () =>
    database()
      .db.select()
      .from(analyticsEvents)
      .orderBy(analyticsEvents.name, analyticsEvents.path, analyticsEvents.language);

  it("counts a batch per event, path, language and day, and answers 204", async () => {
    const answer = await send({
      events: [
        { name: "page_view", path: "/pricing", language: "en" },
        { name: "page_view", path: "/pricing", language: "en" },
        { name: "page_view", path: "/pricing", language: "ar" },
        { name: "scroll_depth_50", path: "/pricing", language: "en" },
      ],
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await rows()).toEqual([
      { name: "page_view", path: "/pricing", language: "ar", utmCampaign: "", day: today(), count: 1 },
      { name: "page_view", path: "/pricing", language: "en", utmCampaign: "", day: today(), count: 2 },
      { name: "scroll_depth_50", path: "/pricing", language: "en", utmCampaign: "", day: today(), count: 1 },
    ]);
  });

  it("adds up across batches and concurrent requests", async () => {
    const batch = { events: [{ name: "lead_submitted", path: "/", language: "ko" }] };
    await Promise.all(Array.from({ length: 12 }, () => send(batch)));
    await send({ events: Array(5).fill(batch.events[0]) });
    expect((await rows()).map((row) => row.count)).toEqual([17]);
  });

  it("counts under the landing campaign the attribution cookie remembered, a short label only", async () => {
    const browser = new TestBrowser();
    browser.cookies.set("utm", JSON.stringify({ utm_source: "li", utm_campaign: "spring-launch" }));
    await send({ events: [{ name: "page_view", path: "/", language: "en" }] }, browser);
    browser.cookies.set("utm", JSON.stringify({ utm_campaign: "x".repeat(150) }));
    await send({ events: [{ name: "page_view", path: "/", language: "en" }] }, browser);
    expect((await rows()).map((row) => [row.utmCampaign, row.count]).sort()).toEqual([
      ["", 1],
      ["spring-launch", 1],
    ]);
  });

  it("refuses unknown events, bad languages, paths with a query and what is not JSON (400), counting nothing", async () => {
    for (const body of [
      { events: [{ name: "purchase", path: "/", language: "en" }] },
      { events: [{ name: "page_view", path: "/", language: "fr" }] },
      { events: [{ name: "page_view", path: "/?email=a@b.co", language: "en" }] },
      {
        events: [
          { name: "page_view", path: "/", language: "en" },
          { name: "nope", path: "/", language: "en" },
        ],
      },
      { events: [] },
      "not json",
    ]) {
      expect((await send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses a body over 8 KB (413) and a post without Origin (403)", async () => {
    const big = { events: [{ name: "page_view", path: `/${"a".repeat(9000)}`, language: "en" }] };
    expect((await send(big)).status).toBe(413);
    const browser = new TestBrowser();
    const args = await browser.args("/api/events", beacon({ events: [] }));
    const request = new Request(args.request.url, { method: "POST", body: "{}" });
    const answer = (await action({ ...args, request } as never)) as Response;
    expect(answer.status).toBe(403);
    expect(TEST_ORIGIN).toMatch(/^http/);
  });

  it("limits each address to 120 batches a minute: then 429 with Retry-After", async () => {
    const browser = new TestBrowser("198.51.100.20");
    const batch = { events: [{ name: "page_view", path: "/", language: "en" }] };
    for (let i = 0; i < 120; i++) expect((await send(batch, browser)).status).toBe(204);
    const limited = await send(batch, browser);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(batch, new TestBrowser("198.51.100.21"))).status).toBe(204);
    expect((await rows())[0]?.count).toBe(121);
  });

  it("answers a GET with 405", async () => {
    const answer = loader();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
  });
});
