/**
 * Some labels come from data in English (a blog post's tags, a partner's industry) yet are shown as buttons and
 * filter choices in every language. Each has a translation key made from its spelling; a value that has none yet
 * (a tag staff just added) is shown as the data spells it. Pure: no I/O.
 */

/** "Market Entry" -> "marketEntry", "GovTech" -> "govtech", "R&D Grants" -> "rDGrants". */
export function dataLabelKey(value: string): string {
  const words = value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0
        ? word.toLocaleLowerCase("en")
        : word[0]!.toLocaleUpperCase("en") + word.slice(1).toLocaleLowerCase("en"),
    )
    .join("");
}
