import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BID_FORECAST, type DocumentId, GUIDE_SLUGS } from "#app/content/guides/guides.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";
import { type DocumentSource, parseDocumentSource } from "#app/server/pdf/document-source.server.ts";
import { renderDocument } from "#app/server/pdf/documents.server.ts";
import { setPdfCacheDirForTests } from "#app/server/pdf/pdf-cache.server.ts";

setPdfCacheDirForTests(mkdtempSync(path.join(tmpdir(), "pdf-cache-"))); // render, not read from ./data

const DOCUMENTS: DocumentId[] = [...GUIDE_SLUGS, BID_FORECAST];
const source = (id: string, lang: LanguageCode) =>
  parseDocumentSource(
    readFileSync(path.join(import.meta.dirname, "../../content/guides", `${id}.${lang}.md`), "utf8"),
  );

/** A document's outline: its sections' blocks by kind and size, which every translation must keep. */
const shape = (document: DocumentSource) =>
  document.sections.map((section) =>
    section.blocks.map((block) => {
      if (block.type === "list") return `list of ${block.items.length}`;
      if (block.type === "table") return `table ${block.header.length}x${block.rows.length}`;
      return block.type;
    }),
  );

/** The embedded font a language's text must be set in (PDF /BaseFont names, subset prefix aside). */
const SCRIPT_FONT: Record<LanguageCode, string> = {
  en: "NotoSans-Regular",
  ar: "NotoSansArabic-Regular",
  hi: "NotoSansDevanagari-Regular",
  ko: "NotoSansKR-Regular",
  zh: "NotoSansSC-Regular",
};

describe.each(DOCUMENTS)("the %s source", (id) => {
  const english = source(id, "en");

  it.each(LANGUAGE_CODES.filter((lang) => lang !== "en"))(
    "is translated into %s, keeping its outline",
    (lang) => {
      const translated = source(id, lang);
      expect(shape(translated)).toEqual(shape(english));
      expect(translated.title).not.toBe(english.title);
      expect(translated.sections.map((section) => section.heading)).not.toContain(
        english.sections[0]?.heading,
      );
    },
  );
});

describe("rendered documents", () => {
  it.each(LANGUAGE_CODES)("are PDFs in %s with that language's fonts embedded", async (lang) => {
    for (const id of DOCUMENTS) {
      const document = await renderDocument(id, lang);
      const text = document.bytes.toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${SCRIPT_FONT[lang]}\\b`));
      expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans\w*-Bold\b/); // headings and strong text
      expect(document).toMatchObject({ lang, title: source(id, lang).title });
      expect(document.etag).toMatch(/^"[\w-]{27}"$/);
    }
  });

  it("renders each document once per language and keeps it", async () => {
    const first = await renderDocument("rd-grants-primer", "ko");
    expect(await renderDocument("rd-grants-primer", "ko")).toBe(first);
    const arabic = await renderDocument("rd-grants-primer", "ar");
    expect(arabic.etag).not.toBe(first.etag);
  });
});
