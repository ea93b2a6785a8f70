import { parseLeadFilters } from "#app/domain/admin/lead-filters.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { leadsCsvResponse } from "#app/server/admin/leads-csv.server.ts";
import type { Route } from "./+types/export-csv";

/**
 * `/admin/leads/export.csv?<the list's filter>`: the leads that filter finds, as a CSV download (headers in the
 * URL's language). Invalid filter values are dropped, as on the list.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  const url = new URL(request.url);
  const { filters } = parseLeadFilters(url.searchParams);
  return leadsCsvResponse(auditActor(admin, context), filters, languageFromPath(url.pathname));
}
