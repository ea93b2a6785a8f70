/**
 * The regions' pictures (decision 086): the regions are the catalogue's (`content/regions.ts`), each picture an image
 * of the media library, chosen by staff on `/admin/regions`; a region without one shows its icon.
 */
import { eq } from "drizzle-orm";
import { REGION_IDS, type RegionId } from "#app/content/regions.ts";
import { changedFields } from "#app/domain/admin/content-fields.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import type { MediaImage } from "#app/domain/media/media-image.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { regionImages } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";
import { withImages } from "#app/server/media/media-library.server.ts";

export type RegionImageChoices = Record<RegionId, string | null>;

const isRegionId = (id: string): id is RegionId => (REGION_IDS as readonly string[]).includes(id);

/** Each region's image id, null for none. */
export async function regionImageChoices(): Promise<RegionImageChoices> {
  const rows = await getDb().select().from(regionImages);
  const chosen = new Map(rows.map((row) => [row.regionId, row.imageId]));
  return Object.fromEntries(REGION_IDS.map((id) => [id, chosen.get(id) ?? null])) as RegionImageChoices;
}

/**
 * Stores each region's choice (`null`: none) with one audit entry naming the regions changed; nothing when none
 * changed. `referenced` when an image chosen was deleted meanwhile.
 */
export function saveRegionImages(actor: AuditActor, choices: RegionImageChoices): Promise<WriteOutcome> {
  return writeContent(actor, async (tx) => {
    const rows = await tx.select().from(regionImages).for("update");
    const stored = Object.fromEntries(REGION_IDS.map((id) => [id, null])) as RegionImageChoices;
    for (const row of rows) if (isRegionId(row.regionId)) stored[row.regionId] = row.imageId;
    const fields = changedFields(stored, choices);
    if (fields.length === 0) return "unchanged";
    for (const id of REGION_IDS) {
      const imageId = choices[id];
      if (imageId === stored[id]) continue;
      if (imageId === null) {
        await tx.delete(regionImages).where(eq(regionImages.regionId, id));
        continue;
      }
      await tx
        .insert(regionImages)
        .values({ regionId: id, imageId })
        .onConflictDoUpdate({ target: regionImages.regionId, set: { imageId, updatedAt: new Date() } });
    }
    return { action: "update", entity: "region-images", entityId: null, detail: { fields } };
  });
}

/** Each region's picture as a page in `lang` shows it; none when the database cannot say (logged). */
export async function regionPictures(lang: LanguageCode): Promise<Partial<Record<RegionId, MediaImage>>> {
  try {
    const rows = await getDb().select().from(regionImages);
    const pictured = await withImages(rows, lang);
    return Object.fromEntries(
      pictured.flatMap((row) => (row.image && isRegionId(row.regionId) ? [[row.regionId, row.image]] : [])),
    );
  } catch (error) {
    logger.error({ err: error }, "region pictures not read");
    return {};
  }
}
