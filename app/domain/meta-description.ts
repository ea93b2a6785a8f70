/** Search engines show 50 to 160 characters of a page's description (the site's SEO rule, tests/e2e/legal-seo). */
export const META_DESCRIPTION_MIN = 50;
export const META_DESCRIPTION_MAX = 160;

/**
 * A page's meta description from its sentences, in order: as many as needed to reach the minimum, never past the
 * maximum. One short sentence suffices in English; Chinese or Korean say the same in fewer characters and take the
 * next one too.
 */
export function metaDescription(sentences: readonly string[]): string {
  let text = "";
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (text && next.length > META_DESCRIPTION_MAX) break;
    text = next;
    if (text.length >= META_DESCRIPTION_MIN) break;
  }
  return text;
}
