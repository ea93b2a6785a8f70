import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  type DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { afterEach, describe, expect, it } from "vitest";
import { LocalMediaStorage } from "#app/server/media/local-media-storage.server.ts";
import { originalKey, type StoredFile, variantKey } from "#app/server/media/media-keys.server.ts";
import { S3MediaStorage } from "#app/server/media/s3-media-storage.server.ts";

const ID = "0b7e4a2c-58f1-4c1e-9d3a-6f2e8b1c0a97";

async function bytesOf(file: StoredFile | null): Promise<string | null> {
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe("media storage keys", () => {
  it("are built from a media id only", () => {
    expect(originalKey(ID, "png")).toBe(`${ID}/original.png`);
    expect(variantKey(ID, 320, "avif")).toBe(`${ID}/320.avif`);
    expect(() => originalKey("../etc", "png")).toThrow();
    expect(() => variantKey(`${ID}/..`, 320, "webp")).toThrow();
  });
});

describe("the media library on local disk", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const storage = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "media-storage-"));
    dirs.push(dir);
    return { dir, storage: new LocalMediaStorage(dir) };
  };

  it("keeps a file under its key, reads it back with its size, and removes an item's files and folder", async () => {
    const { dir, storage: local } = storage();
    await local.put(variantKey(ID, 320, "webp"), Buffer.from("small"), "image/webp");
    await local.put(variantKey(ID, 640, "webp"), Buffer.from("larger"), "image/webp");
    await local.put(variantKey(ID, 640, "webp"), Buffer.from("replaced"), "image/webp");
    expect(readdirSync(path.join(dir, ID)).sort()).toEqual(["320.webp", "640.webp"]);
    const read = await local.get(variantKey(ID, 640, "webp"));
    expect(read?.size).toBe(8);
    expect(await bytesOf(read)).toBe("replaced");
    expect(await local.get(variantKey(ID, 1280, "webp"))).toBeNull();

    await local.remove([variantKey(ID, 320, "webp"), variantKey(ID, 640, "webp"), variantKey(ID, 9, "avif")]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses any key it did not build, before touching the disk", async () => {
    const { dir, storage: local } = storage();
    for (const key of [
      "../escape.webp",
      `${ID}/../../x.webp`,
      "/etc/passwd",
      `${ID}/320.svg`,
      `${ID}\\320.webp`,
    ]) {
      await expect(local.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow("not a media storage key");
      await expect(local.get(key)).rejects.toThrow("not a media storage key");
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("the media library in an S3-compatible bucket", () => {
  /** The storage with a client whose `send` records each command and answers as `answer` says. */
  function bucket(answer: (command: unknown) => unknown = () => ({})) {
    const sent: unknown[] = [];
    const client = {
      send: async (command: unknown) => {
        sent.push(command);
        return answer(command);
      },
    } as unknown as Pick<S3Client, "send">;
    const storage = new S3MediaStorage({
      bucket: "site-media",
      region: "auto",
      forcePathStyle: true,
      prefix: "media/",
      client,
    });
    return { storage, sent };
  }

  it("puts an object under the prefix with its type and length", async () => {
    const { storage, sent } = bucket();
    await storage.put(originalKey(ID, "jpeg"), Buffer.from("jpeg bytes"), "image/jpeg");
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({
      Bucket: "site-media",
      Key: `media/${ID}/original.jpeg`,
      ContentType: "image/jpeg",
      ContentLength: 10,
    });
  });

  it("reads an object as a stream, and a missing one as none", async () => {
    const { storage, sent } = bucket((command) => {
      const key = (command as GetObjectCommand).input.Key;
      if (key === `media/${ID}/320.webp`)
        return { Body: Readable.from([Buffer.from("webp")]), ContentLength: 4 };
      throw new NoSuchKey({
        message: "The specified key does not exist.",
        $metadata: { httpStatusCode: 404 },
      });
    });
    const found = await storage.get(variantKey(ID, 320, "webp"));
    expect(found?.size).toBe(4);
    expect(await bytesOf(found)).toBe("webp");
    expect(await storage.get(variantKey(ID, 640, "webp"))).toBeNull();
    expect(sent.every((command) => command instanceof GetObjectCommand)).toBe(true);
  });

  it("passes other failures on, and deletes an item's objects in one request", async () => {
    const failing = bucket(() => {
      throw new Error("network down");
    });
    await expect(failing.storage.get(variantKey(ID, 320, "webp"))).rejects.toThrow("network down");
    const { storage, sent } = bucket();
    await storage.remove([variantKey(ID, 320, "webp"), originalKey(ID, "png")]);
    await storage.remove([]);
    expect(sent).toHaveLength(1);
    expect((sent[0] as DeleteObjectsCommand).input).toEqual({
      Bucket: "site-media",
      Delete: {
        Objects: [{ Key: `media/${ID}/320.webp` }, { Key: `media/${ID}/original.png` }],
        Quiet: true,
      },
    });
    await expect(storage.put("../x.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
  });
});
