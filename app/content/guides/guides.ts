import { dateTimeFormat } from "#app/domain/intl-format.ts";

/**
 * The downloadable documents (spec 001 §2.12, issue 9 item 8): three gated guides on /resources, and the Bid
 * Forecast every Market Assessment lead is promised. Their text is long-form content beside this file
 * (`<id>.<lng>.md`); the PDFs are made on the server (app/server/pdf). Card texts are `resources` keys.
 */

export const GUIDE_SLUGS = [
  "australia-tech-playbook",
  "govtech-procurement-handbook",
  "rd-grants-primer",
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/**
 * The Bid Forecast's id. It keeps the year of its first edition because it is signed into the download links
 * already mailed (`document:<id>`, valid 90 days): visitors never read it, the file they download is named after
 * its address, `/resources/bid-forecast.pdf` (decision 065).
 */
export const BID_FORECAST = "bid-forecast-2025";

/** Every document the site makes as a PDF: the guides and the Bid Forecast. */
export type DocumentId = GuideSlug | typeof BID_FORECAST;

export function isGuideSlug(value: unknown): value is GuideSlug {
  return typeof value === "string" && (GUIDE_SLUGS as readonly string[]).includes(value);
}

/** The lead source a guide request is stored with (spec: `guide_{slug}`). */
export const guideLeadSource = (slug: GuideSlug) => `guide_${slug}`;

/**
 * The month (`YYYY-MM`) each document's text was last brought up to date, its edition: shown on its card and its
 * cover, and the disclaimer's "current as of". Change it with the text, in every language (decision 065); the Bid
 * Forecast covers the Australian financial year its edition falls in.
 */
export const DOCUMENT_EDITIONS: Record<DocumentId, string> = {
  "australia-tech-playbook": "2026-11",
  "govtech-procurement-handbook": "2026-11",
  "rd-grants-primer": "2026-11",
  [BID_FORECAST]: "2026-11",
};

/** A document's edition written the language's way: "November 2026", "2026년 11월", "نوفمبر 2026". */
export function editionLabel(id: DocumentId, lang: string): string {
  return dateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${DOCUMENT_EDITIONS[id]}-01T00:00:00Z`),
  );
}

/** The site path a document downloads from, before the language prefix and the signed token. */
export function documentPath(id: DocumentId): string {
  return id === BID_FORECAST ? "/resources/bid-forecast.pdf" : `/resources/guides/${id}.pdf`;
}
