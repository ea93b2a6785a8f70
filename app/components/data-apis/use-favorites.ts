import { useCallback, useEffect, useRef, useState } from "react";
import { useSessionUser } from "#app/components/account/use-session-user.ts";
import {
  FAVORITES_STORAGE_KEY,
  FAVORITES_SYNCED_KEY,
  favoriteIds,
  parseStoredFavorites,
  withFavorite,
} from "#app/domain/data-api-favorites.ts";

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

/**
 * The visitor's favourite APIs, decided in the browser so the page stays the same for every anonymous visitor
 * (and cacheable). `ids` is null until known (the stars show from then on: without JavaScript there are none).
 * Anonymous: localStorage `api-favorites`. Signed in: the account's list through `/api/favorites`; the first time
 * this browser opens the directory signed in, its list is merged into the account's (a union), and the browser
 * keeps a copy of the account's list after every change. A change made signed out is merged at the next sign-in.
 */
export function useFavorites(): { ids: readonly string[] | null; toggle: (id: string) => void } {
  const signedIn = useSessionUser() !== null;
  const [ids, setIds] = useState<readonly string[] | null>(null);
  const current = useRef<readonly string[]>([]);
  const show = useCallback((next: readonly string[]) => {
    current.current = next;
    setIds(next);
  }, []);

  useEffect(() => {
    const local = parseStoredFavorites(read(FAVORITES_STORAGE_KEY));
    show(local);
    if (!signedIn) return;
    let cancelled = false;
    const synced = read(FAVORITES_SYNCED_KEY) !== null;
    (synced ? call() : call({ body: { merge: local } }))
      .then((account) => {
        if (cancelled) return;
        show(account);
        storeList(account);
        write(FAVORITES_SYNCED_KEY, "1");
      })
      .catch(() => {
        // The account could not be reached: the browser's list stays shown and is merged next time.
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, show]);

  const toggle = useCallback(
    (id: string) => {
      const favorite = !current.current.includes(id);
      const next = withFavorite(current.current, id, favorite);
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
    },
    [signedIn, show],
  );

  return { ids, toggle };
}
