/**
 * Intl formatters for the page's language, each built once per language and options, and their outputs shared
 * between the server and the browser (decision 045).
 *
 * Building a formatter costs about a millisecond in a phone's browser, and a page formats hundreds of figures and
 * dates while it hydrates; a formatter, once built, is immutable, so sharing it is safe on the server too. Most
 * options are fixed by their call site, but one can hold what a visitor chose (the demo scheduler's time zone), so
 * each cache keeps at most MAX_FORMATTERS, the least recently used dropped first (issue 25 item 3, decision 049).
 *
 * The first number or date formatter a browser tab builds costs far more (20-70 ms measured here: the set-up of
 * its locale data), and hydration would pay it only to write again text the server has written. So each output
 * is kept under its formatter, method and arguments in the request's `FormattedValues`: the server records them
 * while it renders and sends them with the document; the browser answers from them while it hydrates, and builds
 * a formatter only for a value the server did not write (a new search, a new page).
 */

/** Formatted outputs by formatter (`n ar {"style":"percent"}`), then by call (`format 0.25`). */
export type FormattedValues = Map<string, Map<string, string>>;

let currentValues: () => FormattedValues | undefined = () => undefined;

/**
 * Where outputs are recorded and looked up from now on: the server passes the rendering request's own, the browser
 * the page's (read from the document).
 */
export function shareFormattedValues(values: () => FormattedValues | undefined) {
  currentValues = values;
}

type Argument = number | bigint | Date | undefined;
const argumentKey = (value: Argument) => (value instanceof Date ? value.getTime() : value);

/** A formatter whose outputs are recorded in, and answered from, the current `FormattedValues`. */
class SharedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat> {
  readonly #key: string;
  readonly #build: () => F;
  #built: F | undefined;

  constructor(key: string, build: () => F) {
    this.#key = key;
    this.#build = build;
  }

  protected get intl(): F {
    this.#built ??= this.#build();
    return this.#built;
  }

  protected shared(method: string, args: Argument[], compute: () => string): string {
    // Without an argument a date formatter writes "now": never the same twice.
    if (args.some((arg) => arg === undefined)) return compute();
    const values = currentValues();
    const call = `${method} ${args.map(argumentKey).join(" ")}`;
    const known = values?.get(this.#key)?.get(call);
    if (known !== undefined) return known;
    const output = compute();
    if (values) {
      // The page's own record, dropped with its request: it keeps every output the page wrote, so it is not capped.
      const calls = values.get(this.#key) ?? new Map<string, string>();
      calls.set(call, output);
      values.set(this.#key, calls);
    }
    return output;
  }
}

export class SharedNumberFormat extends SharedFormat<Intl.NumberFormat> {
  format(value: number | bigint): string {
    return this.shared("format", [value], () => this.intl.format(value));
  }
}

export class SharedDateTimeFormat extends SharedFormat<Intl.DateTimeFormat> {
  format(date?: Date | number): string {
    return this.shared("format", [date], () => this.intl.format(date));
  }

  formatRange(start: Date | number, end: Date | number): string {
    return this.shared("formatRange", [start, end], () => this.intl.formatRange(start, end));
  }

  /** Not shared (parts are read by code, not written into the page): builds the formatter. */
  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
    return this.intl.formatToParts(date);
  }
}

const numberFormats = new Map<string, SharedNumberFormat>();
const dateTimeFormats = new Map<string, SharedDateTimeFormat>();
/**
 * Formatters kept per kind. Pages use a few dozen; a key holding something a visitor chose (a time zone) must not
 * make the cache grow without end (issue 25 item 3: 10,000 spellings of one zone kept ~700 MB), so past this many
 * the least recently used is dropped (built again if needed).
 */
export const MAX_FORMATTERS = 256;

/** How many formatters are kept (tests). */
export function formatterCount(): number {
  return numberFormats.size + dateTimeFormats.size;
}

/**
 * A least-recently-used cache on a Map's insertion order: a key used is moved to the end, the first is the one to
 * drop. Not `lru-cache`: this module is in the browser's first load (decision 008), and this is all it needs.
 */
function cached<F>(cache: Map<string, F>, key: string, create: () => F): F {
  const found = cache.get(key) ?? create();
  cache.delete(key);
  cache.set(key, found);
  if (cache.size > MAX_FORMATTERS) cache.delete(cache.keys().next().value as string);
  return found;
}

/** `new Intl.NumberFormat(lang, options)`, built once, when first needed. */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): SharedNumberFormat {
  const key = `n ${lang} ${JSON.stringify(options)}`;
  return cached(
    numberFormats,
    key,
    () => new SharedNumberFormat(key, () => new Intl.NumberFormat(lang, options)),
  );
}

/** `new Intl.DateTimeFormat(lang, options)`, built once, when first needed. */
export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions = {}): SharedDateTimeFormat {
  const key = `d ${lang} ${JSON.stringify(options)}`;
  return cached(
    dateTimeFormats,
    key,
    () => new SharedDateTimeFormat(key, () => new Intl.DateTimeFormat(lang, options)),
  );
}

/** The id of the document's data block that carries the record. */
export const FORMATTED_VALUES_ID = "formatted-values";

/** The record a document carries (as the server writes it); an empty one when it carries none or it is unreadable. */
export function formattedValuesFromJson(json: string | null | undefined): FormattedValues {
  try {
    const plain = JSON.parse(json ?? "{}") as Record<string, Record<string, string>>;
    return new Map(Object.entries(plain).map(([key, calls]) => [key, new Map(Object.entries(calls))]));
  } catch {
    return new Map();
  }
}
