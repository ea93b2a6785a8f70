import { sessionUserOf } from "#app/server/account/session.server.ts";
import { favoritesChange, favoritesList } from "#app/server/data-apis/favorites-api.server.ts";
import type { Route } from "./+types/favorites";

/**
 * `/api/favorites` (issue 13 item 5): a signed-in visitor's favourite data APIs as JSON. GET answers the list;
 * POST `{ apiId, favorite }` sets one star, `{ merge: [ids] }` adds the browser's list (the first time the
 * directory is opened signed in). Anonymous visitors get 401: their list stays in their browser.
 */
export function loader({ context }: Route.LoaderArgs) {
  return favoritesList(sessionUserOf(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return favoritesChange(request, sessionUserOf(context));
}
