/** Who is signed in, and the guards loaders and actions use: requireUser, requireAdmin. */
import { getSessionCookie } from "better-auth/cookies";
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { getAuth } from "#app/server/account/auth.server.ts";

export type SessionUser = NonNullable<Awaited<ReadSession>>["user"];

type ReadSession = ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>;

/** Cheap check (no database): does the request carry a session cookie at all? */
export function hasSessionCookie(request: Request): boolean {
  return getSessionCookie(request) !== null;
}

/** The signed-in user of this request as the root middleware loaded it, or null. */
export function sessionUserOf(context: Readonly<RouterContextProvider>): SessionUser | null {
  return context.get(sessionUserContext);
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

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in user as the root middleware loaded it; anyone else is sent to /login and brought back after. */
export function requireUser({ request, context }: GuardArgs): SessionUser {
  const user = sessionUserOf(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(
      localHref(languageFromPath(url.pathname), "/login", { redirectTo: url.pathname + url.search }),
    );
  }
  return user;
}

/**
 * A signed-in admin who has turned on two-factor verification; other signed-in users get 403, anonymous visitors
 * the login page, an admin without two-factor verification the profile page to turn it on (back office issue).
 */
export function requireAdmin(args: GuardArgs): SessionUser {
  const user = requireUser(args);
  if (user.role !== "admin") throw data(null, { status: 403 });
  if (user.twoFactorEnabled !== true) {
    const lang = languageFromPath(new URL(args.request.url).pathname);
    throw redirect(localHref(lang, "/profile", { notice: "adminTwoFactorRequired" }));
  }
  return user;
}

/** Layout middleware: the account area (requireUser before any loader or action inside runs). */
export const requireUserMiddleware: MiddlewareFunction<Response> = (args, next) => {
  requireUser(args);
  return next();
};
