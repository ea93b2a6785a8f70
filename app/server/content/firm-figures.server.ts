/**
 * The firm's four figures as staff keep them (decision 084): one site setting (`firmFigures`), shared by every
 * instance, read by the root loader for every page, saved audited with every page cache dropped.
 */
import { eq } from "drizzle-orm";
import { changedFields } from "#app/domain/admin/content-fields.ts";
import { type FirmFigures, firmFiguresOf } from "#app/domain/marketing/firm-figures.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { siteSettings } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";

const KEY = "firmFigures";

/** The figures staff saved, else the launch figures (also when the database cannot say: logged). */
export async function firmFigures(): Promise<FirmFigures> {
  try {
    const [row] = await getDb()
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, KEY))
      .limit(1);
    return firmFiguresOf(row?.value);
  } catch (error) {
    logger.error({ err: error }, "firm figures not read");
    return firmFiguresOf(null);
  }
}

/** Stores the figures (the names of those changed in the audit entry; nothing when none changed). */
export function saveFirmFigures(actor: AuditActor, figures: FirmFigures): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    const [stored] = await tx.select().from(siteSettings).where(eq(siteSettings.key, KEY)).for("update");
    const fields = changedFields(firmFiguresOf(stored?.value), figures);
    if (fields.length === 0) return "unchanged";
    await tx
      .insert(siteSettings)
      .values({ key: KEY, value: figures })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: figures, updatedAt: new Date() } });
    return { action: "update", entity: "firm-figures", entityId: null, detail: { fields } };
  });
}
