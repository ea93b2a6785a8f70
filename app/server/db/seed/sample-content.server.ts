/**
 * The sample content as one thing staff control (issue 29 item 6, decision 080): the seed's partners, blog posts,
 * tenders, webinars and leadership team in the database, and the samples the pages carry in code (the illustrative case
 * studies and the dashboards' sample figures). They are shown where `seedsSampleContent` allows (localhost, a
 * declared staging site, or `SEED_SAMPLE_CONTENT=true`) until staff remove them: one action in the back office, or
 * `npm run content -- remove-samples`, deletes the sample rows and records the removal, after which the seed never
 * adds them again and the pages leave out their samples in code too, on every instance.
 */
import { eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import type { SampleContentStatus, SampleCounts } from "#app/domain/admin/sample-content.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { writeContent } from "#app/server/admin/content.server.ts";
import { deleteVersions } from "#app/server/content/language-versions.server.ts";
import { TEAM_KIND } from "#app/server/content/team.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  opportunities,
  partners,
  resources,
  siteSettings,
  teamMembers,
  webinars,
} from "#app/server/db/schema/index.ts";
import { SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { SAMPLE_OPPORTUNITIES } from "#app/server/db/seed/opportunities.ts";
import { SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";
import { SAMPLE_TEAM } from "#app/server/db/seed/team.ts";
import { SAMPLE_WEBINARS } from "#app/server/db/seed/webinars.ts";
import { getEnv, seedsSampleContent } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { WEBINAR_KIND } from "#app/server/webinars/webinar-programme.server.ts";

const REMOVED = "sampleContentRemoved";

/** The sample rows of each table, by the seed's ids and slugs. */
const SAMPLE_ROWS = {
  partners: inArray(
    partners.id,
    SAMPLE_PARTNERS.map((row) => row.id),
  ),
  posts: inArray(
    resources.slug,
    SAMPLE_BLOG_POSTS.map((row) => row.slug),
  ),
  opportunities: inArray(
    opportunities.id,
    SAMPLE_OPPORTUNITIES.map((row) => row.id),
  ),
  webinars: inArray(
    webinars.id,
    SAMPLE_WEBINARS.map((row) => row.id),
  ),
  team: inArray(
    teamMembers.id,
    SAMPLE_TEAM.map((row) => row.id),
  ),
};

/** Whether staff have removed the sample content on this database. */
export async function sampleContentRemoved(db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, REMOVED))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether pages show the samples they carry in code: where this deployment takes samples and staff have not
 * removed them. When the database cannot say, they are left out: a real site never shows a sample by accident.
 */
export async function showsSampleContent(): Promise<boolean> {
  if (!seedsSampleContent(getEnv())) return false;
  try {
    return !(await sampleContentRemoved());
  } catch (error) {
    logger.error(
      { error: error instanceof Error ? error.name : "unknown" },
      "sample content setting not read",
    );
    return false;
  }
}

/**
 * Deletes every sample row (by the seed's ids and slugs, edited or not: a record staff made their own has an id of
 * its own) and records the removal, in one audited transaction; the pages drop their cached copies once it commits.
 * Running it again removes nothing more.
 */
export async function removeSampleContent(actor: AuditActor): Promise<SampleCounts> {
  const removed: SampleCounts = { partners: 0, posts: 0, opportunities: 0, webinars: 0, team: 0 };
  await writeContent(actor, async (tx) => {
    removed.partners = (
      await tx.delete(partners).where(SAMPLE_ROWS.partners).returning({ id: partners.id })
    ).length;
    removed.posts = (
      await tx.delete(resources).where(SAMPLE_ROWS.posts).returning({ id: resources.id })
    ).length;
    removed.opportunities = (
      await tx.delete(opportunities).where(SAMPLE_ROWS.opportunities).returning({ id: opportunities.id })
    ).length;
    removed.webinars = (
      await tx.delete(webinars).where(SAMPLE_ROWS.webinars).returning({ id: webinars.id })
    ).length;
    removed.team = (
      await tx.delete(teamMembers).where(SAMPLE_ROWS.team).returning({ id: teamMembers.id })
    ).length;
    // Their texts in every language go with them.
    await deleteVersions(
      tx,
      WEBINAR_KIND,
      SAMPLE_WEBINARS.map((row) => row.id),
    );
    await deleteVersions(
      tx,
      TEAM_KIND,
      SAMPLE_TEAM.map((row) => row.id),
    );
    await tx
      .insert(siteSettings)
      .values({ key: REMOVED, value: { at: new Date().toISOString() } })
      .onConflictDoNothing({ target: siteSettings.key });
    return { action: "delete", entity: "sample-content", entityId: null, detail: { ...removed } };
  });
  return removed;
}

/** What the back office's sample-content page says: whether the samples were removed, and what is left of them. */
export async function sampleContentStatus(): Promise<SampleContentStatus> {
  const db = getDb();
  const [[removed], partnerRows, postRows, opportunityRows, webinarRows, teamRows] = await Promise.all([
    db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, REMOVED)).limit(1),
    db.$count(partners, SAMPLE_ROWS.partners),
    db.$count(resources, SAMPLE_ROWS.posts),
    db.$count(opportunities, SAMPLE_ROWS.opportunities),
    db.$count(webinars, SAMPLE_ROWS.webinars),
    db.$count(teamMembers, SAMPLE_ROWS.team),
  ]);
  return {
    removedAt: typeof removed?.value.at === "string" ? removed.value.at : null,
    allowed: seedsSampleContent(getEnv()),
    remaining: {
      partners: partnerRows,
      posts: postRows,
      opportunities: opportunityRows,
      webinars: webinarRows,
      team: teamRows,
    },
  };
}

/** A page made of sample figures exists only while the sample content is shown: otherwise a 404. */
export async function requireSampleContent(): Promise<void> {
  if (!(await showsSampleContent())) throw data(null, { status: 404 });
}

/**
 * What a page falls back to when its database read fails (spec 000 §8, 001 §8): the built-in samples where this
 * deployment takes samples, none where it does not (the page says the read failed; a real site never shows a sample
 * by accident).
 */
export function sampleFallback<T>(samples: readonly T[]): T[] {
  return seedsSampleContent(getEnv()) ? [...samples] : [];
}
