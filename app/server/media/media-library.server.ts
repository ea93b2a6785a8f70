/**
 * The media library (issue 30 item 2; decision 086): an upload checked, cleaned and stored with its variants, then
 * recorded with its audit entry; a deleted image's files; which records show
 * each image; and the images pages show, with their alt text in the page's language (`content_versions`, kind
 * `media`, field `alt`), English standing in.
 */
import { randomUUID } from "node:crypto";
import { desc, inArray } from "drizzle-orm";
import { versionToShow } from "#app/domain/content/language-versions.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { isMediaId, MIME_TYPES, variantWidths } from "#app/domain/media/media-files.ts";
import type { HasImage, MediaImage, WithImage } from "#app/domain/media/media-image.ts";
import type { MediaUse } from "#app/domain/media/media-uses.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { writeContent } from "#app/server/admin/content.server.ts";
import { storedVersions } from "#app/server/content/language-versions.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import {
  type MediaRow,
  media,
  partners,
  regionImages,
  resources,
  teamMembers,
} from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";
import { processImage } from "#app/server/media/image-pipeline.server.ts";
import { originalKey, variantKey } from "#app/server/media/media-keys.server.ts";
import { mediaStorage } from "#app/server/media/media-storage.server.ts";

/** `content_versions.kind` of an image's alt texts. */
export const MEDIA_KIND = "media";

/** The longest file name kept (the rest is cut). */
const FILE_NAME_CHARS = 200;

/** Every file an image has in the storage: its original and each variant. */
function storedKeys(row: Pick<MediaRow, "id" | "format" | "widths">): string[] {
  return [
    originalKey(row.id, row.format),
    ...row.widths.flatMap((width) => [variantKey(row.id, width, "avif"), variantKey(row.id, width, "webp")]),
  ];
}

/**
 * Stores an upload (`bytes`, named `fileName` on the uploader's computer) as a new image: `unsupported` when it is
 * not a JPEG, PNG, WebP or AVIF image the decoder can read. Its files are written first, then its row with the
 * audit entry; should the row fail, the files go again.
 */
export async function uploadImage(
  actor: AuditActor,
  upload: { fileName: string; bytes: Buffer },
): Promise<{ id: string } | "unsupported"> {
  const image = await processImage(upload.bytes);
  if (!image) return "unsupported";
  const id = randomUUID();
  const row = { id, format: image.format, widths: variantWidths(image.width) };
  const storage = mediaStorage();
  await Promise.all([
    storage.put(originalKey(id, image.format), image.original, MIME_TYPES[image.format]),
    ...image.variants.map((variant) =>
      storage.put(variantKey(id, variant.width, variant.format), variant.bytes, MIME_TYPES[variant.format]),
    ),
  ]);
  try {
    await writeContent(actor, async (tx) => {
      await tx.insert(media).values({
        ...row,
        fileName: cleanFileName(upload.fileName),
        mimeType: MIME_TYPES[image.format],
        width: image.width,
        height: image.height,
        byteSize: image.original.byteLength,
        createdBy: actor.id,
      });
      return {
        action: "create",
        entity: "media",
        entityId: id,
        detail: { format: image.format, width: image.width, height: image.height },
      };
    });
  } catch (error) {
    await storage.remove(storedKeys(row)).catch(() => undefined);
    throw error;
  }
  return { id };
}

/** A file name as staff see it: control characters dropped, blanks trimmed, cut to FILE_NAME_CHARS. */
function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters removed are control characters
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return [...clean].slice(0, FILE_NAME_CHARS).join("") || "image";
}

/** Deletes a deleted image's files (once its row is gone); a failure is logged and leaves unreachable files. */
export async function removeStoredFiles(row: Pick<MediaRow, "id" | "format" | "widths">): Promise<void> {
  await mediaStorage()
    .remove(storedKeys(row))
    .catch((error: unknown) => logger.error({ err: error, id: row.id }, "media files not deleted"));
}

/** The records that show each of the images `ids` (staff see them before deleting one). */
export async function mediaUses(ids: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (ids.length === 0) return uses;
  const db = getDb();
  const [members, firms, posts, regions] = await Promise.all([
    db
      .select({ id: teamMembers.id, name: teamMembers.name, imageId: teamMembers.imageId })
      .from(teamMembers)
      .where(inArray(teamMembers.imageId, [...ids])),
    db
      .select({ id: partners.id, name: partners.name, imageId: partners.imageId })
      .from(partners)
      .where(inArray(partners.imageId, [...ids])),
    db
      .select({ id: resources.id, name: resources.title, imageId: resources.imageId })
      .from(resources)
      .where(inArray(resources.imageId, [...ids])),
    db
      .select({ id: regionImages.regionId, name: regionImages.regionId, imageId: regionImages.imageId })
      .from(regionImages)
      .where(inArray(regionImages.imageId, [...ids])),
  ]);
  const add = (kind: MediaUse["kind"], rows: { id: string; name: string; imageId: string | null }[]) => {
    for (const { imageId, ...record } of rows) {
      if (imageId) uses.set(imageId, [...(uses.get(imageId) ?? []), { kind, ...record }]);
    }
  };
  add("team", members);
  add("partner", firms);
  add("post", posts);
  add("region", regions);
  return uses;
}

/** How many images a record's image select offers, newest first. */
const CHOICE_LIMIT = 500;

/** The images staff choose from in a record's form: id and a label (file name and size), newest first. */
export async function mediaChoices(): Promise<{ id: string; label: string }[]> {
  const rows = await getDb()
    .select({ id: media.id, fileName: media.fileName, width: media.width, height: media.height })
    .from(media)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(CHOICE_LIMIT);
  return rows.map((row) => ({ id: row.id, label: `${row.fileName} (${row.width} × ${row.height})` }));
}

/** The images `ids` as a page in `lang` shows them, by id (an id of no image is left out). */
export async function mediaImages(
  ids: readonly (string | null)[],
  lang: LanguageCode,
): Promise<Map<string, MediaImage>> {
  const wanted = [...new Set(ids.filter(isMediaId))];
  if (wanted.length === 0) return new Map();
  const db = getDb();
  const [rows, versions] = await Promise.all([
    db
      .select({ id: media.id, width: media.width, height: media.height, widths: media.widths })
      .from(media)
      .where(inArray(media.id, wanted)),
    storedVersions(db, MEDIA_KIND, wanted),
  ]);
  return new Map(
    rows.map((row) => {
      const shown = versionToShow(versions.get(row.id) ?? [], lang);
      const alt = shown ? String(shown.version.fields.alt ?? "") : "";
      return [row.id, { ...row, alt, altLang: shown ? shown.version.lang : null }];
    }),
  );
}

/**
 * `rows` with the image each names, as a page in `lang` shows it. A page shows its records without images rather
 * than fail when they cannot be read (logged): its text matters more than its pictures.
 */
export async function withImages<Row extends HasImage>(
  rows: readonly Row[],
  lang: LanguageCode,
): Promise<WithImage<Row>[]> {
  let images = new Map<string, MediaImage>();
  try {
    images = await mediaImages(
      rows.map((row) => row.imageId),
      lang,
    );
  } catch (error) {
    logger.error({ err: error }, "media images not read");
  }
  return rows.map((row) => ({ ...row, image: (row.imageId && images.get(row.imageId)) || null }));
}
