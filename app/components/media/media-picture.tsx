import { useTranslation } from "react-i18next";
import { MIME_TYPES, VARIANT_FORMATS, variantSrcSet, variantUrl } from "#app/domain/media/media-files.ts";
import type { MediaImage } from "#app/domain/media/media-image.ts";

/** The width the `<img>` itself names, for a browser that reads no `srcset` (none the site supports). */
const FALLBACK_WIDTH = 640;

/**
 * One image of the media library wherever a page shows one (decision 086): AVIF, then WebP, at every width it is
 * served at (`sizes` says how wide it is drawn), with its stored width and height so the browser reserves its box
 * before a byte arrives (no layout shift), and its alt text in the page's language (English standing in, marked).
 * Off-screen images load lazily; one above the fold (`priority`) loads first.
 */
export function MediaPicture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: MediaImage;
  /** How wide the image is drawn: `80px`, `(min-width: 1024px) 33vw, 100vw`. */
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const { i18n } = useTranslation();
  const fallback = image.widths.find((width) => width >= FALLBACK_WIDTH) ?? image.widths.at(-1)!;
  return (
    // `contents`: the picture draws no box of its own, so the image is what its container lays out (a flex item);
    // its sources take no place either (a flex container's gap would otherwise count them). CSS does not change
    // which source the browser picks.
    <picture className="contents">
      {VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={MIME_TYPES[format]}
          srcSet={variantSrcSet(image, format)}
          sizes={sizes}
          className="hidden"
        />
      ))}
      <img
        src={variantUrl(image.id, fallback, "webp")}
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={image.altLang && image.altLang !== i18n.language ? image.altLang : undefined}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
