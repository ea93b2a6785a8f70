import {
  FAVORITES_STORAGE_KEY,
  FAVORITES_SYNCED_KEY,
  favoriteIds,
  parseStoredFavorites,
  withFavorite,
} from "#app/domain/data-apis/data-api-favorites.ts";

/**
 * Where the directory's favourites are kept (`use-favorites.ts`): the browser's storage and the account's list
 * (`/api/favorites`). Browser-only, and loaded by the hook once the page is interactive (never at first load): the
 * stars only show once the list is known anyway.
 */

const ENDPOINT = "/api/favorites";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the stars still work for this visit.
  }
}

const storeList = (ids: readonly string[]) => write(FAVORITES_STORAGE_KEY, JSON.stringify(ids));

async function call(init?: { body: unknown }): Promise<string[]> {
  const response = await fetch(ENDPOINT, {
    method: init ? "POST" : "GET",
    headers: init
      ? { Accept: "application/json", "Content-Type": "application/json" }
      : { Accept: "application/json" },
    body: init ? JSON.stringify(init.body) : undefined,
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`favourites: ${response.status}`);
  return favoriteIds(((await response.json()) as { favorites?: unknown }).favorites);
}

/** The browser's list (anything unreadable is an empty list). */
export const storedFavorites = (): string[] => parseStoredFavorites(read(FAVORITES_STORAGE_KEY));

/**
 * The account's list: the first time this browser opens the directory signed in, `local` is merged into it (a
 * union); after that it is read as it is.
 */
export const accountFavorites = (local: readonly string[]): Promise<string[]> =>
  read(FAVORITES_SYNCED_KEY) !== null ? call() : call({ body: { merge: local } });

/** The browser keeps a copy of the account's list, and remembers that its own list has been merged. */
export function keepAccountFavorites(account: readonly string[]) {
  storeList(account);
  write(FAVORITES_SYNCED_KEY, "1");
}

/**
 * `id` in or out of `list`, kept in the browser (and, signed in, in the account: `show` gets the account's answer).
 * A change made signed out, or one the account did not take, is merged at the next sign-in.
 */
export function toggleFavorite(
  list: readonly string[],
  id: string,
  signedIn: boolean,
  show: (ids: readonly string[]) => void,
) {
  const favorite = !list.includes(id);
  const next = withFavorite(list, id, favorite);
  show(next);
  storeList(next);
  if (!signedIn) {
    write(FAVORITES_SYNCED_KEY, null);
    return;
  }
  call({ body: { apiId: id, favorite } })
    .then((account) => {
      show(account);
      storeList(account);
    })
    .catch(() => {
      // Kept in the browser; the next sign-in merges it.
      write(FAVORITES_SYNCED_KEY, null);
    });
}
