import { redirect } from "react-router";
import { type DocumentId, documentPath } from "#app/content/guides/guides.ts";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { isDocumentTokenValid } from "#app/server/pdf/document-links.server.ts";
import { renderDocument } from "#app/server/pdf/documents.server.ts";
import { unlessQueueFull } from "#app/server/pdf/render-pdf.server.ts";

/**
 * A document's download, in the URL's language: the PDF as an attachment when the link's token is genuine, else a
 * redirect to `refusedTo` (a form that sends a new link). Cacheable by the visitor's browser only, since the
 * request carries a personal token, and answered 304 when the browser already has these bytes; 503 with
 * Retry-After while the render queue is full.
 */
export async function documentDownload(
  request: Request,
  id: DocumentId,
  refusedTo: string,
): Promise<Response> {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  if (!isDocumentTokenValid(id, url.searchParams.get("token"))) throw redirect(localHref(lang, refusedTo));
  return unlessQueueFull(async () => {
    const document = await renderDocument(id, lang);
    const headers = new Headers({
      "Cache-Control": "private, max-age=86400",
      ETag: document.etag,
      "X-Robots-Tag": "noindex",
    });
    if (request.headers.get("if-none-match") === document.etag)
      return new Response(null, { status: 304, headers });
    headers.set("Content-Type", "application/pdf");
    headers.set("Content-Length", String(document.bytes.byteLength));
    headers.set("Content-Disposition", attachment(asciiFileName(id, document.lang), `${document.title}.pdf`));
    return new Response(new Uint8Array(document.bytes), { headers });
  });
}

/**
 * The ASCII file name: the download address's own (`bid-forecast`, a guide's slug) and the language, never the
 * internal id, which may carry a year (decision 065): `bid-forecast-ar.pdf`.
 */
function asciiFileName(id: DocumentId, lang: string): string {
  const addressName = documentPath(id)
    .split("/")
    .at(-1)!
    .replace(/\.pdf$/, "");
  return `${addressName}-${lang}.pdf`;
}

/** `attachment` with an ASCII name for old clients and the title (any script) for the others (RFC 6266). */
function attachment(asciiName: string, title: string): string {
  const encoded = encodeURIComponent(title).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}
