import { Outlet } from "react-router";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { requireUserMiddleware } from "#app/server/account/session.server.ts";
import type { Route } from "./+types/layout";

/** Every page inside is for signed-in visitors: anyone else goes to /login and comes back afterwards. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export default function AccountLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
