import type { ReactNode } from "react";
import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "#app/components/shell/error-screen.tsx";
import { NotFoundScreen } from "#app/components/shell/not-found-screen.tsx";

type StatusHandler = (error: ErrorResponse) => ReactNode;

const DEFAULT_STATUS_HANDLERS: Record<number, StatusHandler> = { 404: () => <NotFoundScreen /> };

/**
 * The error boundary of the root and of every area layout: an HTTP status thrown by a loader or action (a 404
 * for an unknown country or plan, a 403) gets its status handler, rendered inside the area's layout; anything
 * unexpected is logged and gets the generic error screen. Areas pass `statusHandlers` to say more.
 *
 *   export function ErrorBoundary() {
 *     return <GeneralErrorBoundary statusHandlers={{ 404: () => <CountryNotFound /> }} />;
 *   }
 */
export function GeneralErrorBoundary({ statusHandlers }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? DEFAULT_STATUS_HANDLERS[error.status];
    return handler ? handler(error) : <ErrorScreen />;
  }
  console.error(error);
  return <ErrorScreen />;
}
