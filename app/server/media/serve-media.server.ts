/**
 * `/media/<id>/<width>.<format>` (decision 086): one variant of a library image, streamed from the media storage
 * with its type and size, kept by browsers and shared caches for a year (an image's files never change: a new
 * picture is a new upload, with a new id). Anything else under /media is a plain 404. Served by Express before the
 * request log and React Router, like the build's assets: no session is read and no page is rendered for an image.
 */
import { pipeline } from "node:stream/promises";
import type { RequestHandler, Response } from "express";
import { MIME_TYPES, parseVariantRequest } from "#app/domain/media/media-files.ts";
import { IMMUTABLE_CACHE, PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { variantKey } from "#app/server/media/media-keys.server.ts";
import { mediaStorage } from "#app/server/media/media-storage.server.ts";

export const MEDIA_PATH = "/media";

function notFound(res: Response) {
  res.status(404).set("Cache-Control", PRIVATE_CACHE).type("text/plain").send("Not Found");
}

export const serveMediaVariant: RequestHandler = async (req, res, next) => {
  const wanted = parseVariantRequest(
    req.params.id as string | undefined,
    req.params.file as string | undefined,
  );
  if (!wanted) return notFound(res);
  try {
    const stored = await mediaStorage().get(variantKey(wanted.id, wanted.width, wanted.format));
    if (!stored) return notFound(res);
    res.status(200).set({ "Content-Type": MIME_TYPES[wanted.format], "Cache-Control": IMMUTABLE_CACHE });
    if (stored.size !== null) res.set("Content-Length", String(stored.size));
    if (req.method === "HEAD") {
      stored.body.destroy();
      res.end();
      return;
    }
    await pipeline(stored.body, res);
  } catch (error) {
    // A client that went away mid-image ends the pipeline: nothing to answer.
    if (res.headersSent) return void res.destroy();
    next(error);
  }
};
