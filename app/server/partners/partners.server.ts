/**
 * Reads the partners pages show. Pages are kept rendered by the page cache (app/server/http/page-cache.server.ts):
 * any service that writes partners (the back office, later) calls `invalidatePageCache()` from
 * page-cache-invalidation.server.ts once its write has committed, so every process shows the change on the next
 * request.
 */
import { and, asc, eq } from "drizzle-orm";
import {
  featuredPartners,
  type ListedPartner,
  sortPartners,
} from "#app/domain/partners/partner-directory.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { partners } from "#app/server/db/schema/index.ts";
import { isSamplePartner, SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";
import { sampleFallback } from "#app/server/db/seed/sample-content.server.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * The footer's partner names: the featured, active partners in the directory, by name, less the samples (a footer
 * on every page names no fictional firm; decision 064). Every page shows them, so a failed read is logged and
 * answered with no names rather than failing the page.
 */
export async function featuredPartnerNames(): Promise<string[]> {
  try {
    const rows = await getDb()
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(and(eq(partners.isFeatured, true), eq(partners.isActive, true)))
      .orderBy(asc(partners.name));
    return rows.filter((row) => !isSamplePartner(row.id)).map((row) => row.name);
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : "unknown" }, "featured partners not read");
    return [];
  }
}

const directoryColumns = {
  id: partners.id,
  name: partners.name,
  description: partners.description,
  category: partners.category,
  industry: partners.industry,
  specialty: partners.specialty,
  website: partners.website,
  partnershipLevel: partners.partnershipLevel,
  isFeatured: partners.isFeatured,
  imageId: partners.imageId,
};

/** The built-in list (spec 000 §3: the sample partners) as the directory would read it: its active partners. */
const FALLBACK_DIRECTORY: ListedPartner[] = SAMPLE_PARTNERS.filter((row) => row.isActive !== false).map(
  (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    industry: row.industry,
    specialty: row.specialty,
    website: row.website ?? null,
    partnershipLevel: row.partnershipLevel,
    isFeatured: row.isFeatured ?? false,
    isSample: true,
    imageId: null,
  }),
);

/**
 * The /partners page's data (spec 000 §7 calls 3 and 4): every active partner in directory order, each marked when
 * it is a sample, and the featured ones among them (at most four). On a database failure: the built-in list and `failed`, for the page's message
 * (spec 000 §8). Search and filters apply to this list on the page (app/domain/partners/partner-directory.ts).
 */
export async function partnerDirectory(): Promise<{
  partners: ListedPartner[];
  featured: ListedPartner[];
  failed: boolean;
}> {
  let rows = sampleFallback(FALLBACK_DIRECTORY);
  let failed = false;
  try {
    const stored = await getDb().select(directoryColumns).from(partners).where(eq(partners.isActive, true));
    rows = stored.map((row) => ({ ...row, isSample: isSamplePartner(row.id) }));
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : "unknown" }, "partner directory not read");
    failed = true;
  }
  const sorted = sortPartners(rows);
  return { partners: sorted, featured: featuredPartners(sorted), failed };
}
