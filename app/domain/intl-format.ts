/**
 * Intl formatters for the page's language, each built once per language and options. Building one costs about
 * a millisecond in a phone's browser (more for compact notation and for Arabic), and a page formats hundreds of
 * figures and dates while it hydrates; a formatter, once built, is immutable, so sharing it is safe on the server
 * too. The options of a call site are a fixed shape, so the cache stays small (languages x call sites x the few
 * currencies and time zones in play).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, lang: string, options: object, build: () => F): F {
  const key = `${lang} ${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = build();
    cache.set(key, found);
  }
  return found;
}

/** `new Intl.NumberFormat(lang, options)`, built once. */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, lang, options, () => new Intl.NumberFormat(lang, options));
}

/** `new Intl.DateTimeFormat(lang, options)`, built once. */
export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, lang, options, () => new Intl.DateTimeFormat(lang, options));
}
