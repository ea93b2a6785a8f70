/**
 * The legal pages' texts (spec 000 §2 "Legal pages"), which staff write in five languages (decision 081): each page
 * has one version per language in `content_versions` (kind `legal`). Until staff save an English version, the text
 * the site was launched with (`app/content/legal/<name>.en.md`) is the English one, published.
 */
import cookiesText from "#app/content/legal/cookies.en.md?raw";
import privacyText from "#app/content/legal/privacy.en.md?raw";
import termsText from "#app/content/legal/terms.en.md?raw";
import type { LegalVersionInput } from "#app/domain/admin/content-forms.ts";
import type { VersionStatus } from "#app/domain/content/language-versions.ts";
import { DEFAULT_LANGUAGE, type LanguageCode } from "#app/domain/languages.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import type { WriteOutcome } from "#app/server/admin/content.server.ts";
import { saveLanguageVersion, storedVersions } from "#app/server/content/language-versions.server.ts";
import { getDb } from "#app/server/db/db.server.ts";

export const LEGAL_TEXT_NAMES = ["privacy", "terms", "cookies"] as const;
export type LegalTextName = (typeof LEGAL_TEXT_NAMES)[number];

export const isLegalTextName = (value: unknown): value is LegalTextName =>
  (LEGAL_TEXT_NAMES as readonly unknown[]).includes(value);

const KIND = "legal";

/** One language's version of a legal text: Markdown, and the date it shows as "Last updated" (`YYYY-MM-DD`). */
export type LegalVersion = {
  lang: LanguageCode;
  status: VersionStatus;
  content: string;
  lastUpdated: string;
  /** The launch text in the code, not yet saved by staff. */
  builtIn: boolean;
};

/** The texts the site was launched with, in English, and their dates. */
const BUILT_IN: Record<LegalTextName, { content: string; lastUpdated: string }> = {
  privacy: { content: privacyText, lastUpdated: "2026-11-26" },
  terms: { content: termsText, lastUpdated: "2025-01-30" },
  cookies: { content: cookiesText, lastUpdated: "2026-11-25" },
};

/** Every version of one legal text that exists, English always among them. */
export async function legalVersions(name: LegalTextName): Promise<LegalVersion[]> {
  const stored = (await storedVersions(getDb(), KIND, [name])).get(name) ?? [];
  const versions: LegalVersion[] = stored.map(({ lang, status, fields }) => ({
    lang,
    status,
    content: String(fields.content ?? ""),
    lastUpdated: String(fields.lastUpdated ?? ""),
    builtIn: false,
  }));
  if (!versions.some((version) => version.lang === DEFAULT_LANGUAGE)) {
    versions.push({ lang: DEFAULT_LANGUAGE, status: "published", ...BUILT_IN[name], builtIn: true });
  }
  return versions;
}

/**
 * Stores one language's version of a legal text (created or replaced), audited, and every page cache dropped.
 * English stands in for every language without a published version, so it is always published.
 */
export function saveLegalVersion(
  actor: AuditActor,
  name: LegalTextName,
  lang: LanguageCode,
  input: LegalVersionInput,
): Promise<WriteOutcome> {
  return saveLanguageVersion(actor, {
    kind: KIND,
    entity: "legal-text",
    itemId: name,
    lang,
    status: lang === DEFAULT_LANGUAGE ? "published" : input.status,
    fields: { content: input.content, lastUpdated: input.lastUpdated },
  });
}
