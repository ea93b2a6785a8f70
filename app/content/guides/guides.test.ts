import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BID_FORECAST,
  DOCUMENT_EDITIONS,
  type DocumentId,
  editionLabel,
  GUIDE_SLUGS,
} from "#app/content/guides/guides.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";
import { parseDocumentSource } from "#app/server/pdf/document-source.server.ts";

/** Decision 065: evergreen offers carry no year; dated material states its date. */

const DOCUMENTS: DocumentId[] = [...GUIDE_SLUGS, BID_FORECAST];
const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const localesDir = path.join(import.meta.dirname, "../../locales");
const texts = (lang: LanguageCode, namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDir, lang, `${namespace}.json`), "utf8"));
const forecastSource = (lang: LanguageCode) =>
  parseDocumentSource(readFileSync(path.join(import.meta.dirname, `${BID_FORECAST}.${lang}.md`), "utf8"));

/** The Australian financial year (1 July to 30 June) a `YYYY-MM` month falls in, as it is written: "2026-27". */
function financialYear(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const start = number >= 7 ? year : year - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

describe("document editions", () => {
  it("name a month for every document", () => {
    expect(Object.keys(DOCUMENT_EDITIONS).sort()).toEqual([...DOCUMENTS].sort());
    for (const id of DOCUMENTS) expect(DOCUMENT_EDITIONS[id]).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
  });

  it.each(DOCUMENTS)("write %s's edition as its month and year in the reader's language", (id) => {
    const [year, month] = DOCUMENT_EDITIONS[id].split("-").map(Number) as [number, number];
    expect(editionLabel(id, "en")).toBe(`${ENGLISH_MONTHS[month - 1]} ${year}`);
    expect(editionLabel(id, "ko")).toBe(`${year}년 ${month}월`);
    expect(editionLabel(id, "zh")).toBe(`${year}年${month}月`);
  });

  it("computes the financial year a month falls in", () => {
    expect(financialYear("2026-06")).toBe("2025-26");
    expect(financialYear("2026-07")).toBe("2026-27");
    expect(financialYear("2026-11")).toBe("2026-27");
  });

  it.each(LANGUAGE_CODES)(
    "has the Bid Forecast in %s cover the financial year of its edition, with no year in its title",
    (lang) => {
      const source = forecastSource(lang);
      expect(source.subtitle).toContain(financialYear(DOCUMENT_EDITIONS[BID_FORECAST]));
      expect(source.title).not.toMatch(/\p{Nd}{4}/u);
    },
  );
});

describe("the Bid Forecast and guide offers", () => {
  it.each(LANGUAGE_CODES)("name no year in %s", (lang) => {
    const forms = texts(lang, "forms").leadForm;
    const mail = texts(lang, "mail-leads").lead;
    const opportunities = texts(lang, "opportunities");
    const exitOffer = texts(lang, "marketing").exitIntent.offers.bidForecast;
    const resources = texts(lang, "resources");
    const offers: string[] = [
      forms.description,
      forms.success,
      forms.pageDescription,
      mail.subject,
      mail.body,
      mail.action,
      opportunities.section.forecast,
      opportunities.page.metaDescription,
      ...Object.values<string>(exitOffer),
      resources.resources.guidesIntro,
      resources.guideRequest.pointPdf,
    ];
    expect(offers.filter((text) => /\p{Nd}{4}/u.test(text))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)(
    "date the documents in %s from their edition, not from a year written in",
    (lang) => {
      const { documents } = texts(lang, "resources");
      expect(documents.edition).toContain("{{date}}");
      expect(documents.disclaimer).toContain("{{date}}");
      expect(`${documents.edition} ${documents.disclaimer}`).not.toMatch(/\p{Nd}{4}/u);
    },
  );
});
