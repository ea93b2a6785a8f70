/**
 * The media library's storage contract (decision 086): what a store does, and the keys it is given, which are built
 * here from a validated media id, so no request's text ever becomes a path or an object key. The stores
 * (`local-media-storage.server.ts`, `s3-media-storage.server.ts`) check every key against it.
 */
import type { Readable } from "node:stream";
import { isMediaId, type UploadFormat, type VariantFormat } from "#app/domain/media/media-files.ts";

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
