/**
 * A calculator's number as the visitor typed it, in any of the site's languages: Arabic-Indic, Persian and
 * Devanagari digits read as Latin ones, spaces and thousands separators (`,` `_` Arabic `٬`) dropped, the Arabic
 * decimal separator `٫` read as `.`. Empty means missing (undefined); anything that is not a plain decimal
 * ("1e9", "0x10", "Infinity") is NaN; a plain decimal past what a double holds is still a number, just too large.
 *
 * Input longer than MAX_NUMBER_CHARS is NaN before any pattern sees it (issue 25 item 2: the old pattern,
 * `\d+\.?\d*`, split a run of digits two ways and took quadratic time on 60 KB of them), and the pattern itself
 * reads each character one way only.
 */
export const MAX_NUMBER_CHARS = 64;

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966];

function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9)!;
    return String(code - block);
  });
}

/** For `z.preprocess`: a string becomes a number (or undefined, or NaN); anything else is left to the schema. */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.length > MAX_NUMBER_CHARS) return Number.NaN;
  const cleaned = latinDigits(value)
    .replace(/[\s,_\u066c]/g, "")
    .replace(/\u066b/g, ".");
  if (cleaned === "") return undefined;
  if (!PLAIN_DECIMAL.test(cleaned)) return Number.NaN;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : Math.sign(number) * Number.MAX_VALUE;
}
