import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

const NONCE_BYTES = 16;
/** Random bytes drawn a batch at a time (one call for 256 nonces), each byte used once. */
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** A nonce for one response's CSP and inline scripts: 16 bytes from the system's secure random source. */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return randomPool.toString("base64", poolOffset - NONCE_BYTES, poolOffset);
}

/** A fresh nonce per response, exposed as `res.locals.nonce` for the CSP and every inline script. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = newNonce();
  next();
};

/**
 * Browser features the site does not use, denied to it and to anything it embeds. Payment stays off too: checkout
 * redirects to Stripe's own page. Only features Chromium knows (it warns in the console about unknown ones).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The tag manager's origin: allowed by the CSP only when a container is configured (GTM_ID). */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/**
 * Strict CSP (scripts only from us or carrying this response's nonce; with `gtmId`, the tag manager's origin for
 * scripts, connections and images, nothing else), no framing by other sites, no sniffing, a strict referrer,
 * unused browser features denied. HSTS is sent when the site is served over https (SITE_URL), on every answer:
 * browsers ignore it on plain http, and headers that depend on the configuration only can be kept with a page
 * (page-cache.server.ts).
 */
export function securityHeaders({
  siteUrl,
  gtmId,
  allowIndexing,
}: {
  siteUrl: string;
  gtmId?: string;
  /** false: every answer carries `X-Robots-Tag: noindex, nofollow` (a staging or test-payment site). */
  allowIndexing: boolean;
}): RequestHandler[] {
  const tagManager = gtmId ? [TAG_MANAGER_ORIGIN] : [];
  const base = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          ...tagManager,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...tagManager],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...tagManager],
        formAction: ["'self'"],
        // Our own pages only (the pre-deployment check loads them in a frame, decision 032); no other site.
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const https = new URL(siteUrl).protocol === "https:";
  const hsts = helmet.strictTransportSecurity({ maxAge: 63_072_000, includeSubDomains: true });
  return [
    base,
    (req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      if (!allowIndexing) res.setHeader("X-Robots-Tag", "noindex, nofollow");
      return https ? hsts(req, res, next) : next();
    },
  ];
}

/**
 * Cross-site request forgery guard: a state-changing request whose Origin header names another site is refused.
 * Browsers always send Origin on cross-site POSTs; requests without one (server-to-server webhooks, CLI tools)
 * cannot carry a visitor's cookies from another site and pass.
 */
export function sameOriginWrites(siteUrl: string): RequestHandler {
  const allowed = new URL(siteUrl).host;
  return (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const origin = req.get("origin");
    if (!origin) return next();
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (host && (host === req.get("host") || host === allowed)) return next();
    res.status(403).type("text/plain").send("Cross-site request refused");
  };
}
