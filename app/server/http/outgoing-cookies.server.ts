import type { RequestHandler } from "express";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";

const SECURE_ATTRIBUTE = /;\s*secure\s*(?:;|$)/i;

/**
 * The last word on every cookie the site sends, taken just before the headers go out, where every Set-Cookie is
 * visible (Express's own and better-auth's through React Router alike): on a request that arrived over https
 * (directly or per a trusted proxy hop) each cookie is marked Secure, and a response that sets a cookie is never
 * stored by a shared cache (it would hand one visitor's cookie to the next).
 */
export const guardOutgoingCookies: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const header = res.getHeader("Set-Cookie");
    if (header !== undefined) {
      const cookies = Array.isArray(header) ? header : [String(header)];
      if (req.secure) {
        res.setHeader(
          "Set-Cookie",
          cookies.map((cookie) => (SECURE_ATTRIBUTE.test(cookie) ? cookie : `${cookie}; Secure`)),
        );
      }
      res.setHeader("Cache-Control", PRIVATE_CACHE);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
