import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { UPLOAD_FORMATS } from "#app/domain/media/media-files.ts";

/**
 * The media library (issue 30 item 2; decision 086): one row per uploaded image, whose files (the original without
 * its metadata, and its variants) are in the media storage under its id. Its alt text is its language versions
 * (`content_versions`, kind `media`). Records name an image by its id (`image_id`), so an image in use cannot be
 * deleted (the foreign keys refuse it).
 */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The file's name as the uploader's computer gave it (trimmed, at most 200 characters): how staff find it. */
  fileName: text("file_name").notNull(),
  /** The original's format as the decoder read it, and its media type. */
  format: text("format", { enum: UPLOAD_FORMATS }).notNull(),
  mimeType: text("mime_type").notNull(),
  /** The original's size in pixels, upright (after its EXIF orientation was applied). */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The stored original's size in bytes (without its metadata). */
  byteSize: integer("byte_size").notNull(),
  /** The widths its variants were made at (`variantWidths`). */
  widths: integer("widths").array().notNull(),
  /** The staff member who uploaded it (a user id; their address is in the audit log). */
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type MediaRow = typeof media.$inferSelect;

/** The picture staff chose for a region (`content/regions.ts` ids); a region without a row has none. */
export const regionImages = pgTable("region_images", {
  regionId: text("region_id").primaryKey(),
  imageId: uuid("image_id")
    .notNull()
    .references(() => media.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
