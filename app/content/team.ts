/**
 * The leadership team on /about (spec 001 §2.14, §3 "Team member"). `name` is a proper name, shown as written in
 * every language; `role` and `bio` are `marketing` keys. Portraits are initials avatars drawn on the page, so no
 * photograph is fetched from anywhere.
 */
export type TeamMember = { id: string; name: string; role: string; bio: string };

const member = (id: string, name: string): TeamMember => ({
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
