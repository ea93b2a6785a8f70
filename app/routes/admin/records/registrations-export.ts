import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { registrationsCsvResponse } from "#app/server/admin/records-registrations.server.ts";
import type { Route } from "./+types/registrations-export";

/**
 * `/admin/registrations/export.csv?webinar=`: the registrations the list's filter finds, as a CSV download
 * (headers in the URL's language); audited, and limited per staff member as the leads export is.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  return registrationsCsvResponse(auditActor(admin, context), request);
}
