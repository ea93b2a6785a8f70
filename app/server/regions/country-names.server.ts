/**
 * Every name a visitor may search a country by (spec 001 §5 "Country search"; issue 11: "in any of the five
 * languages' names"): its name and its capital (where the site names one: decision 063) in en, ko, zh, hi and ar,
 * read from the `regions` namespace, and its slug. Built once per country and kept: the texts are bundled into the
 * server and never change while it runs.
 */
import type { ListedCountry } from "#app/content/countries.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import { capitalName } from "#app/domain/regions/country.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";

const names = new Map<string, readonly string[]>();

export function countryNamesOf(country: ListedCountry): string[] {
  let found = names.get(country.slug);
  if (!found) {
    const all = LANGUAGE_CODES.flatMap((lang) => {
      const t = serverT(lang, "regions");
      const capital = capitalName(country, (key) => translateDataKey(t, key));
      return capital ? [t(`country.${country.slug}.name`), capital] : [t(`country.${country.slug}.name`)];
    });
    // The slug too: the name a URL or an older text uses ("turkey" finds Türkiye, "uae" the Emirates).
    found = [...new Set([...all, country.slug.replaceAll("-", " ")])];
    names.set(country.slug, found);
  }
  return [...found];
}
