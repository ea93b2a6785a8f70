import { safeRedirectPath } from "#app/domain/safe-redirect.ts";

/**
 * Where signing in leads, on the login page and after the two-factor step alike: the page the visitor came from
 * (`redirectTo`, on this site only), else their profile. A site path; redirects put it in the visitor's language.
 */
export function signInDestination(requested: unknown): string {
  return safeRedirectPath(requested, "/profile");
}
