import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CountryCard } from "#app/components/regions/country-card.tsx";
import { CountryFacts, CountryOpportunities } from "#app/components/regions/country-page.tsx";
import { COUNTRIES, COUNTRY_STATUSES, countryBySlug, PRIORITIES } from "#app/content/countries.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/**
 * The public country presentation (issue 28 item 5, decision 063): the hub's cards and a country page's facts and
 * intelligence box, as the server renders them, for all 22 countries in all five languages.
 */
const LOCALES = path.join(import.meta.dirname, "..", "..", "locales");
const texts = (lang: LanguageCode, ns: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), "utf8")) as Record<string, never>;
const resources = (lang: LanguageCode) => ({
  [lang]: { regions: texts(lang, "regions"), "middle-east": texts(lang, "middle-east") },
});
const regions = (lang: LanguageCode) =>
  texts(lang, "regions") as unknown as {
    priority: Record<string, string>;
    status: Record<string, string>;
    country: Record<string, { name: string; capital?: string }>;
  };

const pagePath = (lang: LanguageCode, slug: string) =>
  `${lang === "en" ? "" : `/${lang}`}/regions/middle-east/${slug}`;

/** A country's card and its page's facts and intelligence box, as one piece of markup. */
function markup(lang: LanguageCode, slug: string): string {
  const country = countryBySlug(slug)!;
  return serverMarkup(
    <>
      <ul>
        <CountryCard country={country} />
      </ul>
      <CountryFacts country={country} />
      <CountryOpportunities country={country} name={regions(lang).country[slug]!.name} />
    </>,
    { path: pagePath(lang, slug), resources: resources(lang) },
  );
}

/** The visible text of some markup (tags removed). */
const visible = (html: string) => html.replace(/<[^>]*>/g, " ");

describe.each(LANGUAGE_CODES)("the country presentation in %s", (lang) => {
  const words = regions(lang);

  it("never labels a country with our priority", () => {
    for (const country of COUNTRIES) {
      const text = visible(markup(lang, country.slug));
      for (const priority of PRIORITIES) expect(text, country.slug).not.toContain(words.priority[priority]);
      expect(text).not.toMatch(/data-priority/);
    }
  });

  it("describes the service we offer there, in one neutral look whatever it is", () => {
    const looks = new Set<string>();
    for (const status of COUNTRY_STATUSES) {
      const country = COUNTRIES.find((entry) => entry.status === status)!;
      const html = markup(lang, country.slug);
      expect(visible(html)).toContain(words.status[status]);
      for (const match of html.matchAll(/<span data-service="[a-z]+" class="([^"]+)"/g)) looks.add(match[1]!);
    }
    expect(looks.size).toBe(1);
  });

  it("names the capital where the UN and DFAT agree, and none for Israel or Palestine", () => {
    const riyadh = words.country["saudi-arabia"]!.capital!;
    expect(visible(markup(lang, "saudi-arabia"))).toContain(riyadh);
    for (const slug of ["israel", "palestine"]) {
      const text = visible(markup(lang, slug));
      expect(words.country[slug]!.capital, slug).toBeUndefined();
      expect(text, slug).not.toContain(riyadh);
      for (const contested of ["Jerusalem", "Ramallah", "القدس", "رام الله", "예루살렘", "耶路撒冷", "यरूशलम"])
        expect(text, slug).not.toContain(contested);
    }
  });
});

describe("the country presentation in English", () => {
  it("says what we offer rather than judging the country", () => {
    expect(visible(markup("en", "yemen"))).toContain("Advice on request");
    expect(visible(markup("en", "israel"))).toContain("Local partners in place");
    for (const slug of ["yemen", "palestine", "syria", "israel"])
      expect(visible(markup("en", slug))).not.toMatch(/Monitoring|priority/i);
  });
});
