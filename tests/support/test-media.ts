/**
 * Integration tests of the media library: images made by sharp at run time (no binary fixtures), an upload form's
 * multipart body, and a media storage in a temporary directory for the enclosing describe block.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { LocalMediaStorage } from "#app/server/media/local-media-storage.server.ts";
import { setMediaStorageForTests } from "#app/server/media/media-storage.server.ts";

/** A plain image of `width` × `height` in `format`, carrying EXIF (a copyright, GPS, an orientation) when asked. */
export async function testImage({
  width,
  height,
  format = "jpeg",
  exif = false,
  orientation,
}: {
  width: number;
  height: number;
  format?: "jpeg" | "png" | "webp" | "avif";
  exif?: boolean;
  orientation?: number;
}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: "#1f4e79" } }).toFormat(format);
  if (exif) {
    image = image.withExif({
      IFD0: { Copyright: "Photographer's copyright", Artist: "Someone" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 52/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "151/1 12/1 0/1",
      },
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** The upload form's body: `file` as the browser sends it (a name and a declared type, true or not). */
export function uploadBody(file: { name: string; type: string; bytes: Uint8Array }): Promise<Blob> {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return new Response(form).blob();
}

/** A media storage in a fresh temporary directory, used by every module for the enclosing describe block. */
export function useTestMediaStorage(): () => string {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "media-"));
    setMediaStorageForTests(new LocalMediaStorage(dir));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}
