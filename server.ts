/**
 * Express entry: configuration, database (migrate + seed), security headers, health check, static assets and the
 * React Router request handler. Shuts down gracefully on SIGTERM/SIGINT.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { initDatabase } from "#app/server/db/db.server.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { mailTransportFromEnv } from "#app/server/email/transport.server.ts";
import { createOutboxWorker } from "#app/server/email/worker.server.ts";
import { getEnv, InvalidEnvError } from "#app/server/env.server.ts";
import { rememberLandingUtm } from "#app/server/http/attribution.server.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";
import { assignNonce, sameOriginWrites, securityHeaders } from "#app/server/http/security.server.ts";

function loadEnv() {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(1);
  }
}

const env = loadEnv();
// Imported once the environment is known to be valid (the logger reads LOG_LEVEL when it loads).
const { logger } = await import("#app/server/logger.server.ts");

const database = await initDatabase();
await database.migrate();
const seeded = await seedDatabase(database.db);
logger.info({ database: database.kind, seeded }, "database ready");

const mailer = createOutboxWorker({
  db: database.db,
  transport: mailTransportFromEnv(env, logger),
  from: env.MAIL_FROM,
  logger,
});
mailer.start();

// @ts-expect-error: produced by `react-router build` (npm start builds first).
const build: ServerBuild = await import("./build/server/index.js");

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use(
  pinoHttp({
    logger,
    // Method, path and status only: no query strings, headers, cookies or addresses (they can identify a person).
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split("?")[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" },
  }),
);
app.use(compression());
app.use(assignNonce, ...securityHeaders());
app.use(sameOriginWrites(env.SITE_URL));
app.use(rememberLandingUtm);

app.get("/healthz", async (_req, res) => {
  const up = await database.ping();
  res.status(up ? 200 : 503).json({ status: up ? "ok" : "unavailable", database: database.kind });
});

app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));

app.all(
  "/{*path}",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) =>
      createRequestContext({ nonce: res.locals.nonce as string, clientIp: req.ip ?? "unknown" }),
  }),
);

app.use(((error, req, res, _next) => {
  req.log.error({ err: error }, "unhandled error");
  if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
}) as express.ErrorRequestHandler);

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.warn("forced exit after 10 s");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await mailer.stop();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
