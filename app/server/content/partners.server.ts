import { and, asc, eq } from "drizzle-orm";
import { getDb } from "#app/server/db/db.server.ts";
import { partners } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

/**
 * The footer's partner wordmarks: names of the featured, active partners in the directory, by name. Every page
 * shows them, so a failed read is logged and answered with no names rather than failing the page.
 */
export async function featuredPartnerNames(): Promise<string[]> {
  try {
    const rows = await getDb()
      .select({ name: partners.name })
      .from(partners)
      .where(and(eq(partners.isFeatured, true), eq(partners.isActive, true)))
      .orderBy(asc(partners.name));
    return rows.map((row) => row.name);
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : "unknown" }, "featured partners not read");
    return [];
  }
}
