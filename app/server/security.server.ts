import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response, exposed as `res.locals.nonce` for the CSP and every inline script. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Strict CSP (scripts only from us or carrying this response's nonce), no framing, no sniffing, a strict referrer.
 * HSTS is sent only when the request arrived over https (directly or through a trusted proxy).
 */
export function securityHeaders(): RequestHandler[] {
  const base = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 63_072_000, includeSubDomains: true });
  return [base, (req, res, next) => (req.secure ? hsts(req, res, next) : next())];
}
