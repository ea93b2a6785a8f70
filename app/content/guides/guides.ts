/**
 * The downloadable documents (spec 001 §2.12, issue 9 item 8): three gated guides on /resources, and the 2025
 * Bid Forecast every Market Assessment lead is promised. Their text is long-form content beside this file
 * (`<id>.<lng>.md`); the PDFs are made on the server (app/server/pdf). Card texts are `resources` keys.
 */

export const GUIDE_SLUGS = [
  "australia-tech-playbook",
  "govtech-procurement-handbook",
  "rd-grants-primer",
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

export const BID_FORECAST = "bid-forecast-2025";

/** Every document the site makes as a PDF: the guides and the Bid Forecast. */
export type DocumentId = GuideSlug | typeof BID_FORECAST;

export function isGuideSlug(value: unknown): value is GuideSlug {
  return typeof value === "string" && (GUIDE_SLUGS as readonly string[]).includes(value);
}

/** The lead source a guide request is stored with (spec: `guide_{slug}`). */
export const guideLeadSource = (slug: GuideSlug) => `guide_${slug}`;

/** The site path a document downloads from, before the language prefix and the signed token. */
export function documentPath(id: DocumentId): string {
  return id === BID_FORECAST ? "/resources/bid-forecast.pdf" : `/resources/guides/${id}.pdf`;
}
