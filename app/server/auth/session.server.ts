/** Who is signed in, and the guards loaders and actions use: requireUser, requireAdmin. */
import { getSessionCookie } from "better-auth/cookies";
import { data, redirect } from "react-router";
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
