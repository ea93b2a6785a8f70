/**
 * The leadership team in the back office (decision 083): each person's name and place through the content kit,
 * in the order /about shows them, and their role and biography one language at a time (`content_versions`, kind
 * `team`). Every save shows on /about at once.
 */
import { asc } from "drizzle-orm";
import { SLUG_PATTERN } from "#app/domain/admin/content-fields.ts";
import type { TeamMemberInput } from "#app/domain/admin/content-forms.ts";
import { contentKind } from "#app/server/admin/content-kit.server.ts";
import { TEAM_KIND } from "#app/server/content/team.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { type TeamMemberRow, teamMembers } from "#app/server/db/schema/index.ts";
import { isSampleTeamMember } from "#app/server/db/seed/team.ts";

export const teamContent = contentKind<TeamMemberRow, TeamMemberInput>({
  entity: "team-member",
  table: teamMembers,
  order: [asc(teamMembers.position), asc(teamMembers.name)],
  listPath: "/admin/team",
  isId: (id) => SLUG_PATTERN.test(id),
  languageVersions: { kind: TEAM_KIND, entity: "team-text" },
  // The id is fixed once saved: it is the person's texts' key.
  columns: ({ id, ...fields }, stored) => ({ ...(!stored && { id }), ...fields }),
  isSample: (row) => isSampleTeamMember(row.id),
});

/** A new member's place: after everyone listed. */
export const nextTeamPosition = () => getDb().$count(teamMembers);
