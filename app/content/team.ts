/**
 * The leadership team on /about (spec 001 §2.14, §3 "Team member"). `name` is a proper name, shown as written in
 * every language; `role` and `bio` are `marketing` keys. Portraits are initials avatars drawn on the page, so no
 * photograph is fetched from anywhere. The six below are fictional (`isSample`): the page marks them as samples
 * (decision 064) until the firm's own people take their place.
 */
import type { Texts, TranslationKey } from "#app/domain/translation-keys.ts";

type MarketingKey = TranslationKey<"marketing">;

export type TeamMember = {
  id: string;
  name: string;
  role: MarketingKey;
  bio: MarketingKey;
  isSample: boolean;
};

/** The people `marketing.json` has a role and a bio for (`about.team.<id>.*`; the section's own texts beside them). */
type MemberId = Exclude<
  keyof Texts<"marketing">["about"]["team"],
  "title" | "intro" | "sample" | "sampleNote"
>;

const sampleMember = (id: MemberId, name: string): TeamMember => ({
  id,
  name,
  role: `about.team.${id}.role`,
  bio: `about.team.${id}.bio`,
  isSample: true,
});

export const LEADERSHIP_TEAM: readonly TeamMember[] = [
  sampleMember("sarahMitchell", "Sarah Mitchell"),
  sampleMember("jamesPark", "James Park"),
  sampleMember("priyaRaman", "Priya Raman"),
  sampleMember("omarHaddad", "Omar Haddad"),
  sampleMember("emilyChen", "Emily Chen"),
  sampleMember("lachlanBrooks", "Lachlan Brooks"),
];
