/**
 * OpenTelemetry (decision 076): traces of incoming HTTP requests, Express's middleware and routing, and PostgreSQL
 * queries (pg), and the SDK's metrics, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. Loaded only when
 * that is set (telemetry.server.ts), and started before the server's modules are imported: instrumentation
 * patches a module as it loads. The SDK reads the standard OTEL_* variables itself (OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_TRACES_SAMPLER, per-signal endpoints...).
 *
 * The server's bundle (build/server) imports express and pg from node_modules as ES modules (Vite leaves
 * dependencies external), which require-in-the-middle never sees: import-in-the-middle's loader hook wraps
 * them, registered here for the instrumented modules only (every other import stays untouched).
 */
import { register } from "node:module";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { ExpressInstrumentation } from "@opentelemetry/instrumentation-express";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { createAddHookMessageChannel } from "import-in-the-middle";

/** Paths polled by machines (load balancer, Prometheus): not worth a trace each. */
const UNTRACED_PATHS = new Set(["/healthz", "/metrics"]);

/** Starts the SDK; resolves, once the loader hook knows the modules to wrap, to how to flush and stop it. */
export async function startOpenTelemetry(serviceName: string): Promise<() => Promise<void>> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register("import-in-the-middle/hook.mjs", import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    metricReader: new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter() }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? "").split("?", 1)[0] ?? ""),
      }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
