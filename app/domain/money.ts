/**
 * Amounts of money for people to read: integer cents (every amount on the site) in Australian dollars, written
 * the page language's way ("A$5,000", "AU$5,000", "‏5,000 AU$"). Whole dollars show no cents. Server and browser
 * format alike (Intl), so hydration keeps the server's text.
 *
 * Digits: Latin in every language, Arabic included. That is what Intl gives `ar` (its default numbering system
 * is `latn`) and what every other figure on the site uses; `ar-u-nu-arab` here would mix two digit styles on one
 * page.
 */

import { formatCompact } from "#app/domain/compact-number.ts";
import { numberFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

export const CURRENCY = "AUD";

/**
 * A formatted figure as pages show it. The no-break spaces Intl puts between number, unit and currency become
 * plain ones, so a long Arabic or Hindi figure can wrap on a phone, except beside a currency sign: "US$" or "AU$"
 * is never left alone on a line ("504 مليار" / "US$" in a narrow Arabic fact row, issue 28 item 13). And in
 * right-to-left text (Intl starts it with a right-to-left mark) a Latin currency code ("AU$", "US$") is followed
 * by a left-to-right mark, so it does not read "$AU".
 */
export function readableFigure(formatted: string): string {
  const words = formatted.split(/[\u00a0\u202f]/);
  const hasSign = words.map((word) => CURRENCY_SIGN.test(word));
  const wrappable = words.reduce((text, word, i) => {
    const keepTogether = hasSign[i - 1] || hasSign[i];
    return `${text}${keepTogether ? "\u00a0" : " "}${word}`;
  });
  return wrappable.startsWith("\u200f")
    ? wrappable.replace(/(?<![A-Z])([A-Z]+[$€£¥])(?!\u200e)/g, "$1\u200e")
    : wrappable;
}

const CURRENCY_SIGN = /\p{Sc}/u;

export function formatMoney(cents: number, lang: LanguageCode): string {
  if (!Number.isInteger(cents)) throw new Error(`an amount must be integer cents, got ${cents}`);
  const whole = cents % 100 === 0;
  return readableFigure(
    numberFormat(lang, {
      style: "currency",
      currency: CURRENCY,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100),
  );
}

/**
 * An amount in short form for prose, cards and headline figures ("A$3.7B", "AU$37억", "A$370 करोड़",
 * "‏3.7 مليار AU$"): `formatCompact`'s rounding and units, kept readable as `formatMoney` keeps it. Tables keep
 * the exact amount (`formatMoney`).
 */
export function formatMoneyCompact(cents: number, lang: LanguageCode): string {
  if (!Number.isInteger(cents)) throw new Error(`an amount must be integer cents, got ${cents}`);
  return readableFigure(formatCompact(cents / 100, lang, { style: "currency", currency: CURRENCY }));
}
