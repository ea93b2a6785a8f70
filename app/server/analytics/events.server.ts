import { and, eq, notInArray, sql } from "drizzle-orm";
import type { CountedEvent } from "#app/domain/analytics/analytics.ts";
import { OTHER_CAMPAIGN } from "#app/domain/analytics/analytics.ts";
import { MAX_CAMPAIGNS_PER_DAY } from "#app/domain/analytics/analytics-events.ts";
import { countedPath } from "#app/server/analytics/counted-path.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { analyticsEvents } from "#app/server/db/schema/index.ts";

export type CountedEventRow = { name: CountedEvent; path: string; language: string };

/** Arbitrary constant naming the lock that admits a day's campaigns (the migrations hold 727_001, retention 727_002). */
const CAMPAIGNS_LOCK = 727_003;

/**
 * Adds a batch of events to the day's first-party counters (decisions 031, 057): one row per event name, path,
 * language, campaign and day, whose count grows. A path is counted as the page of the route table it matches, and
 * not at all when it matches none; the campaign is `utmCampaign` (already a label, countedCampaign()) while the day
 * has room for it. Repeats within the batch are summed first (one statement may not update a row twice), so any
 * number of instances can count at once without losing a hit.
 */
export async function countEvents(events: CountedEventRow[], utmCampaign: string, day: string) {
  const paths = new Map<string, string | null>();
  const counts = new Map<string, { name: string; path: string; language: string; count: number }>();
  for (const { name, path: sent, language } of events) {
    if (!paths.has(sent)) paths.set(sent, countedPath(sent));
    const path = paths.get(sent);
    if (!path) continue;
    const key = JSON.stringify([name, path, language]);
    const row = counts.get(key);
    if (row) row.count += 1;
    else counts.set(key, { name, path, language, count: 1 });
  }
  if (counts.size === 0) return;
  const add = (db: Executor, campaign: string) =>
    db
      .insert(analyticsEvents)
      .values([...counts.values()].map((row) => ({ ...row, utmCampaign: campaign, day })))
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
  if (!utmCampaign) await add(getDb(), "");
  else await getDb().transaction(async (tx) => add(tx, await admittedCampaign(tx, utmCampaign, day)));
}

/**
 * `campaign` when `day` already counts it or counts fewer than MAX_CAMPAIGNS_PER_DAY campaigns, else
 * OTHER_CAMPAIGN. The lock, held until the batch's transaction ends, makes batches with a campaign take turns
 * (on every instance), so none of them admits a campaign another is admitting at the same time past the cap.
 */
async function admittedCampaign(tx: Executor, campaign: string, day: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAMPAIGNS_LOCK})`);
  const [counted] = await tx
    .select({
      campaigns: sql`count(distinct ${analyticsEvents.utmCampaign})`.mapWith(Number),
      known: sql<boolean>`coalesce(bool_or(${analyticsEvents.utmCampaign} = ${campaign}), false)`,
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.day, day), notInArray(analyticsEvents.utmCampaign, ["", OTHER_CAMPAIGN])));
  return counted!.known || counted!.campaigns < MAX_CAMPAIGNS_PER_DAY ? campaign : OTHER_CAMPAIGN;
}

/** Today in UTC (YYYY-MM-DD): the counters' day. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
