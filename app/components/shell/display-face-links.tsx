import latinFace from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2?url";
import arabicFace from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url";
import devanagariFace from "@fontsource/ibm-plex-sans-devanagari/files/ibm-plex-sans-devanagari-devanagari-600-normal.woff2?url";
// Fontsource's own stylesheet, made WOFF2-only with `font-display: optional` at build time (vite.config.ts).
import hangulFaces from "@fontsource/ibm-plex-sans-kr/600.css?url";
import type { LanguageCode } from "#app/domain/languages.ts";

/**
 * What a page in each language loads of the display face ahead of need (decision 071). The face's Latin, Arabic and
 * Devanagari files are declared in app.css; a page preloads the one file its headings are set in, so it is in before
 * first paint (`font-display: optional` uses a face only if it is). Korean comes in 94 slices by `unicode-range`,
 * too many to declare on every page: their stylesheet is linked on Korean pages only, and none is preloaded (a
 * heading needs a handful, which the browser picks). Chinese headings use the system's Han face: nothing.
 */
const DISPLAY_FACE: Record<LanguageCode, { preload?: string; stylesheet?: string }> = {
  en: { preload: latinFace },
  ar: { preload: arabicFace },
  hi: { preload: devanagariFace },
  ko: { stylesheet: hangulFaces },
  zh: {},
};

/** The display face's links in the head of a page in `lang`. */
export function DisplayFaceLinks({ lang }: { lang: LanguageCode }) {
  const { preload, stylesheet } = DISPLAY_FACE[lang];
  return (
    <>
      {preload && <link rel="preload" href={preload} as="font" type="font/woff2" crossOrigin="anonymous" />}
      {stylesheet && <link rel="stylesheet" href={stylesheet} precedence="default" />}
    </>
  );
}
