/**
 * The favourites endpoint's answers (`/api/favorites`, app/routes/data-apis/favorites.ts): JSON in, JSON out,
 * signed-in visitors only, never cached. Cross-site POSTs are refused before they get here (sameOriginWrites in
 * Express, as for every POST); this one also insists on a JSON body, which a page of another site cannot send
 * without the browser asking first (CORS), and on a small body.
 */
import { z } from "zod";
import { favoriteIds } from "#app/domain/data-apis/data-api-favorites.ts";
import type { SessionUser } from "#app/server/account/session.server.ts";
import { listFavorites, mergeFavorites, setFavorite } from "#app/server/data-apis/favorites.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { readBodyWithin } from "#app/server/http/read-body.server.ts";

/** A toggle or a merge of 100 ids fits many times over. */
export const MAX_FAVORITES_BODY_BYTES = 8 * 1024;

const requestSchema = z.union([
  z.object({ apiId: z.string().min(1).max(64), favorite: z.boolean() }).strict(),
  z.object({ merge: z.array(z.string().max(64)).max(100) }).strict(),
]);

export type FavoritesAnswer = { favorites: string[] } | { error: string };

const answer = (body: FavoritesAnswer, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": PRIVATE_CACHE, ...headers } });

const refused = () => answer({ error: "sign-in-required" }, 401);

/** GET: the signed-in visitor's list. */
export async function favoritesList(user: SessionUser | null): Promise<Response> {
  if (!user) return refused();
  return answer({ favorites: await listFavorites(user.id) });
}

/** POST `{ apiId, favorite }` (the star) or `{ merge: [ids] }` (the browser's list, once): the list after it. */
export async function favoritesChange(request: Request, user: SessionUser | null): Promise<Response> {
  if (request.method !== "POST") return answer({ error: "method-not-allowed" }, 405, { Allow: "GET, POST" });
  if (!user) return refused();
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return answer({ error: "json-required" }, 415);
  }
  const body = await readBodyWithin(request, MAX_FAVORITES_BODY_BYTES);
  if (body === null) return answer({ error: "too-large" }, 413);
  let parsed: z.infer<typeof requestSchema>;
  try {
    parsed = requestSchema.parse(JSON.parse(body.toString("utf8")));
  } catch {
    return answer({ error: "malformed" }, 400);
  }
  const favorites =
    "merge" in parsed
      ? await mergeFavorites(user.id, favoriteIds(parsed.merge))
      : await setFavorite(user.id, parsed.apiId, parsed.favorite);
  return answer({ favorites });
}
