/**
 * What an upload becomes (decision 086): its bytes are decoded by sharp (libvips), whatever its name or declared
 * type say, and accepted only as JPEG, PNG, WebP or AVIF (an SVG, a GIF, an HTML page named `.jpg` are refused).
 * The image is turned upright by its EXIF orientation, and everything it carried besides pixels (EXIF, GPS, XMP,
 * IPTC, comments) is left behind: the original is stored re-encoded in its own format, and each variant is made from
 * it at the library's widths, in AVIF and WebP. Decoding runs on libuv's threads, off the event loop.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import {
  MAX_IMAGE_SIDE,
  type UploadFormat,
  VARIANT_FORMATS,
  type VariantFormat,
  variantWidths,
} from "#app/domain/media/media-files.ts";

/**
 * The most pixels an upload may decode to (a 50-megapixel camera's), so a small file that expands to a huge image
 * (a "decompression bomb") is refused before it is decoded.
 */
export const MAX_PIXELS = 50_000_000;

export type Variant = { width: number; height: number; format: VariantFormat; bytes: Buffer };

/** An accepted upload: its format, its upright size, the original without metadata, and its variants. */
export type ProcessedImage = {
  format: UploadFormat;
  width: number;
  height: number;
  original: Buffer;
  variants: Variant[];
};

const ENCODE: { [Format in UploadFormat]: (image: Sharp) => Sharp } = {
  jpeg: (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  avif: (image) => image.avif({ quality: 70 }),
};

const VARIANT_ENCODE: { [Format in VariantFormat]: (image: Sharp) => Sharp } = {
  avif: (image) => image.avif({ quality: 55 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/** The upload's format as the decoder reads it, or null when it is none of those accepted. */
function acceptedFormat(metadata: Metadata): UploadFormat | null {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
      return metadata.format;
    // AVIF is HEIF holding AV1; HEIF holding HEVC (an iPhone's HEIC) is not accepted.
    case "heif":
      return metadata.compression === "av1" ? "avif" : null;
    default:
      return null;
  }
}

/** The upload decoded, cleaned and resized; null when it is not an image of an accepted format and size. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage | null> {
  const decode = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  let format: UploadFormat | null;
  try {
    format = acceptedFormat(await decode().metadata());
  } catch {
    return null; // not an image the decoder knows, or too many pixels
  }
  if (!format) return null;
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await ENCODE[format](decode().autoOrient()).toBuffer({ resolveWithObject: true });
  } catch {
    return null; // broken past its header
  }
  const { width, height } = upright.info;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return null;
  const variants = await Promise.all(
    variantWidths(width).flatMap((variantWidth) =>
      VARIANT_FORMATS.map(async (variantFormat) => {
        const resized = sharp(upright.data).resize({ width: variantWidth });
        const { data, info } = await VARIANT_ENCODE[variantFormat](resized).toBuffer({
          resolveWithObject: true,
        });
        return { width: info.width, height: info.height, format: variantFormat, bytes: data };
      }),
    ),
  );
  return { format, width, height, original: upright.data, variants };
}
