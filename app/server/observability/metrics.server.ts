/**
 * The server's Prometheus metrics (docs/observability.md, decision 076), in prom-client's default registry: the one
 * its cluster support reads in each worker, so a primary can add up its workers' figures. Each process counts its
 * own requests; what is read from the database at scrape time (database-metrics.server.ts) is the same for all of
 * them and is aggregated as the largest value, not the sum.
 */
import { Counter, collectDefaultMetrics, Histogram, register } from "prom-client";

export const metricsRegistry = register;

// CPU, memory, event-loop lag and garbage collection of this process.
collectDefaultMetrics({ register });

/**
 * Requests by method, route and status. `route` is the matched route's pattern or a fixed name (route-label.server.ts),
 * never the address asked for, so a crawler of made-up URLs cannot grow the number of series.
 */
export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
});

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const pageCacheLookups = new Counter({
  name: "page_cache_lookups_total",
  help: "Page views the page cache could answer: result=hit (answered from memory) or miss (rendered)",
  labelNames: ["result"] as const,
});

export const mailDeliveryFailures = new Counter({
  name: "mail_delivery_failures_total",
  help: "Failed sending attempts of the mail outbox: outcome=retry (tried again later) or failed (given up)",
  labelNames: ["outcome"] as const,
});

export const jobFailures = new Counter({
  name: "job_failures_total",
  help: "Failed rounds of the background jobs (outbox, retention, recovery), by job",
  labelNames: ["job"] as const,
});

export const requestErrors = new Counter({
  name: "request_errors_total",
  help: "Errors of loaders, actions and rendering (each also logged once, with its request id)",
});
