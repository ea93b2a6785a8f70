import { useLanguage } from "#app/components/language.tsx";
import { numberFormat } from "#app/domain/intl-format.ts";

/**
 * Formats figures for the page's language (Hindi groups lakhs, Korean and Chinese count large sums in 만 and 万).
 * Server and browser format alike, so hydration keeps the server's text.
 */
export function useFormatNumber() {
  const lang = useLanguage();
  return (value: number, options?: Intl.NumberFormatOptions) => numberFormat(lang, options).format(value);
}

/** Australian dollars in short form: A$2.1M, A$21 लाख, AU$210만. */
export const COMPACT_AUD: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "AUD",
  notation: "compact",
};
export const PERCENT: Intl.NumberFormatOptions = { style: "percent" };
