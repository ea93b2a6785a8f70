import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { opportunities, partners, resources } from "#app/server/db/schema/index.ts";
import { SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { SAMPLE_OPPORTUNITIES } from "#app/server/db/seed/opportunities.ts";
import { SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";
import { sampleContentRemoved } from "#app/server/db/seed/sample-content.server.ts";
import { invalidatePageCache } from "#app/server/http/page-cache-invalidation.server.ts";

/**
 * Seeds the sample partners, blog posts and tenders, and returns how many rows each insert added; nothing once staff
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
): Promise<{ partners: number; resources: number; opportunities: number }> {
  const counts = await db.transaction(async (tx) => {
    const counts = { partners: 0, resources: 0, opportunities: 0 };
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

    return counts;
  });
  if (counts.partners + counts.resources + counts.opportunities > 0) await invalidatePageCache(db);
  return counts;
}
