import { planBySlug } from "#app/content/plans.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";

/** A plan's name in the language (mails, /success, /profile); an id the catalogue does not know stays as it is. */
export function planName(slug: string, lang: LanguageCode): string {
  const plan = planBySlug(slug);
  return plan ? serverT(lang, "pricing")(plan.name) : slug;
}
