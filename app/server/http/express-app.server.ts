/**
 * The Express application in front of React Router: compression, the outgoing-cookie guard, security headers,
 * static files and `/healthz` (cheap: no request log line, no session, no rendering), then the request log, the
 * cross-site write guard, landing attribution, the page cache and `handler` (React Router in server.ts, a stub in
 * tests). Everything an HTTP response goes through is assembled here, so it can be tested without a build.
 */
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { DatabaseKind } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { rememberLandingUtm } from "#app/server/http/attribution.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { guardOutgoingCookies } from "#app/server/http/outgoing-cookies.server.ts";
import type { PageCache } from "#app/server/http/page-cache.server.ts";
import { assignNonce, sameOriginWrites, securityHeaders } from "#app/server/http/security.server.ts";

export type ExpressAppOptions = {
  env: Pick<Env, "SITE_URL" | "TRUST_PROXY">;
  logger: Logger;
  database: { kind: DatabaseKind; ping(): Promise<boolean> };
  /** Answers anonymous page views it rendered before; omitted, every page is rendered. */
  pageCache?: PageCache;
  /** Answers every request the middleware and static files leave. */
  handler: RequestHandler;
};

export function createExpressApp({
  env,
  logger,
  database,
  pageCache,
  handler,
}: ExpressAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());
  app.use(guardOutgoingCookies);
  app.use(assignNonce, ...securityHeaders());

  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y" }),
    (_req, res) => {
      // A missing build file is a plain 404, not a rendered page; never kept, as the file may come with a deploy.
      res.status(404).set("Cache-Control", PRIVATE_CACHE).type("text/plain").send("Not Found");
    },
  );
  app.use(express.static("build/client", { maxAge: "1h" }));
  app.get("/healthz", async (_req, res) => {
    const up = await database.ping();
    res.status(up ? 200 : 503).json({ status: up ? "ok" : "unavailable", database: database.kind });
  });

  app.use(
    pinoHttp({
      logger,
      // Method, path and status only: no query strings, headers, cookies or addresses (they can identify a person).
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split("?")[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(sameOriginWrites(env.SITE_URL));
  app.use(rememberLandingUtm);
  if (pageCache) app.use(pageCache.middleware);

  app.all("/{*path}", handler);

  app.use(((error, req, res, _next) => {
    // Static files and /healthz run before the request log: their errors are logged here without it.
    (req.log ?? logger).error({ err: error }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  }) as express.ErrorRequestHandler);
  return app;
}
