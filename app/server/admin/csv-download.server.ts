/**
 * The back office's CSV downloads (leads, webinar registrations): one staff member's file, refused past the
 * `adminExportPerUser` limit, audited before a byte leaves, streamed while it is read from the database.
 * Why this shape (streaming, escaping, BOM): docs/decisions/036-leads-inbox-and-csv.md.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { type CsvValue, csvRow } from "#app/domain/admin/csv-cells.ts";
import { sydneyDateOf } from "#app/domain/demo-scheduler/demo-slots.ts";
import { type AuditActor, type AuditEntry, recordAudit } from "#app/server/admin/audit.server.ts";
import { consumeRateLimit } from "#app/server/form/rate-limit.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { logger } from "#app/server/logger.server.ts";

export type CsvDownload = {
  /** The file's name before its date: `leads` gives `leads-2026-11-30.csv`. */
  name: string;
  /** The audit entry of the download (`export` of `<name>.csv`): what the filter was and how many rows it finds. */
  audit: () => Promise<AuditEntry["detail"]>;
  header: readonly string[];
  rows: () => AsyncIterable<readonly CsvValue[]>;
  /** The plain answer past the limit, in the page's language. */
  rateLimited: string;
};

/** The download's answer for one staff member: 429 past the limit; otherwise audited, then the file. */
export async function csvDownloadResponse(
  actor: AuditActor & { id: string },
  download: CsvDownload,
): Promise<Response> {
  const limit = await consumeRateLimit("adminExportPerUser", actor.id);
  if (!limit.allowed) {
    return new Response(download.rateLimited, {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(limit.retryAfterSeconds),
        "Cache-Control": PRIVATE_CACHE,
      },
    });
  }
  const detail = await download.audit();
  await recordAudit(actor, { action: "export", entity: `${download.name}.csv`, detail });
  return new Response(Readable.toWeb(csvStream(download)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${download.name}-${sydneyDateOf(new Date())}.csv"`,
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
function csvStream(download: CsvDownload): Readable {
  const csv = stringify({ bom: true, record_delimiter: "windows", quoted_match: /[\r\n]/ });
  async function* records() {
    yield [...download.header];
    for await (const row of download.rows()) yield csvRow(row);
  }
  pipeline(Readable.from(records()), csv).catch((error: unknown) => {
    logger.error({ err: error, download: download.name }, "CSV export failed");
  });
  return csv;
}
