import { sql } from "drizzle-orm";
import type { CountedEvent } from "#app/domain/analytics.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { analyticsEvents } from "#app/server/db/schema/index.ts";

export type CountedEventRow = { name: CountedEvent; path: string; language: string };

/**
 * Adds a batch of events to the day's first-party counters (decision 031): one row per event name, path, language,
 * campaign and day, whose count grows. Repeats within the batch are summed first (one statement may not update a
 * row twice), so any number of instances can count at once without losing a hit.
 */
export async function countEvents(events: CountedEventRow[], utmCampaign: string, day: string) {
  const counts = new Map<string, { name: string; path: string; language: string; count: number }>();
  for (const { name, path, language } of events) {
    const key = JSON.stringify([name, path, language]);
    const row = counts.get(key);
    if (row) row.count += 1;
    else counts.set(key, { name, path, language, count: 1 });
  }
  if (counts.size === 0) return;
  await getDb()
    .insert(analyticsEvents)
    .values([...counts.values()].map((row) => ({ ...row, utmCampaign, day })))
    .onConflictDoUpdate({
      target: [
        analyticsEvents.name,
        analyticsEvents.path,
        analyticsEvents.language,
        analyticsEvents.utmCampaign,
        analyticsEvents.day,
      ],
      set: { count: sql`${analyticsEvents.count} + excluded.count` },
    });
}

/** Today in UTC (YYYY-MM-DD): the counters' day. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
