/**
 * Optional error reporting to Sentry (SENTRY_DSN): errors only, no tracing (OpenTelemetry does that,
 * open-telemetry.server.ts). The SDK is imported only when a DSN is set; it reads SENTRY_ENVIRONMENT itself, and
 * each report names the build's version as its release.
 */
import type * as Sentry from "@sentry/node";

let sentry: typeof Sentry | undefined;

/** Starts reporting to `dsn`; resolves to how to flush what is still queued at shutdown. */
export async function startErrorReporting(dsn: string): Promise<() => Promise<void>> {
  const loaded = await import("@sentry/node");
  loaded.init({
    dsn,
    release: __APP_VERSION__,
    // Errors only (no tracesSampleRate): requests are traced by OpenTelemetry, so Sentry neither registers a
    // tracer provider of its own (its default) nor rewrites modules as they load to trace them.
    enableRuntimeChannelInjection: false,
  });
  sentry = loaded;
  return async () => {
    await loaded.close(2_000);
  };
}

/** Sends `error` to Sentry with the request's id, when reporting is on. */
export function reportError(error: unknown, requestId: string | undefined): void {
  sentry?.captureException(error, requestId ? { tags: { request_id: requestId } } : undefined);
}
