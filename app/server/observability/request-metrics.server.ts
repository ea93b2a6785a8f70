/**
 * Counts and times every request the server answers (metrics.server.ts), the page cache's hits before Express
 * included: the listener is wrapped outermost, and each request is recorded once its answer ends or its
 * connection closes.
 */
import type { IncomingMessage, RequestListener } from "node:http";
import { httpRequestDuration, httpRequests } from "#app/server/observability/metrics.server.ts";

/** Methods recorded by name; anything else is `other` (the request guard refuses most of them anyway). */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * `listener`, with each request recorded under `routeOf(target)`, which must return one of a bounded set of
 * labels. The target is Express's `originalUrl` when Express saw the request (a mounted middleware shortens `url`).
 */
export function observeRequests(
  listener: RequestListener,
  routeOf: (target: string) => string,
): RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const method = METHODS.has(req.method ?? "") ? (req.method as string) : "other";
      const target = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
      const route = routeOf(target);
      // A connection that closed before the answer was complete is recorded as such, whatever status was set.
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      httpRequests.inc({ method, route, status });
      httpRequestDuration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    listener(req, res);
  };
}
