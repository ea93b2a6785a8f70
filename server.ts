/**
 * Express entry: configuration, database (migrate + seed), the outbox worker, and the Express application
 * (express-app.server.ts) around the React Router request handler. Shuts down gracefully on SIGTERM/SIGINT.
 */
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { withE2eLogin } from "#app/server/auth/e2e-login.server.ts";
import { initDatabase } from "#app/server/db/db.server.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { mailTransportFromEnv } from "#app/server/email/transport.server.ts";
import { createOutboxWorker } from "#app/server/email/worker.server.ts";
import { getEnv, InvalidEnvError } from "#app/server/env.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";

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

const app = createExpressApp({
  env,
  logger,
  database,
  handler: withE2eLogin(
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) =>
        createRequestContext({ nonce: res.locals.nonce as string, clientIp: req.ip ?? "unknown" }),
    }),
  ),
});

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
