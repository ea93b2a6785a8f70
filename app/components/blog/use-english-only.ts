import { useLanguage } from "#app/components/language.tsx";
import { longFormAttributes } from "#app/content/long-form.ts";

/**
 * Attributes for text that exists in English only (articles, partner records): on a page in another language it is
 * marked `lang="en"` (and `dir="ltr"` inside Arabic), so browsers, screen readers and search engines read it right.
 */
export function useEnglishOnly() {
  return longFormAttributes({ lang: "en", isFallback: useLanguage() !== "en" });
}
