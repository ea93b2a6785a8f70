/**
 * Content staff write in five languages (decision 081): each item has at most one version per language, a draft or
 * published; a language without one is missing. A visitor reads their language where it is published, else the
 * published English version, marked as standing in for theirs. Pure: no I/O.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "#app/domain/languages.ts";

export const VERSION_STATUSES = ["draft", "published"] as const;

/** The languages a text written in English is translated into (a blog post: its own row is its English text). */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE);

/** `statuses` without English: the translations' states of a text that is itself English. */
export function translationStatuses(
  statuses: Record<LanguageCode, LanguageStatus>,
): Partial<Record<LanguageCode, LanguageStatus>> {
  return Object.fromEntries(TRANSLATION_LANGUAGES.map(({ code }) => [code, statuses[code]]));
}
export type VersionStatus = (typeof VERSION_STATUSES)[number];
/** A language's state for one item, as the back office shows it. */
export type LanguageStatus = VersionStatus | "missing";

type Versioned = { lang: LanguageCode; status: VersionStatus };

/** Every language's status for one item's versions, in the site's language order. */
export function languageStatuses(versions: readonly Versioned[]): Record<LanguageCode, LanguageStatus> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      versions.find((version) => version.lang === lang)?.status ?? "missing",
    ]),
  ) as Record<LanguageCode, LanguageStatus>;
}

/**
 * The version a visitor of `lang` reads: theirs when published, else the published English one (`isFallback`),
 * else none.
 */
export function versionToShow<Version extends Versioned>(
  versions: readonly Version[],
  lang: LanguageCode,
): { version: Version; isFallback: boolean } | null {
  const published = (code: LanguageCode) =>
    versions.find((version) => version.lang === code && version.status === "published");
  const own = published(lang);
  if (own) return { version: own, isFallback: false };
  const english = published(DEFAULT_LANGUAGE);
  return english ? { version: english, isFallback: true } : null;
}
