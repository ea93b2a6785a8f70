import { useCallback, useEffect, useRef, useState } from "react";
import { useSessionUser } from "#app/components/account/use-session-user.ts";

type FavoritesStore = typeof import("#app/components/data-apis/favorites-store.ts");

/** The storage and account code, out of the first-load bundle: the stars wait for the list anyway. */
const loadStore = () => import("#app/components/data-apis/favorites-store.ts");

/** The stars' code (`lazy` in the directory and the cards): loaded with the list, so both show at once. */
export const loadFavoriteButtons = () => import("#app/components/data-apis/favorite-buttons.tsx");

/**
 * The visitor's favourite APIs, decided in the browser so the page stays the same for every anonymous visitor
 * (and cacheable). `ids` is null until known (the stars show from then on: without JavaScript there are none).
 * Anonymous: localStorage `api-favorites`. Signed in: the account's list through `/api/favorites`; the first time
 * this browser opens the directory signed in, its list is merged into the account's (a union), and the browser
 * keeps a copy of the account's list after every change. A change made signed out is merged at the next sign-in.
 * The code that keeps the lists (`favorites-store.ts`) and the stars (`favorite-buttons.tsx`) load once the page is
 * interactive.
 */
export function useFavorites(): { ids: readonly string[] | null; toggle: (id: string) => void } {
  const signedIn = useSessionUser() !== null;
  const [ids, setIds] = useState<readonly string[] | null>(null);
  const current = useRef<readonly string[]>([]);
  const store = useRef<FavoritesStore | null>(null);
  const show = useCallback((next: readonly string[]) => {
    current.current = next;
    setIds(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadStore(), loadFavoriteButtons()])
      .then(([loaded]) => {
        if (cancelled) return;
        store.current = loaded;
        const local = loaded.storedFavorites();
        show(local);
        if (!signedIn) return;
        loaded
          .accountFavorites(local)
          .then((account) => {
            if (cancelled) return;
            show(account);
            loaded.keepAccountFavorites(account);
          })
          .catch(() => {
            // The account could not be reached: the browser's list stays shown and is merged next time.
          });
      })
      .catch(() => {
        // The code could not be loaded: no stars, as without JavaScript.
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, show]);

  const toggle = useCallback(
    (id: string) => {
      // The stars (the only way here) show once the list, and so the store, is there.
      store.current?.toggleFavorite(current.current, id, signedIn, show);
    },
    [signedIn, show],
  );

  return { ids, toggle };
}
