import type { Logger } from "pino";
import { jobFailures } from "#app/server/observability/metrics.server.ts";

export type PeriodicJob = { start(): void; stop(): Promise<void> };

/**
 * A serving process's background job: `round` now and every `intervalMs` until stopped. A round still going when
 * the next is due (a slow database) is not joined by a second one; a failed round is logged as `failure` and tried
 * again at the next; `stop()` waits for the round under way.
 */
export function createPeriodicJob({
  name,
  round,
  intervalMs,
  logger,
  failure,
}: {
  /** The job's name in the metrics (`job_failures_total{job}`). */
  name: string;
  round: () => Promise<void>;
  intervalMs: number;
  logger: Logger;
  failure: string;
}): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = round()
      .catch((error: unknown) => {
        jobFailures.inc({ job: name });
        logger.error({ err: error }, failure);
      })
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, intervalMs);
      timer.unref(); // never what keeps the process alive
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
