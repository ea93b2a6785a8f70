/**
 * Long-form text (country reports, blog posts, legal pages) does not go in the JSON namespaces: each text is one
 * file per language, `<name>.<lng>.<ext>` (`legal/privacy.en.md`, `legal/privacy.ko.md`), and English always
 * exists. A language without its own version gets the English one, marked so the page can say so to browsers,
 * screen readers and search engines (`lang="en"`, and `dir="ltr"` inside an Arabic page). docs/translations.md.
 */
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, type LanguageCode } from "#app/domain/languages.ts";

export type LongForm<T> = {
  /** The language the text is in: the page's, or English when the page's language has no version yet. */
  lang: LanguageCode;
  /** True when English stands in for the page's language. */
  isFallback: boolean;
  body: T;
};

/** The language of a content file, from its name: `privacy.ko.md` -> `ko`; null when the name has none. */
export function languageOfFile(path: string): LanguageCode | null {
  const code = /\.([a-z]{2})\.[^./]+$/.exec(path)?.[1];
  return isLanguageCode(code) ? code : null;
}

/**
 * Loads one text in `lang`, else in English, from its files as `import.meta.glob` lists them (path -> loader),
 * e.g. `import.meta.glob<string>("./legal/privacy.*.md", { query: "?raw", import: "default" })`. Null when
 * not even English exists (answer 404).
 */
export async function loadLongForm<T>(
  files: Record<string, () => Promise<T>>,
  lang: LanguageCode,
): Promise<LongForm<T> | null> {
  const versions = new Map<LanguageCode, () => Promise<T>>();
  for (const [path, load] of Object.entries(files)) {
    const code = languageOfFile(path);
    if (code) versions.set(code, load);
  }
  const chosen = versions.has(lang) ? lang : DEFAULT_LANGUAGE;
  const load = versions.get(chosen);
  if (!load) return null;
  return { lang: chosen, isFallback: chosen !== lang, body: await load() };
}

/**
 * Attributes for the element that holds the text: `lang` and `dir` of the stand-in language when English stands
 * in, nothing otherwise (the page's `<html lang dir>` applies). `<article {...longFormAttributes(text)}>`.
 */
export function longFormAttributes(text: Pick<LongForm<unknown>, "lang" | "isFallback">): {
  lang?: LanguageCode;
  dir?: "ltr" | "rtl";
} {
  return text.isFallback ? { lang: text.lang, dir: directionOf(text.lang) } : {};
}
