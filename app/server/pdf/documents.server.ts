import { createHash } from "node:crypto";
import { BID_FORECAST, type DocumentId, editionLabel } from "#app/content/guides/guides.ts";
import { loadLongForm } from "#app/content/long-form.ts";
import { directionOf, type LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import template from "#app/server/pdf/document.typ?raw";
import { parseDocumentSource } from "#app/server/pdf/document-source.server.ts";
import { cachedPdf } from "#app/server/pdf/pdf-cache.server.ts";
import { printedSiteHost } from "#app/server/pdf/printed-address.server.ts";
import { fontsFor } from "#app/server/pdf/render-pdf.server.ts";

/** The documents' text, one file per document and language (docs/translations.md, long-form content). */
const sources = import.meta.glob<string>("../../content/guides/*.md", { query: "?raw", import: "default" });

export type RenderedDocument = {
  bytes: Buffer;
  /** A strong validator of the bytes: the same build and language give the same tag. */
  etag: string;
  /** The document's title in its language, for the downloaded file's name. */
  title: string;
  /** The language the document is in: the one asked for, or English where that has no version. */
  lang: LanguageCode;
};

/**
 * The PDF of a document in a language. The text only changes with a new build, so each document is rendered
 * once per content (kept on disk, pdf-cache.server.ts) and read once per process and language, then kept in
 * memory (a few hundred KB each); a failed rendering is not kept.
 */
const rendered = new Map<string, Promise<RenderedDocument>>();

export function renderDocument(id: DocumentId, lang: LanguageCode): Promise<RenderedDocument> {
  const key = `${id}:${lang}`;
  let document = rendered.get(key);
  if (!document) {
    document = build(id, lang);
    rendered.set(key, document);
    document.catch(() => rendered.delete(key));
  }
  return document;
}

async function build(id: DocumentId, requested: LanguageCode): Promise<RenderedDocument> {
  const files = Object.fromEntries(
    Object.entries(sources).filter(([path]) => path.split("/").at(-1)?.startsWith(`${id}.`)),
  );
  const text = await loadLongForm(files, requested);
  if (!text) throw new Error(`No source for document ${id}`);
  const lang = text.lang;
  const source = parseDocumentSource(text.body);
  const t = serverT(lang, "resources");
  const edition = editionLabel(id, lang);
  const data = {
    lang,
    dir: directionOf(lang),
    fonts: fontsFor(lang),
    // Arabic has no inter-word stretching in Typst (no kashida), so justified lines would gape.
    justify: lang !== "ar",
    brand: serverT(lang)("brand.name"),
    site: printedSiteHost(),
    kind: t(id === BID_FORECAST ? "documents.kindForecast" : "documents.kindGuide"),
    edition: t("documents.edition", { date: edition }),
    labels: { contents: t("documents.contents"), disclaimer: t("documents.disclaimer", { date: edition }) },
    ...source,
  };
  const bytes = await cachedPdf({ name: `guide-${id}-${lang}`, template, data });
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { bytes, etag, title: source.title, lang };
}
