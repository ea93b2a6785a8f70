import { createReadStream } from "node:fs";
import { mkdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStorage, StoredFile } from "#app/server/media/media-keys.server.ts";
import { checkedKey } from "#app/server/media/media-keys.server.ts";

/**
 * The media library on local disk (the default): `<dir>/<id>/<file>`. A file is written under a temporary name and
 * renamed into place, so a reader never sees half of one.
 */
export class LocalMediaStorage implements MediaStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...checkedKey(key).split("/"));
  }

  /** The type goes unrecorded: a file's name (`320.avif`) says it. */
  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    const files = keys.map((key) => this.pathOf(key));
    await Promise.all(files.map((file) => rm(file, { force: true })));
    // The item's folder goes once empty (all its files are removed together).
    for (const folder of new Set(files.map((file) => path.dirname(file)))) {
      await rmdir(folder).catch(() => undefined);
    }
  }
}
