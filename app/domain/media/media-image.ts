import type { LanguageCode } from "#app/domain/languages.ts";

/**
 * An image as a page shows it (decision 086): its stored dimensions (so the page reserves its box before it
 * loads), the widths it is served at, and its alt text in the page's language, else English standing in
 * (`altLang`), else none (`alt` empty: the page shows it as decoration beside the text that names it).
 */
export type MediaImage = {
  id: string;
  width: number;
  height: number;
  widths: number[];
  alt: string;
  altLang: LanguageCode | null;
};

/** A record read for a page that may name a library image (`imageId`) … */
export type HasImage = { imageId: string | null };

/**
 * … and the same record as a page gets it: with the image itself, or null for none (`withImages`). A component that
 * shows such records takes them either way: one a page did not give images to shows none.
 */
export type WithImage<Row> = Row & { image?: MediaImage | null };
