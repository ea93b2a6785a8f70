/**
 * A signed-in visitor's favourite data APIs (spec 001 §3 "Favourites"; issue 13 item 5), in `api_favorites`.
 * Only ids of the directory's catalogue (`content/data-apis.ts`) are kept; others are ignored.
 */
import { and, asc, eq } from "drizzle-orm";
import { DATA_API_IDS } from "#app/content/data-apis.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { apiFavorites } from "#app/server/db/schema/index.ts";

/** The user's favourites, oldest first. */
export async function listFavorites(userId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ apiId: apiFavorites.apiId })
    .from(apiFavorites)
    .where(eq(apiFavorites.userId, userId))
    .orderBy(asc(apiFavorites.createdAt), asc(apiFavorites.apiId));
  return rows.map((row) => row.apiId);
}

/** Marks one API a favourite or not (both idempotent), then answers the whole list. */
export async function setFavorite(userId: string, apiId: string, favorite: boolean): Promise<string[]> {
  if (DATA_API_IDS.has(apiId)) {
    if (favorite) {
      await getDb().insert(apiFavorites).values({ userId, apiId }).onConflictDoNothing();
    } else {
      await getDb()
        .delete(apiFavorites)
        .where(and(eq(apiFavorites.userId, userId), eq(apiFavorites.apiId, apiId)));
    }
  }
  return listFavorites(userId);
}

/** Adds the browser's list to the account's (a union: nothing is removed), then answers the whole list. */
export async function mergeFavorites(userId: string, apiIds: readonly string[]): Promise<string[]> {
  const known = apiIds.filter((id) => DATA_API_IDS.has(id));
  if (known.length > 0) {
    await getDb()
      .insert(apiFavorites)
      .values(known.map((apiId) => ({ userId, apiId })))
      .onConflictDoNothing();
  }
  return listFavorites(userId);
}
