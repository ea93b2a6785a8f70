import type { TFunction } from "i18next";
import type { ListedCountry } from "#app/content/countries.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { metaDescription } from "#app/domain/meta-description.ts";
import { formatPeople, formatUsdCompact } from "#app/domain/regions/country-figures.ts";

/**
 * A country page's own title and description, in the page's language (each of the 22 differs from the others, as
 * search engines want): `t` reads `middle-east`, `tr` reads `regions`.
 */
export function countryMeta({
  t,
  tr,
  lang,
  country,
  customerId,
}: {
  t: TFunction<"middle-east">;
  tr: TFunction<"regions">;
  lang: LanguageCode;
  country: ListedCountry;
  customerId: string | null;
}): { title: string; description: string } {
  const name = tr(`country.${country.slug}.name`);
  return {
    title: t(customerId ? "country.privateMetaTitle" : "country.metaTitle", { country: name }),
    description: metaDescription([
      t("country.metaDescription", {
        country: name,
        gdp: formatUsdCompact(country.gdpUsd, lang),
        population: formatPeople(country.population, lang),
        potential: tr(`marketPotential.${country.marketPotential}`),
      }),
      t("country.metaDescriptionShort", { country: name }),
    ]),
  };
}
