/**
 * What a demo is about (issue 13 item 1): the country page or plan page the visitor came from, by slug, named in
 * the visitor's language ("About: Saudi Arabia"). Unknown slugs are dropped, never shown or stored.
 */
import { countryBySlug } from "#app/content/countries.ts";
import { planBySlug } from "#app/content/plans.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";

/** The slug when it names one of our countries. */
export const knownCountry = (slug: string | null | undefined) =>
  (slug && countryBySlug(slug)?.slug) || undefined;

/** The slug when it names one of our plans. */
export const knownPlan = (slug: string | null | undefined) => planBySlug(slug)?.slug;

/** "Saudi Arabia", "Growth Plan", both joined, or null: the demo's subject in `lang`. */
export function aboutOf(
  topic: { country?: string | null; plan?: string | null },
  lang: LanguageCode,
): string | null {
  const country = knownCountry(topic.country);
  const plan = planBySlug(topic.plan);
  const names = [
    country && serverT(lang, "regions")(`country.${country}.name`),
    plan && serverT(lang, "pricing")(plan.name),
  ].filter((name): name is string => Boolean(name));
  return names.length > 0 ? names.join(" · ") : null;
}
