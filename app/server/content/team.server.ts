/**
 * The leadership team /about shows (spec 001 §2.14, §3 "Team member"; decision 083): staff keep each person's name
 * and place in `team_members`, and their role and biography in five languages (`content_versions`, kind `team`).
 * A person is on a language's page when that language's text, or the English one, is published.
 */
import { asc } from "drizzle-orm";
import { versionToShow } from "#app/domain/content/language-versions.ts";
import type { TeamProfile } from "#app/domain/content/team-profile.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { storedVersions } from "#app/server/content/language-versions.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { teamMembers } from "#app/server/db/schema/index.ts";
import { isSampleTeamMember } from "#app/server/db/seed/team.ts";
import { logger } from "#app/server/logger.server.ts";

export const TEAM_KIND = "team";

/** The team in its order, in `lang`; none when the database cannot say (the section is left out). */
export async function teamProfiles(lang: LanguageCode): Promise<TeamProfile[]> {
  try {
    const db = getDb();
    const [members, versions] = await Promise.all([
      db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.name)),
      storedVersions(db, TEAM_KIND),
    ]);
    return members.flatMap((member) => {
      const shown = versionToShow(versions.get(member.id) ?? [], lang);
      if (!shown) return [];
      const { fields } = shown.version;
      return [
        {
          id: member.id,
          name: member.name,
          role: String(fields.role ?? ""),
          bio: String(fields.bio ?? ""),
          textLang: shown.version.lang,
          isSample: isSampleTeamMember(member.id),
          imageId: member.imageId,
        },
      ];
    });
  } catch (error) {
    logger.error({ err: error }, "team profiles not read");
    return [];
  }
}
