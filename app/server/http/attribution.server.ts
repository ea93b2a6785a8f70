import { parse as parseCookies } from "cookie";
import type { RequestHandler } from "express";
import { hasUtm, UTM_KEYS, type Utm, utmFromSearch } from "#app/domain/analytics/attribution.ts";

/** First-party cookie holding the landing URL's UTM parameters for the rest of the visit. */
const ATTRIBUTION_COOKIE = "utm";

/**
 * Remembers the UTM parameters of the page a visitor lands on (first touch in this browser session), so a form
 * sent later, with or without JavaScript, can be attributed to the campaign.
 */
export const rememberLandingUtm: RequestHandler = (req, res, next) => {
  if (req.method === "GET" && parseCookies(req.headers.cookie ?? "")[ATTRIBUTION_COOKIE] === undefined) {
    const utm = utmFromSearch(new URLSearchParams(req.url.split("?")[1] ?? ""));
    if (hasUtm(utm)) {
      // Secure over https is added by guardOutgoingCookies, as for every cookie.
      res.cookie(ATTRIBUTION_COOKIE, JSON.stringify(utm), { httpOnly: true, sameSite: "lax", path: "/" });
    }
  }
  next();
};

/** The UTM parameters remembered for this visitor, re-validated (the cookie is client-controlled). */
export function utmFromRequest(request: Request): Utm {
  const raw = parseCookies(request.headers.get("cookie") ?? "")[ATTRIBUTION_COOKIE];
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return {};
    const values = parsed as Record<string, unknown>;
    const search = new URLSearchParams();
    for (const key of UTM_KEYS) if (typeof values[key] === "string") search.set(key, values[key]);
    return utmFromSearch(search);
  } catch {
    return {};
  }
}
