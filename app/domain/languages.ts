/**
 * The five site languages and the rules that map URLs and browser hints onto them. Pure: no I/O. The spec's
 * language option also has a flag; we show none (see LanguageSwitcher).
 */

export const LANGUAGES = [
  {
    code: "en",
    name: "English",
    nativeName: "English",
    dir: "ltr",
    hrefLang: "en",
    ogLocale: "en_AU",
  },
  {
    code: "ko",
    name: "Korean",
    nativeName: "한국어",
    dir: "ltr",
    hrefLang: "ko",
    ogLocale: "ko_KR",
  },
  {
    code: "zh",
    name: "Chinese",
    nativeName: "中文",
    dir: "ltr",
    hrefLang: "zh",
    ogLocale: "zh_CN",
  },
  {
    code: "hi",
    name: "Hindi",
    nativeName: "हिन्दी",
    dir: "ltr",
    hrefLang: "hi",
    ogLocale: "hi_IN",
  },
  {
    code: "ar",
    name: "Arabic",
    nativeName: "العربية",
    dir: "rtl",
    hrefLang: "ar",
    ogLocale: "ar_AE",
  },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];
/** Cookie that mirrors localStorage `i18nextLng`: the visitor's explicit choice. */
export const LANGUAGE_COOKIE = "lng";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

export function directionOf(code: LanguageCode): "ltr" | "rtl" {
  return languageOf(code).dir;
}

/**
 * Reduces a detected value (Accept-Language entry, navigator.language, stored value) to a supported code.
 * Anything that does not look like a language tag, such as an attempted script injection, is discarded.
 */
export function normalizeLanguageCode(raw: unknown): LanguageCode | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (value.length > 35 || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value)) return null;
  const primary = value.split(/[-_]/)[0]!.toLowerCase();
  return isLanguageCode(primary) ? primary : null;
}

/** The language a URL is in: its first path segment when that is a non-default language, else English. */
export function languageFromPath(pathname: string): LanguageCode {
  const first = pathname.split("/")[1] ?? "";
  return isLanguageCode(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: `/ar/pricing` -> `/pricing`, `/ko` -> `/`. */
export function stripLanguagePrefix(pathname: string): string {
  const lang = languageFromPath(pathname);
  if (lang === DEFAULT_LANGUAGE) return pathname || "/";
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * A path that starts at our site's root whatever it began with. A browser drops leading spaces and control
 * characters, drops tabs and line breaks anywhere, and reads `\\` as `/`: `//host`, `/\\host` or `/\t/host` would
 * leave the site. So the whole leading run of those becomes one `/`: `/ar//evil.example` once its prefix is taken
 * off was `Location: //evil.example` (issue 25 item 6).
 */
function fromSiteRoot(path: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a browser drops are the point
  return `/${path.replace(/^[\u0000-\u0020/\\]+/, "")}`;
}

/**
 * The one way to build a link to one of our pages in a language: English at the plain path, others under
 * `/{code}`. `to` may already carry a language prefix (the same page in another language), a query and a hash:
 * `localHref("ar", "/pricing#faq")` -> `/ar/pricing#faq`, `localHref("en", "/ko/login", { notice: "x" })` ->
 * `/login?notice=x`. Whatever `to` is, the answer is a path on this site (never `//host`).
 */
export function localHref(lang: LanguageCode, to: string, query?: Record<string, string>): string {
  const suffixAt = to.search(/[?#]/);
  const path = suffixAt === -1 ? to : to.slice(0, suffixAt);
  // Before the prefix is read (`\\ar/x` is `/ar/x` to a browser) and after it is taken off (`/ar//host`).
  const bare = fromSiteRoot(stripLanguagePrefix(fromSiteRoot(path)));
  const localized = lang === DEFAULT_LANGUAGE ? bare : bare === "/" ? `/${lang}` : `/${lang}${bare}`;
  // Most links are a bare path: no URL to parse (a page hydrates hundreds of them).
  if (suffixAt === -1 && !query) return localized;
  const url = new URL(suffixAt === -1 ? "" : to.slice(suffixAt), "http://x");
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return localized + url.search + url.hash;
}

/** Parses an Accept-Language header into supported codes, best first. */
export function languagesFromAcceptHeader(header: string | null | undefined): LanguageCode[] {
  if (!header) return [];
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { code: normalizeLanguageCode(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(
      (entry): entry is { code: LanguageCode; quality: number; index: number } =>
        !!entry.code && entry.quality > 0,
    )
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.code))];
}
