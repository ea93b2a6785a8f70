/**
 * Where the media library's files live (decision 086): one interface, kept on local disk (`MEDIA_DIR`) by default
 * and in an S3-compatible bucket when `MEDIA_S3_BUCKET` is set, so several instances share it. Files are named by
 * keys this module builds from a validated media id, so no request's text ever becomes a path or an object key.
 */
import type { Readable } from "node:stream";
import { isMediaId, type UploadFormat, type VariantFormat } from "#app/domain/media/media-files.ts";
import { getEnv } from "#app/server/env.server.ts";
import { LocalMediaStorage } from "#app/server/media/local-media-storage.server.ts";
import { S3MediaStorage } from "#app/server/media/s3-media-storage.server.ts";

/** A stored file, read: its bytes as a stream and its size in bytes (null when the store did not say). */
export type StoredFile = { body: Readable; size: number | null };

export interface MediaStorage {
  /** Stores `bytes` as `key` (replacing a file of that key). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file of `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the files of `keys`; a key without a file is no error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** A key this module builds: `<uuid>/original.<format>` or `<uuid>/<width>.<format>`. */
export const STORAGE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(original|[1-9]\d{0,4})\.(jpeg|png|webp|avif)$/;

/** Refuses anything but a key this module builds: the implementations check every key they are given. */
export function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error("not a media storage key");
  return key;
}

function itemKey(id: string, name: string): string {
  if (!isMediaId(id)) throw new Error("not a media id");
  return `${id}/${name}`;
}

export const originalKey = (id: string, format: UploadFormat) => itemKey(id, `original.${format}`);
export const variantKey = (id: string, width: number, format: VariantFormat) =>
  itemKey(id, `${width}.${format}`);

let storage: MediaStorage | undefined;

/** The configured storage, made once per process. */
export function mediaStorage(): MediaStorage {
  if (storage) return storage;
  const env = getEnv();
  storage = env.MEDIA_S3_BUCKET
    ? new S3MediaStorage({
        bucket: env.MEDIA_S3_BUCKET,
        region: env.MEDIA_S3_REGION,
        endpoint: env.MEDIA_S3_ENDPOINT,
        forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
        prefix: env.MEDIA_S3_PREFIX,
      })
    : new LocalMediaStorage(env.MEDIA_DIR);
  return storage;
}

/** Tests: the storage every module uses from now on (a temporary directory). */
export function setMediaStorageForTests(replacement: MediaStorage): void {
  storage = replacement;
}
