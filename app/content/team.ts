/**
 * The leadership team on /about (spec 001 §2.14, §3 "Team member"). `name` is a proper name, shown as written in
 * every language; `role` and `bio` are `marketing` keys. Portraits are initials avatars drawn on the page, so no
 * photograph is fetched from anywhere.
 */
import type { Texts, TranslationKey } from "#app/domain/translation-keys.ts";

type MarketingKey = TranslationKey<"marketing">;

export type TeamMember = { id: string; name: string; role: MarketingKey; bio: MarketingKey };

/** The people `marketing.json` has a role and a bio for (`about.team.<id>.*`; the section's own texts beside them). */
type MemberId = Exclude<keyof Texts<"marketing">["about"]["team"], "title" | "intro">;

const member = (id: MemberId, name: string): TeamMember => ({
  id,
  name,
  role: `about.team.${id}.role`,
  bio: `about.team.${id}.bio`,
});

export const LEADERSHIP_TEAM: readonly TeamMember[] = [
  member("sarahMitchell", "Sarah Mitchell"),
  member("jamesPark", "James Park"),
  member("priyaRaman", "Priya Raman"),
  member("omarHaddad", "Omar Haddad"),
  member("emilyChen", "Emily Chen"),
  member("lachlanBrooks", "Lachlan Brooks"),
];
