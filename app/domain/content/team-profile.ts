import type { LanguageCode } from "#app/domain/languages.ts";

/**
 * A leadership profile as /about shows it (decision 083): its name as written in every language, its role and
 * biography in the page's language or English standing in (`textLang`), and whether it is a seeded sample.
 */
export type TeamProfile = {
  id: string;
  name: string;
  role: string;
  bio: string;
  textLang: LanguageCode;
  isSample: boolean;
  /** Their photo in the media library (decision 086); without one, their initials. */
  imageId: string | null;
};
