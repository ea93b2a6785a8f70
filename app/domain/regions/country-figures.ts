/**
 * Country figures for people to read (spec 001 §3 "Country": GDP "such as $421B", population "such as 9.9M"):
 * typed numbers from `content/countries.ts` formatted with Intl for the page's language, the same on the server
 * and in the browser so hydration keeps the server's text.
 *
 * Compact notation with three significant digits (`compact-number.ts`): "$504B", "$1.07T", "9.52M" in English;
 * each language's own units elsewhere (Korean 억/조, Chinese 亿/万亿, Hindi लाख/करोड़, Arabic مليار). Digits are
 * Latin in every language, Arabic included, like `money.ts` (Intl's default numbering system for `ar` is `latn`).
 */

import { type CompactOptions, formatCompact } from "#app/domain/compact-number.ts";
import { numberFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { readableFigure } from "#app/domain/money.ts";

function formatter(lang: LanguageCode, options: Intl.NumberFormatOptions) {
  return numberFormat(lang, { numberingSystem: "latn", ...options });
}

function compact(value: number, lang: LanguageCode, options: CompactOptions = {}) {
  return formatCompact(value, lang, { numberingSystem: "latn", maximumSignificantDigits: 3, ...options });
}

function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new Error(`${what} must be a finite number, got ${value}`);
  return value;
}

/** An amount in US dollars, compact: "$421B", "$1.07T", "US$5040억", "$50,400 करोड़", "‏504 مليار US$". */
export function formatUsdCompact(usd: number, lang: LanguageCode): string {
  return readableFigure(compact(finite(usd, "an amount"), lang, { style: "currency", currency: "USD" }));
}

/** An amount in whole US dollars, in full: "$32,072" (GDP per capita). */
export function formatUsd(usd: number, lang: LanguageCode): string {
  return readableFigure(
    formatter(lang, {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }).format(Math.round(finite(usd, "an amount"))),
  );
}

/** A number of people, compact: "9.52M", "952만", "95.2 लाख", "141 करोड़", "9.52 مليون". */
export function formatPeople(count: number, lang: LanguageCode): string {
  return readableFigure(compact(finite(count, "a count"), lang));
}

/** A plain count, grouped the language's way: "1,234,567"; Hindi groups lakhs and crores: "12,34,567". */
export function formatCount(count: number, lang: LanguageCode): string {
  return formatter(lang, { maximumFractionDigits: 0 }).format(finite(count, "a count"));
}

/**
 * A percentage given in percent (95 for 95 %, as `REGION_FIGURES.entryRatePercent` and the derivation rules
 * hold them; not a fraction): "95%", "‏95‎%‎" in Arabic. At most one decimal.
 */
export function formatPercent(value: number, lang: LanguageCode): string {
  return formatter(lang, { style: "percent", maximumFractionDigits: 1 }).format(
    finite(value, "a percentage") / 100,
  );
}

/**
 * The figure formats above bound to one language, as pages and reports use them: `figureFormat("en").usd(5.04e11)`
 * is "$504B"; `usdFull` is the amount in full.
 */
export function figureFormat(lang: LanguageCode) {
  return {
    usd: (usd: number) => formatUsdCompact(usd, lang),
    usdFull: (usd: number) => formatUsd(usd, lang),
    count: (count: number) => formatCount(count, lang),
    people: (count: number) => formatPeople(count, lang),
    percent: (value: number) => formatPercent(value, lang),
  };
}
