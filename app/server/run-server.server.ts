/**
 * The server's processes (processes.server.ts), started by server.ts once the configuration is known valid: the
 * database is migrated and seeded once, then each serving process (one, or WEB_CONCURRENCY workers) opens its own
 * database pool, outbox worker, lead and analytics retention jobs, recovery job and Express application
 * (http/express-app.server.ts) around the React Router request handler. Shuts down gracefully on SIGTERM/SIGINT.
 * The process that supervises (the only one, or a cluster's primary) serves the metrics port (decision 076).
 */

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import { syncAdminEmails } from "#app/server/account/account.server.ts";
import { withE2eLogin } from "#app/server/account/e2e-login.server.ts";
import { createRetentionJob } from "#app/server/admin/retention.server.ts";
import { createCounterRetentionJob } from "#app/server/analytics/retention.server.ts";
import { initDatabase } from "#app/server/db/db.server.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { mailTransportFromEnv } from "#app/server/email/transport.server.ts";
import { createOutboxWorker } from "#app/server/email/worker.server.ts";
import { type Env, localModeParts, seedsSampleContent } from "#app/server/env.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { createPageCache } from "#app/server/http/page-cache.server.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { createNewsletterSendJob } from "#app/server/newsletter/newsletter-send-job.server.ts";
import { observeDatabase } from "#app/server/observability/database-metrics.server.ts";
import { serveMetrics } from "#app/server/observability/metrics-endpoint.server.ts";
import { routePatterns } from "#app/server/observability/route-label.server.ts";
import { closeHttpServer, listen, runServerProcesses } from "#app/server/processes.server.ts";
import { createRecoveryJob } from "#app/server/recovery-job.server.ts";
import { stopTelemetry } from "#app/server/telemetry.server.ts";
import { createWebinarMailJob } from "#app/server/webinars/webinar-mail-job.server.ts";

/** Once per start, before any process serves. A single process goes on serving with this same database. */
async function prepareDatabase(env: Env) {
  const database = await initDatabase();
  await database.migrate();
  // false: no samples on this deployment (SEED_SAMPLE_CONTENT, or a public SITE_URL).
  const seeded = seedsSampleContent(env) && (await seedDatabase(database.db));
  // An address taken off ADMIN_EMAILS stops being admin now, not at its next sign-in.
  const demoted = await syncAdminEmails(database.db);
  logger.info({ database: database.kind, seeded, demoted }, "database ready");
  return database;
}

/** One serving process: its database pool, outbox worker and HTTP server; returns how to stop them, in order. */
async function serve(env: Env) {
  const database = await initDatabase();
  observeDatabase(database.db, database.pool);
  const mailer = createOutboxWorker({
    db: database.db,
    transport: mailTransportFromEnv(env, logger),
    from: env.MAIL_FROM,
    logger,
  });
  mailer.start();
  // Leads past the privacy policy's retention period, anonymised now and daily (one process at a time: its lock).
  const retention = createRetentionJob({ db: database.db, logger });
  retention.start();
  // Analytics counters older than 13 months, deleted now and daily (decision 057).
  const counterRetention = createCounterRetentionJob({ logger });
  counterRetention.start();
  // Submissions the database refused (kept in RECOVERY_DIR), stored once it answers again (decision 050).
  const recovery = createRecoveryJob({ logger });
  recovery.start();
  // Webinar joining links, reminders and recordings, queued when due, once across processes (decision 082).
  const webinarMails = createWebinarMailJob({
    db: database.db,
    logger,
    intervalMs: env.WEBINAR_MAIL_INTERVAL_SECONDS * 1000,
  });
  webinarMails.start();
  // Newsletter issues staff sent, one mail per subscriber at a bounded pace, once across processes (decision 085).
  const newsletterSend = createNewsletterSendJob({
    db: database.db,
    logger,
    intervalMs: env.NEWSLETTER_SEND_INTERVAL_SECONDS * 1000,
    mailsPerMinute: env.NEWSLETTER_MAILS_PER_MINUTE,
  });
  newsletterSend.start();

  // Anonymous pages of this build, kept per process; every process drops them when content changes (decision 016).
  const pageCache = createPageCache({ env, version: build.assets.version, logger });
  const app = createExpressApp({
    env,
    logger,
    database,
    pageCache,
    routeOf: routePatterns(build.routes),
    handler: withE2eLogin(
      createRequestHandler({
        build,
        mode: env.NODE_ENV,
        getLoadContext: (req, res) =>
          createRequestContext({
            nonce: res.locals.nonce as string,
            clientIp: req.ip ?? "unknown",
            requestId: String(req.id),
          }),
      }),
    ),
  });

  const server = await listen(app, env.PORT, env.HOST);
  logger.info(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  return async () => {
    await closeHttpServer(server);
    await pageCache.close();
    await mailer.stop();
    await retention.stop();
    await counterRetention.stop();
    await recovery.stop();
    await webinarMails.stop();
    await newsletterSend.stop();
    await database.close();
    await stopTelemetry();
  };
}

/** Runs the server with `env` (already validated); returns once this process is set up. */
export async function runServer(env: Env): Promise<void> {
  // First, so whoever starts it sees what is not real yet: on a laptop all of it, on a deployment nothing.
  const local = localModeParts(env);
  if (local.length > 0) logger.info(`local mode: ${local.join("; ")}`);
  await serveMetrics(env, logger);
  await runServerProcesses({
    processes: env.WEB_CONCURRENCY,
    logger,
    prepare: () => prepareDatabase(env),
    serve: () => serve(env),
  });
}
