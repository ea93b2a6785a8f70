/** Who is signed in, and the guards loaders and actions use: requireUser, requireAdmin. */
import { getSessionCookie } from "better-auth/cookies";
import { createContext, data, redirect } from "react-router";
import { languageFromPath, localizePath } from "../../domain/languages.ts";
import { getAuth } from "./auth.server.ts";

export type SessionUser = NonNullable<Awaited<ReturnType<typeof readSession>>>["user"];

async function readSession(request: Request) {
  return getAuth().api.getSession({ headers: request.headers });
}

/** Cheap check (no database): does the request carry a session cookie at all? */
export function hasSessionCookie(request: Request): boolean {
  return getSessionCookie(request) !== null;
}

/** The signed-in user, or null. Asks the database only when a session cookie is present. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return null;
  return (await readSession(request))?.user ?? null;
}

/** The signed-in user of this request, as the root middleware read it (null when signed out). */
export const sessionUserContext = createContext<SessionUser | null>(null);

/**
 * Reads the session once per request for the root middleware. When better-auth extends an active session (once a
 * day) it answers with a refreshed cookie; `setCookies` carries it, so the browser's cookie is extended too and an
 * active visitor is not signed out when the original cookie would have expired.
 */
export async function loadSession(
  request: Request,
): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  if (!hasSessionCookie(request)) return { user: null, setCookies: [] };
  const { headers, response } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  return { user: response?.user ?? null, setCookies: headers.getSetCookie() };
}

/** `/login?redirectTo=<this page>` in the page's language. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const login = localizePath("/login", languageFromPath(url.pathname));
  return `${login}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`;
}

/** The signed-in user; anyone else is sent to /login and brought back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  return user;
}

/** A signed-in admin; other signed-in users get 403, anonymous visitors the login page. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw data(null, { status: 403 });
  return user;
}
