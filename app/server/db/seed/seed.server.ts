import { eq } from "drizzle-orm";
import { TEAM_KIND } from "#app/server/content/team.server.ts";
import type { Database, Executor } from "#app/server/db/client.server.ts";
import {
  contentVersions,
  opportunities,
  partners,
  resources,
  teamMembers,
  webinars,
} from "#app/server/db/schema/index.ts";
import { SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { SAMPLE_OPPORTUNITIES } from "#app/server/db/seed/opportunities.ts";
import { SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";
import { sampleContentRemoved } from "#app/server/db/seed/sample-content.server.ts";
import { SAMPLE_TEAM } from "#app/server/db/seed/team.ts";
import { SAMPLE_WEBINARS, sampleStart } from "#app/server/db/seed/webinars.ts";
import { invalidatePageCache } from "#app/server/http/page-cache-invalidation.server.ts";
import { WEBINAR_KIND } from "#app/server/webinars/webinar-programme.server.ts";

/**
 * Seeds the sample partners, blog posts, tenders, webinars and leadership team (the last two with their texts
 * published in five languages), and returns how many rows each insert added; nothing once staff
 * have removed the samples.
 *
 * A catalogue is only seeded while its table is empty (for resources: while no blog post exists, as in
 * spec 000 §7 call 2), so rows that staff later edit or delete are never overwritten or brought back.
 * Inserts skip conflicting keys (partners and opportunities by id, resources by slug), so two instances
 * starting at once on the same PostgreSQL database cannot duplicate or fail: the second waits and adds nothing.
 * Pages showing the new content are dropped from every page cache once the rows are committed.
 */
export async function seedDatabase(
  db: Database,
  /** The day the sample webinar programme is dated from. */
  now = new Date(),
): Promise<{ partners: number; resources: number; opportunities: number; webinars: number; team: number }> {
  const counts = await db.transaction(async (tx) => {
    const counts = { partners: 0, resources: 0, opportunities: 0, webinars: 0, team: 0 };
    // Removed by staff (sample-content.server.ts): never brought back.
    if (await sampleContentRemoved(tx)) return counts;

    const [anyPartner] = await tx.select({ id: partners.id }).from(partners).limit(1);
    if (!anyPartner) {
      const added = await tx
        .insert(partners)
        .values(SAMPLE_PARTNERS)
        .onConflictDoNothing({ target: partners.id })
        .returning({ id: partners.id });
      counts.partners = added.length;
    }

    const [anyPost] = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.type, "blog"))
      .limit(1);
    if (!anyPost) {
      const added = await tx
        .insert(resources)
        .values(SAMPLE_BLOG_POSTS)
        .onConflictDoNothing({ target: resources.slug })
        .returning({ id: resources.id });
      counts.resources = added.length;
    }

    const [anyOpportunity] = await tx.select({ id: opportunities.id }).from(opportunities).limit(1);
    if (!anyOpportunity) {
      const added = await tx
        .insert(opportunities)
        .values(SAMPLE_OPPORTUNITIES)
        .onConflictDoNothing({ target: opportunities.id })
        .returning({ id: opportunities.id });
      counts.opportunities = added.length;
    }

    const [anyWebinar] = await tx.select({ id: webinars.id }).from(webinars).limit(1);
    if (!anyWebinar) counts.webinars = await seedSampleWebinars(tx, now);

    const [anyMember] = await tx.select({ id: teamMembers.id }).from(teamMembers).limit(1);
    if (!anyMember) counts.team = await seedSampleTeam(tx);

    return counts;
  });
  if (Object.values(counts).some((count) => count > 0)) await invalidatePageCache(db);
  return counts;
}

/** Inserts the sample webinar programme dated from `now`, each session with its five published texts; how many. */
export async function seedSampleWebinars(tx: Executor, now: Date): Promise<number> {
  const added = await tx
    .insert(webinars)
    .values(
      SAMPLE_WEBINARS.map((webinar) => ({
        id: webinar.id,
        startsAt: sampleStart(webinar, now),
        minutes: webinar.minutes,
        presenterName: webinar.presenterName,
      })),
    )
    .onConflictDoNothing({ target: webinars.id })
    .returning({ id: webinars.id });
  await publishSampleTexts(tx, WEBINAR_KIND, SAMPLE_WEBINARS, added);
  return added.length;
}

/** Inserts the sample leadership team, in its order, each with a role and biography published in five languages. */
async function seedSampleTeam(tx: Executor): Promise<number> {
  const added = await tx
    .insert(teamMembers)
    .values(SAMPLE_TEAM.map(({ id, name }, position) => ({ id, name, position })))
    .onConflictDoNothing({ target: teamMembers.id })
    .returning({ id: teamMembers.id });
  await publishSampleTexts(tx, TEAM_KIND, SAMPLE_TEAM, added);
  return added.length;
}

/** The texts of the samples this seed `added` (not those another seed added first), published in each language. */
async function publishSampleTexts(
  tx: Executor,
  kind: string,
  samples: readonly { id: string; texts: Record<string, Record<string, string>> }[],
  added: readonly { id: string }[],
) {
  const seeded = new Set(added.map((row) => row.id));
  const versions = samples
    .filter((sample) => seeded.has(sample.id))
    .flatMap((sample) =>
      Object.entries(sample.texts).map(([lang, fields]) => ({
        kind,
        itemId: sample.id,
        lang,
        status: "published" as const,
        fields,
      })),
    );
  if (versions.length > 0) await tx.insert(contentVersions).values(versions).onConflictDoNothing();
}
