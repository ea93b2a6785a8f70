import { describe, expect, it, vi } from "vitest";
import { createCounterRetentionJob, deleteOldCounters } from "#app/server/analytics/retention.server.ts";
import { analyticsEvents } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("the analytics counters' retention on %s", (backend) => {
  const database = useTestDatabase(backend);
  const counter = (day: string) => ({ name: "page_view", path: "/", language: "en", day, count: 3 });
  const days = async () =>
    (
      await database()
        .db.select({ day: analyticsEvents.day })
        .from(analyticsEvents)
        .orderBy(analyticsEvents.day)
    ).map((row) => row.day);

  it("deletes the days more than 13 months before today (UTC) and keeps the others", async () => {
    await database()
      .db.insert(analyticsEvents)
      .values([
        counter("2025-06-01"),
        counter("2025-10-26"),
        counter("2025-10-27"),
        counter("2026-11-27"),
        counter("2026-11-28"),
      ]);
    // 28 November 2026, 09:00 in Sydney: still the 27th in UTC, so the first day kept is 27 October 2025.
    expect(await deleteOldCounters(new Date("2026-11-27T22:00:00Z"))).toBe(2);
    expect(await days()).toEqual(["2025-10-27", "2026-11-27", "2026-11-28"]);
  });

  it("runs in each serving process as soon as it starts", async () => {
    await database()
      .db.insert(analyticsEvents)
      .values([counter("2020-01-01"), counter(new Date().toISOString().slice(0, 10))]);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const job = createCounterRetentionJob({ logger });
    job.start();
    await job.stop();
    const logged = [...info.mock.calls];
    info.mockRestore();
    expect(await days()).toHaveLength(1);
    expect(logged).toEqual([[{ deleted: 1 }, "analytics counters past retention deleted"]]);
  });
});
