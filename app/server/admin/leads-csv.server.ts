/**
 * `/admin/leads/export.csv`: the leads a filter finds, as a CSV file streamed while it is read from the database.
 * Why this shape (streaming, escaping, BOM): docs/decisions/036-leads-inbox-and-csv.md.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { csvRow } from "#app/domain/admin/csv-cells.ts";
import type { LeadFilters } from "#app/domain/admin/lead-filters.ts";
import { sydneyDateOf } from "#app/domain/demo-scheduler/demo-slots.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { type AuditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import { auditedFilter, countLeads, leadsForExport } from "#app/server/admin/leads.server.ts";
import type { leads } from "#app/server/db/schema/index.ts";
import { consumeRateLimit } from "#app/server/form/rate-limit.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { logger } from "#app/server/logger.server.ts";

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

/**
 * The export's answer for one staff member: refused with 429 (a plain message in the page's language, and
 * Retry-After) past the `adminExportPerUser` limit; otherwise audited first (the filter and how many rows it
 * finds), so no file leaves without its record, then streamed.
 */
export async function leadsCsvResponse(
  actor: AuditActor & { id: string },
  filters: LeadFilters,
  lang: LanguageCode,
): Promise<Response> {
  const t = serverT(lang, "admin-leads");
  const limit = await consumeRateLimit("adminExportPerUser", actor.id);
  if (!limit.allowed) {
    return new Response(t("export.rateLimited"), {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(limit.retryAfterSeconds),
        "Cache-Control": PRIVATE_CACHE,
      },
    });
  }
  const rows = await countLeads(filters);
  await recordAudit(actor, {
    action: "export",
    entity: "leads.csv",
    detail: { ...auditedFilter(filters), rows },
  });
  const header = COLUMNS.map((column) => t(`fields.${column}`));
  return new Response(Readable.toWeb(leadsCsv(filters, header)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${sydneyDateOf(new Date())}.csv"`,
      "Cache-Control": PRIVATE_CACHE,
    },
  });
}

/**
 * The CSV bytes: a UTF-8 byte order mark (without it Excel reads the file as the system's code page and garbles
 * every name outside Latin-1), CRLF line ends (RFC 4180), a cell with a line break quoted, every cell escaped
 * against formulas (`csvCell`). A database failure mid-way ends the stream with an error, so the download fails
 * visibly rather than looking complete.
 */
function leadsCsv(filters: LeadFilters, header: string[]): Readable {
  const csv = stringify({ bom: true, record_delimiter: "windows", quoted_match: /[\r\n]/ });
  async function* records() {
    yield header;
    for await (const lead of leadsForExport(filters)) yield csvRow(COLUMNS.map((column) => lead[column]));
  }
  pipeline(Readable.from(records()), csv).catch((error: unknown) => {
    logger.error({ err: error }, "leads export failed");
  });
  return csv;
}
