/** What the country report (`/regions/country-report/:slug`) and its two downloads read and answer on the server. */
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { data, type RouterContextProvider } from "react-router";
import { type Country, countryBySlug } from "#app/content/countries.ts";
import { type CsvCell, reportCsvRows } from "#app/domain/country-report/country-report-csv.ts";
import {
  type ReportType,
  reportCsvFileName,
  reportTypeOf,
} from "#app/domain/country-report/country-report-sections.ts";
import { type LanguageCode, languageFromPath } from "#app/domain/languages.ts";
import {
  attachment,
  countryReportPdfResponse,
  reportTranslate,
} from "#app/server/country-report/country-report.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";

/** The country the URL names; anything else is the report's 404 ('Country Not Found'). */
export function reportCountryOf(slug: string | undefined): Country {
  const country = countryBySlug(slug ?? "");
  if (!country) throw data(null, { status: 404 });
  return country;
}

/** What a report URL asks for: its country, its type (`?type=`, the comprehensive report when unknown), its language. */
export function reportRequestOf(request: Request, params: { slug?: string }) {
  const url = new URL(request.url);
  return {
    country: reportCountryOf(params.slug),
    type: reportTypeOf(url.searchParams.get("type")) satisfies ReportType,
    lang: languageFromPath(url.pathname) satisfies LanguageCode,
  };
}

/** The page's data: the country's slug and the report type. The page depends on its URL only. */
export function reportPageData(request: Request, params: { slug?: string }) {
  const { country, type } = reportRequestOf(request, params);
  return { slug: country.slug, type };
}

/**
 * `…/pdf?type=…`: the report of that type as a PDF in the URL's language. Rendering one that is not cached counts
 * against the client's address (`pdfRenderPerIp`).
 */
export function reportPdf(
  request: Request,
  params: { slug?: string },
  context: Readonly<RouterContextProvider>,
) {
  const { country, type, lang } = reportRequestOf(request, params);
  return countryReportPdfResponse(request, getRequestValues(context).clientIp, country, type, lang);
}

/**
 * `…/csv`: the report's figures (`domain/country-report/country-report-csv.ts`), streamed as CSV through `csv-stringify`:
 * UTF-8 with a byte order mark (Excel then reads Arabic, Hindi, Korean and Chinese correctly), CRLF line ends
 * (RFC 4180), and every cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage
 * return at its start) escaped with a leading `'`. Headers in the URL's language; named `<country>-report.csv`.
 */
export function reportCsv(request: Request, params: { slug?: string }) {
  const { country, lang } = reportRequestOf(request, params);
  return new Response(Readable.toWeb(reportCsvStream(country, lang)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(reportCsvFileName(country.slug)),
      "Content-Language": lang,
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/** The CSV text of a report's figures, as a stream of UTF-8 bytes. */
export function reportCsvStream(country: Country, lang: LanguageCode): Readable {
  return csvStream(reportCsvRows(country, lang, reportTranslate(lang)));
}

/**
 * Rows as CSV: a byte order mark, CRLF line ends, cells that could run as a formula escaped with `'`, and any
 * cell with a line break quoted (csv-stringify quotes only the record delimiter itself, CRLF, by default).
 */
export function csvStream(rows: readonly CsvCell[][]): Readable {
  return Readable.from(rows).pipe(
    stringify({ bom: true, record_delimiter: "windows", escape_formulas: true, quoted_match: /[\r\n]/ }),
  );
}
