import { Outlet } from "react-router";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { requireAdminMiddleware } from "#app/server/auth/session.server.ts";
import type { Route } from "./+types/layout";

/** Every page inside is for admins: other signed-in visitors get 403, anonymous ones the sign-in page. */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
