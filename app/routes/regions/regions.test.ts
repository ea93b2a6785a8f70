import { describe, expect, it, vi } from "vitest";
import { REGIONS } from "#app/content/regions.ts";
import { action } from "#app/routes/regions/regions.tsx";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { leads, outbox } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";
import { regionNotifySource } from "#app/server/regions/region-notify.server.ts";
import { TEST_ORIGIN, TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const notify = (path: string, body: Record<string, string>, browser = new TestBrowser()) =>
  browser.call(action, path, body);

describe.each(TEST_BACKENDS)("/regions' Notify Me on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("stores the address as a lead with source region_notify_<id>, in the page's language", async () => {
    const answer = await notify("/ko/regions", { region: "asia-pacific", email: "  Mei@Example.COM " });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ sent: true, region: "asia-pacific" });
    const rows = await database().db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "mei@example.com",
      source: "region_notify_asia-pacific",
      language: "ko",
      page: "/ko/regions",
      name: "",
      company: "",
    });
    // No mail now: the address is unconfirmed; the one mail promised is the launch (decision 024).
    expect(await database().db.$count(outbox)).toBe(0);
  });

  it("takes sign-ups for each coming-soon region under its own source, once per address", async () => {
    const browser = new TestBrowser("198.51.100.7");
    for (const region of ["asia-pacific", "europe", "americas"]) {
      expect((await notify("/regions", { region, email: "a@b.co" }, browser)).data.sent).toBe(true);
    }
    const again = await notify("/regions", { region: "europe", email: "A@B.co" }, browser);
    expect(again.data).toMatchObject({ sent: true, region: "europe" });
    const rows = await database().db.select({ source: leads.source }).from(leads);
    expect(rows.map((row) => row.source).sort()).toEqual([
      "region_notify_americas",
      "region_notify_asia-pacific",
      "region_notify_europe",
    ]);
    expect(regionNotifySource("europe")).toBe("region_notify_europe");
  });

  it("refuses an invalid or missing address with the translated message's key, on the right card", async () => {
    const invalid = await notify("/regions", { region: "europe", email: "not-an-address" });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({ sent: false, region: "europe" });
    expect(invalid.data.result.error).toEqual({ email: ["emailInvalid"] });
    expect(invalid.data.result.initialValue).toMatchObject({ email: "not-an-address" }); // shown again
    const empty = await notify("/ar/regions", { region: "americas", email: "" });
    expect(empty.data.result.error).toEqual({ email: ["emailRequired"] });
    expect(await database().db.$count(leads)).toBe(0);
  });

  it("refuses the active region and unknown regions: only coming-soon regions take sign-ups", async () => {
    const active = REGIONS.find((region) => region.status === "active")!;
    for (const region of [active.id, "antarctica", ""]) {
      const answer = await notify("/regions", { region, email: "a@b.co" });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ sent: false, region: null });
    }
    expect(await database().db.$count(leads)).toBe(0);
  });

  it("answers a bot that fills the honeypot like a person, and stores nothing", async () => {
    const bot = await notify("/regions", {
      region: "europe",
      email: "a@b.co",
      website: "http://spam.example",
    });
    expect(bot.data).toMatchObject({ sent: true, region: "europe" });
    expect(await database().db.$count(leads)).toBe(0);
  });

  it("works as a plain form post from a page without JavaScript (URL-encoded, as a browser sends it)", async () => {
    const request = new Request(`${TEST_ORIGIN}/hi/regions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
      body: "region=americas&email=ravi%40example.in&website=",
    });
    const args = await new TestBrowser().args("/hi/regions");
    const answer = (await action({ ...args, request } as never)) as { data: unknown };
    expect(answer.data).toMatchObject({ sent: true, region: "americas" });
    const [row] = await database().db.select().from(leads);
    expect(row).toMatchObject({ email: "ravi@example.in", source: "region_notify_americas", language: "hi" });
  });

  it("says so when the lead cannot be stored", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined); // the rate limit's store too
    setDatabaseForTests(undefined);
    const failed = await notify("/regions", { region: "asia-pacific", email: "a@b.co" });
    expect(failed.status).toBe(500);
    expect(failed.data).toMatchObject({ sent: false, region: "asia-pacific" });
    expect(failed.data.result.error).toEqual({ "": ["notifyFailed"] });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    warned.mockRestore();
  });
});
