/**
 * Large figures in short form for people to read ("$504B", "US$5040억", "‏504 مليار US$"): the one place the site
 * writes compact numbers, so every language reads them the same way on every page (decision 067).
 *
 * Intl's compact notation in each language, except Hindi: Intl abbreviates its large units ("$54.4 ख॰", "9.52 क॰",
 * "3.7 अ॰"), and खरब (10¹¹) and अरब (10⁹) are words few readers use. Hindi figures are written the way Indian
 * newspapers and budgets write them instead: हज़ार, लाख, करोड़ and, from 10¹², लाख करोड़ ("$5.44 लाख करोड़",
 * "50,400 करोड़", "9.52 करोड़"). Below a crore that is what Intl writes already.
 */

import { numberFormat } from "#app/domain/intl-format.ts";

/** Every number format option but the notation, which is compact. Numbers and currency amounts (not percentages). */
export type CompactOptions = Omit<Intl.NumberFormatOptions, "notation" | "compactDisplay">;

/** Hindi's units for large figures, largest first. */
const HINDI_UNITS = [
  { size: 1e12, name: "लाख\u00a0करोड़" },
  { size: 1e7, name: "करोड़" },
  { size: 1e5, name: "लाख" },
  { size: 1e3, name: "हज़ार" },
] as const;

/** How compact notation rounds when given no digits: 2 significant digits, but all the integers ("5.4", "54", "504"). */
const COMPACT_ROUNDING = {
  maximumFractionDigits: 0,
  maximumSignificantDigits: 2,
  roundingPriority: "morePrecision",
} as const satisfies Intl.NumberFormatOptions;

const DIGIT_OPTIONS = [
  "minimumFractionDigits",
  "maximumFractionDigits",
  "minimumSignificantDigits",
  "maximumSignificantDigits",
] as const;

/** `value` in compact notation for `lang`: "$504B" in English, "$50,400 करोड़" in Hindi. */
export function formatCompact(value: number, lang: string, options: CompactOptions = {}): string {
  if (lang !== "hi") return numberFormat(lang, { ...options, notation: "compact" }).format(value);
  const given = DIGIT_OPTIONS.filter((option) => options[option] !== undefined);
  const digits =
    given.length > 0
      ? Object.fromEntries(given.map((option) => [option, options[option]]))
      : COMPACT_ROUNDING;
  // The unit is the largest the figure reaches once rounded: 99.96 लाख is "1 करोड़", not "100 लाख".
  const rounded = numberFormat("en", { ...digits, useGrouping: false });
  const reaches = (size: number) => Number(rounded.format(Math.abs(value) / size)) >= 1;
  const unit = HINDI_UNITS.find(({ size }) => reaches(size));
  if (!unit) return numberFormat(lang, { ...options, ...digits }).format(value);
  // Intl's own spacing: no-break, as it writes "21 लाख".
  return `${numberFormat(lang, { ...options, ...digits }).format(value / unit.size)}\u00a0${unit.name}`;
}
