import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Country } from "#app/domain/country.ts";
import {
  buildCountryReport,
  type CountryReport,
  type Translate,
} from "#app/domain/country-report-content.ts";
import { type ReportType, reportPath, reportPdfFileName } from "#app/domain/country-report-sections.ts";
import { directionOf, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import template from "#app/server/pdf/country-report.typ?raw";
import { fontsFor, renderPdf } from "#app/server/pdf/render-pdf.server.ts";

/**
 * A country's strategic report as a PDF (spec 001 §2.11 'Export PDF', issue 11 item 8), made with the site's one
 * PDF mechanism (docs/decisions/015-pdf-documents.md) from the same `CountryReport` the page renders
 * (`domain/country-report-content.ts`), so the document and the page show the same sections, figures and
 * sentences, in the page's language (Arabic shaped and right to left). Public, like the page it prints.
 */

export type RenderedReport = {
  bytes: Buffer;
  /** A strong validator of the bytes: the same build, country, type and language give the same tag. */
  etag: string;
  /** The document's title in its language (its PDF metadata). */
  title: string;
};

/** The `t` a report is written with on the server: every namespace, keys named with theirs. */
export function reportTranslate(lang: LanguageCode): Translate {
  const t = serverT(lang);
  return (key, values) => t(key, values);
}

/**
 * Rendered once per process, country, type and language (the texts only change with a build), at most 120 kept
 * (22 countries x 4 types x 5 languages would be 440 documents of ~100 KB); failures are not kept.
 */
const rendered = new LRUCache<string, Promise<RenderedReport>>({ max: 120 });

export function renderCountryReport(
  country: Country,
  type: ReportType,
  lang: LanguageCode,
): Promise<RenderedReport> {
  const key = `${country.slug}:${type}:${lang}`;
  let report = rendered.get(key);
  if (!report) {
    report = Promise.resolve().then(() => build(country, type, lang));
    rendered.set(key, report);
    report.catch(() => rendered.delete(key));
  }
  return report;
}

/** The template's data: the report's sections in its type's order, each with what it shows. */
export function reportDocumentData(report: CountryReport, lang: LanguageCode, t: Translate) {
  const siteUrl = getEnv().SITE_URL;
  const site = new URL(siteUrl).host;
  const brand = t("common:brand.name");
  const absolute = (path: string, query?: Record<string, string>) =>
    new URL(localHref(lang, path, query), siteUrl).href;
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
    capital: t("country-report:pdf.capital", { capital: report.capital }),
    description: report.typeDescription,
    generated: t("country-report:pdf.generated", { brand, site }),
    sections,
    next: {
      title: t("country-report:pdf.nextTitle"),
      text: t("country-report:pdf.next", {
        country: report.country,
        url: absolute("/demo-scheduler", { country: report.slug }),
      }),
    },
    online: t("country-report:pdf.online", {
      url: absolute(
        reportPath(report.slug),
        report.type === "comprehensive" ? undefined : { type: report.type },
      ),
    }),
  };
}

function build(country: Country, type: ReportType, lang: LanguageCode): RenderedReport {
  const t = reportTranslate(lang);
  const report = buildCountryReport(country, type, lang, t);
  const data = reportDocumentData(report, lang, t);
  const bytes = renderPdf(template, data);
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { bytes, etag, title: data.title };
}

/**
 * The report as a download: `application/pdf` as an attachment named `<country>-<type>-report.pdf`, cacheable by anyone for a day (it is the same for every
 * visitor of the URL), 304 when the browser has these bytes.
 */
export async function countryReportPdfResponse(
  request: Request,
  country: Country,
  type: ReportType,
  lang: LanguageCode,
): Promise<Response> {
  const report = await renderCountryReport(country, type, lang);
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
}

/**
 * `attachment` with the file's name: the country's slug and the type, ASCII in every language, so a download is
 * named the same way whatever the page's language (`saudi-arabia-executive-report.pdf`).
 */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
