/**
 * What observes the server from outside (docs/observability.md), started by server.ts once the configuration is
 * valid and before the server's modules load: OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, Sentry when
 * SENTRY_DSN is. Each is imported only when configured, so neither costs anything otherwise. Prometheus metrics
 * need no start: they are prom-client's, in app/server/observability/.
 */
import type { Env } from "#app/server/env.server.ts";

const stops: (() => Promise<void>)[] = [];

export async function startTelemetry(
  env: Pick<Env, "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_SERVICE_NAME" | "SENTRY_DSN">,
): Promise<void> {
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startOpenTelemetry } = await import("#app/server/observability/open-telemetry.server.ts");
    stops.push(await startOpenTelemetry(env.OTEL_SERVICE_NAME));
  }
  if (env.SENTRY_DSN) {
    const { startErrorReporting } = await import("#app/server/observability/error-reporting.server.ts");
    stops.push(await startErrorReporting(env.SENTRY_DSN));
  }
}

/** Sends what is still buffered (spans, metrics, error reports), at shutdown; a failure to send does not stop it. */
export async function stopTelemetry(): Promise<void> {
  await Promise.allSettled(stops.splice(0).map((stop) => stop()));
}
