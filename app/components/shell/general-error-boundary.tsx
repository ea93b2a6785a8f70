import { type ReactNode, useEffect } from "react";
import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "#app/components/shell/error-screen.tsx";
import { NotFoundScreen } from "#app/components/shell/not-found-screen.tsx";

type StatusHandler = (error: ErrorResponse) => ReactNode;

const DEFAULT_STATUS_HANDLERS: Record<number, StatusHandler> = { 404: () => <NotFoundScreen /> };

/**
 * The error boundary of the root and of every area layout: an HTTP status thrown by a loader or action (a 404
 * for an unknown country or plan, a 403) gets its status handler, rendered inside the area's layout; anything
 * unexpected gets the generic error screen, and is logged in the browser's console (on the server, React Router's
 * handleError has logged the real error already; the boundary only sees its sanitised copy, also for a visitor who
 * left mid-request). Areas pass `statusHandlers` to say more.
 *
 *   export function ErrorBoundary() {
 *     return <GeneralErrorBoundary statusHandlers={{ 404: () => <CountryNotFound /> }} />;
 *   }
 */
export function GeneralErrorBoundary({ statusHandlers }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error);
  useEffect(() => {
    if (!response) console.error(error);
  }, [error, response]);
  if (response) {
    const handler = statusHandlers?.[error.status] ?? DEFAULT_STATUS_HANDLERS[error.status];
    return handler ? handler(error) : <ErrorScreen />;
  }
  return <ErrorScreen />;
}
