/**
 * Amounts of money for people to read: integer cents (every amount on the site) in Australian dollars, written
 * the page language's way ("A$5,000", "AU$5,000", "‏5,000 AU$"). Whole dollars show no cents. Server and browser
 * format alike (Intl), so hydration keeps the server's text.
 *
 * Digits: Latin in every language, Arabic included. That is what Intl gives `ar` (its default numbering system
 * is `latn`) and what every other figure on the site uses; `ar-u-nu-arab` here would mix two digit styles on one
 * page.
 */
import type { LanguageCode } from "#app/domain/languages.ts";

export const CURRENCY = "AUD";

export function formatMoney(cents: number, lang: LanguageCode): string {
  if (!Number.isInteger(cents)) throw new Error(`an amount must be integer cents, got ${cents}`);
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(lang, {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
