/**
 * The server's processes: one, or one per core with node:cluster (WEB_CONCURRENCY, docs/decisions/017-all-cores.md).
 *
 * With several, a primary process prepares once (migrations, seed), then forks the workers, which share the
 * port (the primary hands each new connection to the next worker in turn). A worker that dies is replaced, after a
 * back-off when it keeps dying young. SIGTERM or SIGINT to the primary stops every worker the way a single
 * process stops: in-flight requests finish, then whatever `serve` started is closed.
 */
import cluster from "node:cluster";
import { createServer, type RequestListener, type Server } from "node:http";
import type { Logger } from "pino";

/** Stops what `serve` started, in-flight requests first. */
export type StopServing = () => Promise<void>;

export type ServerProcessesOptions = {
  /** How many processes serve; 1 serves in this process, without node:cluster. */
  processes: number;
  logger: Logger;
  /**
   * Runs once per start, before any process serves (migrations, seed). A primary, which serves nothing, closes
   * what it returns before forking; a single process keeps it open for `serve`.
   */
  prepare(): Promise<{ close(): Promise<void> }>;
  /** Starts serving in this process; resolves, once it listens, to the function that stops it. */
  serve(): Promise<StopServing>;
  /** A process still stopping this long after the signal exits anyway (code 1). */
  shutdownTimeoutMs?: number;
  /**
   * A worker that dies less than `stableMs` after it was forked is replaced after `restartDelayMs`, doubled for
   * each such death in a row up to `maxRestartDelayMs`: a worker that cannot start must not loop hot.
   */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  stableMs?: number;
};

/** Runs the server as `processes` says; in a cluster worker, serves. Returns once this process is set up. */
export async function runServerProcesses(options: ServerProcessesOptions): Promise<void> {
  if (cluster.isWorker) return serveUntilSignalled(options);
  const prepared = await options.prepare();
  if (options.processes === 1) return serveUntilSignalled(options);
  await prepared.close();
  superviseWorkers(options);
}

/** The one shutdown path, for a single process and for each worker alike. */
async function serveUntilSignalled({
  serve,
  logger,
  shutdownTimeoutMs = 10_000,
}: ServerProcessesOptions): Promise<void> {
  const serving = serve();
  onStopSignal(async (signal) => {
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    exitAfter(shutdownTimeoutMs, logger);
    try {
      const stop = await serving;
      await stop();
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    logger.info("stopped");
    process.exit(0);
  });
  await serving;
}

function superviseWorkers({
  processes,
  logger,
  shutdownTimeoutMs = 10_000,
  restartDelayMs = 1000,
  maxRestartDelayMs = 30_000,
  stableMs = 10_000,
}: ServerProcessesOptions): void {
  /** Live workers by id, with the time each was forked. */
  const forkedAt = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  // Until some worker listens, a dying worker means the server cannot start (no build, port taken...): stop, as a
  // single process would, instead of restarting forever.
  let serving = false;
  let quickDeaths = 0;
  let stopping = false;
  let failed = false;

  const fork = () => forkedAt.set(cluster.fork().id, Date.now());

  const stop = () => {
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // Workers give up after shutdownTimeoutMs on their own; this is for one that does not even do that.
    setTimeout(() => {
      logger.warn("forced exit: workers still running");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownTimeoutMs + 5000).unref();
    exitWhenAllStopped();
  };
  const exitWhenAllStopped = () => {
    if (forkedAt.size > 0) return;
    logger.info("stopped");
    process.exit(failed ? 1 : 0);
  };

  cluster.on("listening", () => {
    serving = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (forkedAt.get(worker.id) ?? 0);
    forkedAt.delete(worker.id);
    if (stopping) {
      // Killed by our SIGTERM before it could handle signals (still starting) counts as stopped.
      if (code !== 0 && signal !== "SIGTERM") failed = true;
      return exitWhenAllStopped();
    }
    if (!serving) {
      logger.error({ worker: worker.process.pid, code, signal }, "a worker failed to start: stopping");
      failed = true;
      return stop();
    }
    quickDeaths = lived < stableMs ? quickDeaths + 1 : 0;
    const delay =
      quickDeaths === 0 ? 0 : Math.min(maxRestartDelayMs, restartDelayMs * 2 ** (quickDeaths - 1));
    logger.error({ worker: worker.process.pid, code, signal }, `worker died: replacing it in ${delay} ms`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delay);
    restarts.add(timer);
  });
  onStopSignal((signal) => {
    logger.info({ signal }, "stopping the workers");
    stop();
  });

  logger.info({ processes }, "starting worker processes");
  for (let n = 0; n < processes; n++) fork();
}

/** An HTTP server for `handler`, once it listens. */
export function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/** Stops accepting connections, closes idle keep-alive ones, and resolves once in-flight requests are answered. */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

function onStopSignal(handler: (signal: NodeJS.Signals) => void): void {
  let handled = false;
  const once = (signal: NodeJS.Signals) => {
    if (handled) return;
    handled = true;
    handler(signal);
  };
  process.on("SIGTERM", once);
  process.on("SIGINT", once);
}

function exitAfter(ms: number, logger: Logger): void {
  setTimeout(() => {
    logger.warn(`forced exit after ${ms / 1000} s`);
    process.exit(1);
  }, ms).unref();
}
