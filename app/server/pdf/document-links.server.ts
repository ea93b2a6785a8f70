import { type DocumentId, documentPath } from "#app/content/guides/guides.ts";
import { type LanguageCode, localHref } from "#app/domain/languages.ts";
import { createSignedToken, readSignedToken } from "#app/server/signed-token.server.ts";

/**
 * The gate of the lead documents (docs/decisions/015-pdf-documents.md): a document downloads only through a link
 * signed for it, which the lead form's answer and its confirmation mail carry. No account or cookie is needed, so
 * the link in the mail works from any device; a forged, altered or expired link downloads nothing.
 */
const LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
const purpose = (id: DocumentId) => `document:${id}`;

/** The signed site path of a document in a language, for the lead with this e-mail address. */
export function documentLink(id: DocumentId, lang: LanguageCode, email: string): string {
  const token = createSignedToken(purpose(id), email.toLowerCase(), LINK_LIFETIME_MS);
  return localHref(lang, documentPath(id), { token });
}

/** Whether a link's token was signed for this document and is still valid. */
export function isDocumentTokenValid(id: DocumentId, token: string | null): boolean {
  return readSignedToken(purpose(id), token) !== null;
}
