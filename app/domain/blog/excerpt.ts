/** How long a post's excerpt on /resources may be (spec 001 §7.3). */
export const EXCERPT_LENGTH = 120;

/**
 * A post's excerpt for a card: the text with its whitespace collapsed, cut at `length` characters plus an
 * ellipsis when it is longer (spec 001 §7.3). Characters are counted as code points, so a cut never splits an
 * emoji or another character outside the basic plane in half.
 */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(clean);
  if (characters.length <= length) return clean;
  return `${characters.slice(0, length).join("").trimEnd()}…`;
}
