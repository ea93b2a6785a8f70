import { useLanguage } from "#app/components/language.tsx";
import { formatCompact } from "#app/domain/compact-number.ts";
import { numberFormat } from "#app/domain/intl-format.ts";

/**
 * Formats figures for the page's language (Hindi groups lakhs, Korean and Chinese count large sums in 만 and 万);
 * compact ones through `formatCompact`, which writes Hindi's large units as its readers know them. Server and
 * browser format alike, so hydration keeps the server's text.
 */
export function useFormatNumber() {
  const lang = useLanguage();
  return (value: number, options: Intl.NumberFormatOptions = {}) => {
    const { notation, compactDisplay, ...compactOptions } = options;
    return notation === "compact"
      ? formatCompact(value, lang, compactOptions)
      : numberFormat(lang, options).format(value);
  };
}

/** Australian dollars in short form: A$2.1M, A$21 लाख, AU$210만. */
export const COMPACT_AUD: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "AUD",
  notation: "compact",
};
export const PERCENT: Intl.NumberFormatOptions = { style: "percent" };
