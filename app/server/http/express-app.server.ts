/**
 * The server's request listener: the request guard (a target or Host that cannot be parsed is a 400; nothing thrown
 * reaches the process), the page cache's front (hits answered before Express), then the Express
 * application in front of React Router: compression, the outgoing-cookie guard, security headers, static files, the
 * media library's images and `/healthz` (cheap: no request log line, no session, no rendering), then the request log, the cross-site write
 * guard, landing attribution, the page cache and `handler` (React Router in server.ts, a stub in tests).
 * Everything an HTTP response goes through is assembled here, so it can be tested without a build.
 */

import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { stripeWebhookHandlers, WEBHOOK_PATH } from "#app/server/checkout/webhook.server.ts";
import type { DatabaseKind } from "#app/server/db/client.server.ts";
import { allowsIndexing, type Env } from "#app/server/env.server.ts";
import { rememberLandingUtm } from "#app/server/http/attribution.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { guardOutgoingCookies } from "#app/server/http/outgoing-cookies.server.ts";
import type { PageCache } from "#app/server/http/page-cache.server.ts";
import { guardRequests } from "#app/server/http/request-target.server.ts";
import { assignNonce, sameOriginWrites, securityHeaders } from "#app/server/http/security.server.ts";
import { logSafeError } from "#app/server/log-safe-error.server.ts";
import { MEDIA_PATH, serveMediaVariant } from "#app/server/media/serve-media.server.ts";
import { METRICS_PATH, metricsRoute } from "#app/server/observability/metrics-endpoint.server.ts";
import { observeRequests } from "#app/server/observability/request-metrics.server.ts";

export type ExpressAppOptions = {
  env: Pick<
    Env,
    | "SITE_URL"
    | "TRUST_PROXY"
    | "GTM_ID"
    | "METRICS_TOKEN"
    | "ALLOW_INDEXING"
    | "PAYMENT_PROVIDER"
    | "STAGING"
  >;
  logger: Logger;
  database: { kind: DatabaseKind; ping(): Promise<boolean> };
  /** Answers anonymous page views it rendered before; omitted, every page is rendered. */
  pageCache?: PageCache;
  /** Answers every request the middleware and static files leave. */
  handler: RequestHandler;
  /** The route pattern `handler` answers a target with, for the request metrics (route-label.server.ts). */
  routeOf?: (target: string) => string;
};

/** A request id a proxy in front of us assigned (`X-Request-Id`), kept so its logs and ours meet; else our own. */
const PROXY_REQUEST_ID = /^[\w.:-]{1,128}$/;

const CLIENT_BUILD = "build/client";

/**
 * The paths of the files the build copied from public/ (touch icon, social image), listed once: only these requests
 * reach the static file server, so a page view never waits for a file-system lookup that cannot succeed.
 */
function publicFilePaths(): string[] {
  try {
    return readdirSync(CLIENT_BUILD, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(CLIENT_BUILD, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      )
      .filter((file) => !file.startsWith("assets/"))
      .map((file) => `/${file}`);
  } catch {
    return []; // no build (the app's own tests): no files
  }
}

export function createExpressApp({
  env,
  logger,
  database,
  pageCache,
  handler,
  routeOf = () => "app",
}: ExpressAppOptions): RequestListener {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());
  app.use(guardOutgoingCookies);
  app.use(
    assignNonce,
    ...securityHeaders({ siteUrl: env.SITE_URL, gtmId: env.GTM_ID, allowIndexing: allowsIndexing(env) }),
  );

  app.use(
    "/assets",
    // Compressed at build time (vite.config.ts): the copy the browser takes is sent as it is.
    expressStaticGzip(`${CLIENT_BUILD}/assets`, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
    (_req, res) => {
      // A missing build file is a plain 404, not a rendered page; never kept, as the file may come with a deploy.
      res.status(404).set("Cache-Control", PRIVATE_CACHE).type("text/plain").send("Not Found");
    },
  );
  const publicFiles = publicFilePaths();
  if (publicFiles.length > 0)
    app.get(publicFiles, express.static(CLIENT_BUILD, { maxAge: "1h", index: false }));
  // The media library's images (decision 086): streamed from its storage, no session and no page for an image.
  app.get(`${MEDIA_PATH}/:id/:file`, serveMediaVariant);
  app.use(MEDIA_PATH, (_req, res) => {
    res.status(404).set("Cache-Control", PRIVATE_CACHE).type("text/plain").send("Not Found");
  });
  app.get("/healthz", async (_req, res) => {
    const up = await database.ping();
    res.status(up ? 200 : 503).json({ status: up ? "ok" : "unavailable", database: database.kind });
  });
  // Scraped every few seconds: before the request log, like /healthz.
  app.get(METRICS_PATH, metricsRoute(env, logger));

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const forwarded = req.headers["x-request-id"];
        const id =
          env.TRUST_PROXY !== false && typeof forwarded === "string" && PROXY_REQUEST_ID.test(forwarded)
            ? forwarded
            : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Method, path and status only: no query strings, headers, cookies or addresses (they can identify a person).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split("?")[0],
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        err: logSafeError,
      },
    }),
  );
  // Payment webhooks: the raw body (the signature covers its bytes), before the cross-site guard and any parsing.
  app.post(WEBHOOK_PATH, ...stripeWebhookHandlers);
  app.use(sameOriginWrites(env.SITE_URL));
  app.use(rememberLandingUtm);
  if (pageCache) app.use(pageCache.middleware);

  app.all("/{*path}", handler);

  app.use(((error, req, res, _next) => {
    // Static files and /healthz run before the request log: their errors are logged here without it.
    (req.log ?? logger).error({ err: error }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  }) as express.ErrorRequestHandler);
  /** The metrics' route label: Express's own paths by name, the rest by the route `handler` matches. */
  const publicFileSet = new Set(publicFiles);
  const routeLabel = (target: string) => {
    const path = target.split("?", 1)[0] ?? "";
    if (path.startsWith("/assets/")) return "/assets";
    if (path.startsWith(`${MEDIA_PATH}/`)) return MEDIA_PATH;
    if (path === "/healthz" || path === METRICS_PATH || path === WEBHOOK_PATH) return path;
    if (publicFileSet.has(path)) return "static";
    return routeOf(target);
  };
  return observeRequests(
    guardRequests({
      listener: pageCache ? pageCache.front(app) : app,
      fallback: app,
      logger,
      trustsProxy: env.TRUST_PROXY !== false,
    }),
    routeLabel,
  );
}
