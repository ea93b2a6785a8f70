import { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { MediaStorage, StoredFile } from "#app/server/media/media-keys.server.ts";
import { checkedKey } from "#app/server/media/media-keys.server.ts";

export type S3MediaOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2); AWS when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** A folder for the library's objects (`media/`), or empty. */
  prefix: string;
  /** Tests: a client whose `send` they answer. */
  client?: Pick<S3Client, "send">;
};

/**
 * The media library in an S3-compatible bucket (`MEDIA_S3_BUCKET`), through the official SDK: every instance reads
 * and writes the same objects. The site still serves them (`/media/…`), so the bucket stays private and the CSP
 * allows images from the site only.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: Pick<S3Client, "send">;

  constructor(private readonly options: S3MediaOptions) {
    this.client =
      options.client ??
      new S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
      });
  }

  private objectKey(key: string): string {
    return `${this.options.prefix}${checkedKey(key)}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a readable body");
      return { body: object.Body, size: object.ContentLength ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.options.bucket,
        Delete: { Objects: keys.map((key) => ({ Key: this.objectKey(key) })), Quiet: true },
      }),
    );
  }
}

/** S3's answer for an object that does not exist (`NoSuchKey`; some services answer a bare 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}
