/**
 * Where the metrics are read (docs/observability.md): `GET /metrics` on the site's port with
 * `Authorization: Bearer <METRICS_TOKEN>`, and/or a port of its own (METRICS_PORT, on loopback unless METRICS_HOST
 * says otherwise). With neither configured there is no endpoint: `/metrics` is the site's 404.
 *
 * With several processes (WEB_CONCURRENCY), the primary process answers for all of them: it adds up its workers'
 * figures with prom-client's AggregatorRegistry. It serves the metrics port itself; a worker asked on the site's
 * port asks the primary over the cluster's message channel, so every scrape sees the whole server, whichever
 * worker took the connection.
 */
import cluster from "node:cluster";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { AggregatorRegistry } from "prom-client";
import type { Env } from "#app/server/env.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { metricsRegistry } from "#app/server/observability/metrics.server.ts";

export const METRICS_PATH = "/metrics";

type MetricsEnv = Pick<Env, "METRICS_TOKEN" | "METRICS_PORT" | "METRICS_HOST" | "WEB_CONCURRENCY">;

const REQUEST = "ausentry:metrics-request";
const ANSWER = "ausentry:metrics-answer";
type MetricsAnswer = { type: typeof ANSWER; id: string; text?: string; error?: string };

/** How long a worker waits for the primary's figures (which waits up to 5 s for each worker's) before failing. */
const CLUSTER_TIMEOUT_MS = 10_000;

/**
 * Whether the request carries the token. Both sides are hashed first, so the comparison takes the same time
 * whatever the length or content of what was sent.
 */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/** A worker's way to the primary's aggregate (answerMetricsRequests). */
function clusterMetricsFromPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: MetricsAnswer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (message.text === undefined) reject(new Error(message.error ?? "no metrics from the primary"));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error("the primary process did not answer with metrics"));
    }, CLUSTER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/** The metrics of this server: this process's, or, in a cluster worker, every worker's as the primary adds them. */
function serverMetrics(): Promise<string> {
  return cluster.isWorker ? clusterMetricsFromPrimary() : metricsRegistry.metrics();
}

/** `GET /metrics` on the site's port when METRICS_TOKEN is set; without it, the request goes on (to the 404). */
export function metricsRoute(env: Pick<Env, "METRICS_TOKEN">, logger: Pick<Logger, "error">): RequestHandler {
  return async (req, res, next) => {
    const token = env.METRICS_TOKEN;
    if (!token) return next();
    res.set("Cache-Control", PRIVATE_CACHE);
    if (!hasMetricsToken(req.get("authorization"), token)) {
      res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("Unauthorized");
      return;
    }
    try {
      const text = await serverMetrics();
      res.type(metricsRegistry.contentType).send(text);
    } catch (error) {
      logger.error({ err: error }, "metrics could not be collected");
      res.status(503).type("text/plain").send("Metrics unavailable");
    }
  };
}

/** The metrics port's answer: only `GET /metrics`, and the token when one is set. */
function metricsPortListener(env: MetricsEnv, collect: () => Promise<string>, logger: Pick<Logger, "error">) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (req.method !== "GET" || path !== METRICS_PATH) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    if (env.METRICS_TOKEN && !hasMetricsToken(req.headers.authorization, env.METRICS_TOKEN)) {
      res.writeHead(401, { "Content-Type": "text/plain", "WWW-Authenticate": "Bearer" }).end("Unauthorized");
      return;
    }
    try {
      const text = await collect();
      res
        .writeHead(200, { "Content-Type": metricsRegistry.contentType, "Cache-Control": PRIVATE_CACHE })
        .end(text);
    } catch (error) {
      logger.error({ err: error }, "metrics could not be collected");
      res.writeHead(503, { "Content-Type": "text/plain" }).end("Metrics unavailable");
    }
  };
}

/**
 * Run by every process. A cluster worker answers the primary's requests for its figures (prom-client starts
 * listening for them when an AggregatorRegistry is made). The process that supervises (a cluster's primary, or the
 * single serving process) answers the workers' requests for the aggregate when there are workers, and opens
 * METRICS_PORT when set; it resolves to that port's server.
 */
export async function serveMetrics(env: MetricsEnv, logger: Logger): Promise<Server | undefined> {
  if (cluster.isWorker) {
    new AggregatorRegistry();
    return undefined;
  }
  let collect = () => metricsRegistry.metrics();
  if (env.WEB_CONCURRENCY > 1) {
    const aggregator = new AggregatorRegistry();
    collect = () => aggregator.clusterMetrics();
    cluster.on("message", (worker, message: { type?: string; id?: string }) => {
      if (message?.type !== REQUEST) return;
      const reply = (answer: Omit<MetricsAnswer, "type" | "id">) =>
        worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...answer });
      collect().then(
        (text) => reply({ text }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
      );
    });
  }
  if (env.METRICS_PORT === undefined) return undefined;
  const server = createServer(metricsPortListener(env, collect, logger));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.METRICS_PORT, env.METRICS_HOST, () => resolve());
  });
  logger.info(`metrics on http://${env.METRICS_HOST}:${env.METRICS_PORT}${METRICS_PATH}`);
  return server;
}
