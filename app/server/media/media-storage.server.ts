/**
 * Where the media library's files live (decision 086): one interface, kept on local disk (`MEDIA_DIR`) by default
 * and in an S3-compatible bucket when `MEDIA_S3_BUCKET` is set, so several instances share it. Files are named by
 * the keys of media-keys.server.ts.
 */
import { getEnv } from "#app/server/env.server.ts";
import { LocalMediaStorage } from "#app/server/media/local-media-storage.server.ts";
import type { MediaStorage } from "#app/server/media/media-keys.server.ts";
import { S3MediaStorage } from "#app/server/media/s3-media-storage.server.ts";

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
