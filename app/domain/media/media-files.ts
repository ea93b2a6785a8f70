/**
 * The media library's files (issue 30 item 2; decision 086): what an upload may be, the widths and formats every
 * image is served in, and the public address of each variant (`/media/<id>/<width>.<format>`), built for pages and
 * read back, from visitor input, by the serving route. Pure: no I/O, shared by the browser and the server.
 */

/** The formats an upload may be in, as the image decoder names them once it has read the bytes. */
export const UPLOAD_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** The media type of each accepted format, as the original is described and stored. */
export const MIME_TYPES: Record<UploadFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** What pages are served, best first: a `<picture>` offers AVIF, then WebP, which every supported browser reads. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The widths variants are made at, never wider than the original. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** The widest any stored image can be (the decoder refuses larger): bounds the width a path may name. */
export const MAX_IMAGE_SIDE = 16_384;

/**
 * The widths an image of `width` pixels is served at: each fixed width narrower than it, then its own width up to
 * the widest fixed one (a 1,000-pixel image: 320, 640, 1000; a 200-pixel logo: 200 alone).
 */
export function variantWidths(width: number): number[] {
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  return [...VARIANT_WIDTHS.filter((fixed) => fixed < Math.min(width, widest)), Math.min(width, widest)];
}

/** The height of a variant `width` pixels wide, in the original's proportions (at least one pixel). */
export function variantHeight(image: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

/** A media item's id: a UUID, written in lower case as PostgreSQL prints it. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isMediaId = (id: unknown): id is string => typeof id === "string" && MEDIA_ID_PATTERN.test(id);

/** The public address of one variant. */
export function variantUrl(id: string, width: number, format: VariantFormat): string {
  return `/media/${id}/${width}.${format}`;
}

/** A variant a request names: the item, the width and the format. */
export type VariantRequest = { id: string; width: number; format: VariantFormat };

const VARIANT_FILE = /^([1-9]\d{0,4})\.(avif|webp)$/;

/**
 * The variant `/media/<id>/<file>` names, or null for anything that cannot be one: an id that is not a UUID in lower
 * case, a width that is not a plain number from 1 to MAX_IMAGE_SIDE (no sign, no leading zero), another format.
 * Both parts are length-capped by their patterns before anything else reads them.
 */
export function parseVariantRequest(id: string | undefined, file: string | undefined): VariantRequest | null {
  if (!isMediaId(id) || file === undefined || file.length > 11) return null;
  const match = VARIANT_FILE.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  if (width > MAX_IMAGE_SIDE) return null;
  return { id, width, format: match[2] as VariantFormat };
}

/** A `srcset` of every width an image is served at, in `format`: the browser picks by the `sizes` it is given. */
export function variantSrcSet(
  image: { id: string; widths: readonly number[] },
  format: VariantFormat,
): string {
  return image.widths.map((width) => `${variantUrl(image.id, width, format)} ${width}w`).join(", ");
}
