/**
 * Errors of loaders, actions and rendering (entry.server.tsx): each is logged once, as one structured line that
 * carries the request's id (the id of its request log line and of its `X-Request-Id` answer header), counted in
 * `request_errors_total` and sent to Sentry when it is on. Two kinds are not errors of ours and are left out: a
 * request whose visitor went away (React Router aborts it), and an answer thrown on purpose (a thrown Response or
 * `data()`, such as a 404), unless React Router made it of a real error (a 5xx wrapping one).
 */
import type { Logger } from "pino";
import { type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider } from "react-router";
import { getRequestValues } from "#app/server/http/request-context.server.ts";
import { reportError } from "#app/server/observability/error-reporting.server.ts";
import { requestErrors } from "#app/server/observability/metrics.server.ts";

/** The error to report for what a request threw, or undefined when there is none. */
function reportable(thrown: unknown, request: Request): unknown {
  if (request.signal.aborted || thrown instanceof Response) return undefined;
  if (!isRouteErrorResponse(thrown)) return thrown;
  // React Router keeps the error behind its own 500s (and 404s for unknown addresses) in a private field.
  const wrapped = (thrown as { error?: unknown }).error;
  return thrown.status >= 500 ? wrapped : undefined;
}

export function requestErrorReporting(logger: Pick<Logger, "error">) {
  function report(thrown: unknown, request: Request, context: Readonly<RouterContextProvider>) {
    const error = reportable(thrown, request);
    if (error === undefined) return;
    const { requestId } = getRequestValues(context);
    const { pathname } = new URL(request.url);
    requestErrors.inc();
    logger.error(
      { err: error, req: { id: requestId, method: request.method, path: pathname } },
      "request failed",
    );
    reportError(error, requestId);
  }
  /** React Router's `handleError`: what loaders, actions and the document's render threw. */
  const handleError: HandleErrorFunction = (error, { request, context }) =>
    report(error, request, context as Readonly<RouterContextProvider>);
  return { handleError, report };
}
