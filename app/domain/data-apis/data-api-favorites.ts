/**
 * Favourite APIs (spec 001 §3 "Favourites"; issue 13 item 5): a list of API ids. Anonymous visitors keep it in the
 * browser (localStorage `api-favorites`, a JSON array of ids); signed-in visitors in their account, which takes
 * the browser's list in once when they first open the directory signed in. Pure: no I/O.
 */

/** The browser's list (spec 001 §3). */
export const FAVORITES_STORAGE_KEY = "api-favorites";

/**
 * Set once this browser's list has been merged into an account; removed when the list changes while signed out,
 * so the next sign-in merges those changes too.
 */
export const FAVORITES_SYNCED_KEY = "api-favorites-synced";

/** At most this many ids are read from anywhere (the directory has 20 entries). */
export const MAX_FAVORITES = 100;

/** The ids out of anything (a stored string, a request body): strings only, each once, in order, capped. */
export function favoriteIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 64);
  return [...new Set(ids)].slice(0, MAX_FAVORITES);
}

/** The browser's stored list; anything unreadable is an empty list. */
export function parseStoredFavorites(stored: string | null): string[] {
  if (!stored) return [];
  try {
    return favoriteIds(JSON.parse(stored));
  } catch {
    return [];
  }
}

/** The list with `id` in or out. */
export function withFavorite(list: readonly string[], id: string, favorite: boolean): string[] {
  const without = list.filter((entry) => entry !== id);
  return favorite ? [...without, id] : without;
}

/** Both lists in one: the first's order, then what only the second has. */
export function mergeFavorites(first: readonly string[], second: readonly string[]): string[] {
  return [...new Set([...first, ...second])];
}
