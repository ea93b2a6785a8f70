import { Outlet } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { GeneralErrorBoundary } from "#app/components/shell/general-error-boundary.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import type { Route } from "./+types/layout";

export const handle = i18nHandle("admin");

/**
 * Every page inside is for admins with two-factor verification (other signed-in visitors get 403, anonymous ones
 * the sign-in page, admins without two-factor their profile), never stored by any cache and never indexed. Each
 * loader and action inside calls `requireAdmin` too (a test walks the route table), so none depends on this alone.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    requireAdmin(args);
    const response = await next();
    response.headers.set("Cache-Control", PRIVATE_CACHE);
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  },
];

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
