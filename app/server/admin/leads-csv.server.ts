/** `/admin/leads/export.csv`: the leads a filter finds, as a CSV file (csv-download.server.ts). */
import type { LeadFilters } from "#app/domain/admin/lead-filters.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { csvDownloadResponse } from "#app/server/admin/csv-download.server.ts";
import { auditedFilter, countLeads, leadsForExport } from "#app/server/admin/leads.server.ts";
import type { leads } from "#app/server/db/schema/index.ts";

type Lead = typeof leads.$inferSelect;

/** The file's columns, in order; each header is `admin-leads:fields.<key>` in the page's language. */
const COLUMNS = [
  "createdAt",
  "status",
  "source",
  "name",
  "email",
  "company",
  "service",
  "message",
  "language",
  "page",
  "targetEmail",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "anonymizedAt",
  "id",
] as const satisfies readonly (keyof Lead)[];

/** The leads `filters` finds, as a CSV download for one staff member (csv-download.server.ts). */
export function leadsCsvResponse(
  actor: AuditActor & { id: string },
  filters: LeadFilters,
  lang: LanguageCode,
): Promise<Response> {
  const t = serverT(lang, "admin-leads");
  return csvDownloadResponse(actor, {
    name: "leads",
    audit: async () => ({ ...auditedFilter(filters), rows: await countLeads(filters) }),
    header: COLUMNS.map((column) => t(`fields.${column}`)),
    async *rows() {
      for await (const lead of leadsForExport(filters)) yield COLUMNS.map((column) => lead[column]);
    },
    rateLimited: t("export.rateLimited"),
  });
}
