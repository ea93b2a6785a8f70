import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import {
  buildCountryReport,
  type CountryReport,
  type Translate,
} from "#app/domain/country-report/country-report-content.ts";
import {
  type ReportType,
  reportPath,
  reportPdfFileName,
} from "#app/domain/country-report/country-report-sections.ts";
import { directionOf, type LanguageCode, localHref } from "#app/domain/languages.ts";
import type { Country } from "#app/domain/regions/country.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import template from "#app/server/country-report/country-report.typ?raw";
import { consumeRateLimit } from "#app/server/form/rate-limit.server.ts";
import { cachedPdf, type PdfDocument, storedPdf } from "#app/server/pdf/pdf-cache.server.ts";
import { printedPageUrl, printedSiteHost } from "#app/server/pdf/printed-address.server.ts";
import { fontsFor, unlessQueueFull } from "#app/server/pdf/render-pdf.server.ts";

/**
 * A country's strategic report as a PDF (spec 001 §2.11 'Export PDF', issue 11 item 8), made with the site's one
 * PDF mechanism (docs/decisions/015-pdf-documents.md) from the same `CountryReport` the page renders
 * (`domain/country-report/country-report-content.ts`), so the document and the page show the same sections, figures and
 * sentences, in the page's language (Arabic shaped and right to left). Public, like the page it prints.
 */

export type RenderedReport = {
  bytes: Buffer;
  /** A strong validator of the bytes: the same build, country, type and language give the same tag. */
  etag: string;
  /** The document's title in its language (its PDF metadata). */
  title: string;
};

/**
 * The `t` a report is written with on the server: every namespace, keys named with theirs. The report builds its
 * keys from the catalogue's data (country-report-content.test.ts reads every text in the five languages).
 */
export function reportTranslate(lang: LanguageCode): Translate {
  const t = serverT(lang);
  return (key, values) => translateDataKey(t, key, values);
}

/**
 * Reports in memory, at most 120 of the 440 (22 countries x 4 types x 5 languages, ~100 KB each); every one is
 * also kept on disk once rendered (pdf-cache.server.ts), so one that left memory is read back, not rendered.
 * A rendering under way is kept too, so the requests that wait for it share it; failures are not kept.
 */
const kept = new LRUCache<string, Promise<RenderedReport>>({ max: 120 });

const keyOf = (country: Country, type: ReportType, lang: LanguageCode) => `${country.slug}:${type}:${lang}`;

/** The report without rendering it: from memory (or a rendering under way), else from disk; else undefined. */
export async function storedCountryReport(
  country: Country,
  type: ReportType,
  lang: LanguageCode,
): Promise<RenderedReport | undefined> {
  const key = keyOf(country, type, lang);
  const inMemory = kept.get(key);
  if (inMemory) return inMemory;
  const document = reportDocument(country, type, lang);
  const pdf = await storedPdf(document);
  if (!pdf) return undefined;
  const report = renderedReport(pdf, document.data.title);
  kept.set(key, Promise.resolve(report));
  return report;
}

/** The report: kept, else rendered off the request thread (rejects with `RenderQueueFull` when it is busy). */
export function renderCountryReport(
  country: Country,
  type: ReportType,
  lang: LanguageCode,
): Promise<RenderedReport> {
  const key = keyOf(country, type, lang);
  let report = kept.get(key);
  if (!report) {
    report = Promise.resolve().then(async () => {
      const document = reportDocument(country, type, lang);
      return renderedReport(await cachedPdf(document), document.data.title);
    });
    kept.set(key, report);
    report.catch(() => kept.delete(key));
  }
  return report;
}

/** A report as the PDF cache's document: its data is built in a millisecond; the rendering is what costs. */
function reportDocument(country: Country, type: ReportType, lang: LanguageCode) {
  const t = reportTranslate(lang);
  const data = reportDocumentData(buildCountryReport(country, type, lang, t), lang, t);
  return { name: `country-report-${country.slug}-${type}-${lang}`, template, data } satisfies PdfDocument;
}

function renderedReport(bytes: Buffer, title: string): RenderedReport {
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { bytes, etag, title };
}

/** The template's data: the report's sections in its type's order, each with what it shows. */
export function reportDocumentData(report: CountryReport, lang: LanguageCode, t: Translate) {
  // On a local run the lines that name the site's address are left out (printed-address.server.ts).
  const site = printedSiteHost();
  const brand = t("common:brand.name");
  const bookingUrl = printedPageUrl(localHref(lang, "/demo-scheduler", { country: report.slug }));
  const onlineUrl = printedPageUrl(
    localHref(
      lang,
      reportPath(report.slug),
      report.type === "comprehensive" ? undefined : { type: report.type },
    ),
  );
  const sections = report.sections.map((id) => {
    switch (id) {
      case "keyFigures":
        return { kind: "figures", title: t("country-report:figures.title"), items: report.keyFigures };
      case "financials":
        return {
          kind: "financials",
          title: t("country-report:financials.title"),
          items: report.financials,
          note: report.financialsNote,
        };
      case "opportunities":
        return {
          kind: "opportunities",
          title: t("country-report:opportunities.title"),
          intro: t("country-report:opportunities.intro", { country: report.country }),
          labels: [
            t("country-report:opportunities.title"),
            t("country-report:opportunities.priority"),
            t("country-report:opportunities.timeline"),
            t("country-report:opportunities.investment"),
          ],
          items: report.opportunities.map((item) => ({
            name: item.name,
            priority: item.priorityLabel,
            timeline: item.timelineLabel,
            investment: item.investment,
          })),
        };
      case "risk":
        return {
          kind: "risk",
          title: t("country-report:risk.title"),
          intro: t("country-report:risk.intro"),
          depth: report.riskDepth,
          why: t("country-report:risk.why"),
          response: t("country-report:risk.response"),
          items: report.risks,
        };
      default:
        return { kind: "narrative", ...report.narratives[id] };
    }
  });
  return {
    lang,
    dir: directionOf(lang),
    fonts: fontsFor(lang),
    brand,
    site,
    title: `${report.country} – ${report.typeTitle}`,
    kind: report.typeTitle,
    country: report.country,
    // "Capital: Riyadh · GCC States · …": the page's own facts line, without a capital where none is named.
    facts: report.facts,
    description: report.typeDescription,
    generated: site ? t("country-report:pdf.generated", { brand, site }) : null,
    sections,
    next: bookingUrl
      ? {
          title: t("country-report:pdf.nextTitle"),
          text: t("country-report:pdf.next", { country: report.country, url: bookingUrl }),
        }
      : null,
    online: onlineUrl ? t("country-report:pdf.online", { url: onlineUrl }) : null,
  };
}

/**
 * The report as a download: `application/pdf` as an attachment named `<country>-<type>-report.pdf`, cacheable by
 * anyone for a day (it is the same for every visitor of the URL), 304 when the browser has these bytes. A report
 * that must be rendered costs the client's address a point of `pdfRenderPerIp` (429 with Retry-After past it);
 * one kept in memory or on disk costs nothing. 503 with Retry-After while the render queue is full.
 */
export function countryReportPdfResponse(
  request: Request,
  clientIp: string,
  country: Country,
  type: ReportType,
  lang: LanguageCode,
): Promise<Response> {
  return unlessQueueFull(async () => {
    let report = await storedCountryReport(country, type, lang);
    if (!report) {
      const limit = await consumeRateLimit("pdfRenderPerIp", clientIp);
      if (!limit.allowed) {
        return new Response(null, {
          status: 429,
          headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" },
        });
      }
      report = await renderCountryReport(country, type, lang);
    }
    const headers = new Headers({
      "Cache-Control": "public, max-age=86400",
      ETag: report.etag,
      "Content-Language": lang,
    });
    if (request.headers.get("if-none-match") === report.etag)
      return new Response(null, { status: 304, headers });
    headers.set("Content-Type", "application/pdf");
    headers.set("Content-Length", String(report.bytes.byteLength));
    headers.set("Content-Disposition", attachment(reportPdfFileName(country.slug, type)));
    return new Response(new Uint8Array(report.bytes), { headers });
  });
}

/**
 * `attachment` with the file's name: the country's slug and the type, ASCII in every language, so a download is
 * named the same way whatever the page's language (`saudi-arabia-executive-report.pdf`).
 */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
