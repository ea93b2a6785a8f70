import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { RENDERER, renderPdf } from "#app/server/pdf/render-pdf.server.ts";

/**
 * The disk cache of the public documents (docs/decisions/054-pdf-rendering-off-the-request-thread.md): each is
 * rendered once per content, not once per process, so neither a restart, another serving process, nor a visitor
 * cycling through the 440 country reports renders one again.
 *
 * A file is `<name>.<hash>.pdf`: the name says which document (`country-report-uae-risk-ar`), the hash what it is
 * made from (template, data and the renderer's versions), so a build that changes a text, a figure, the template
 * or Typst renders that document anew and never serves an older one. The folder is bounded by construction:
 * storing a document's file removes that document's other files, so it holds one file per document (22 countries
 * x 4 types x 5 languages = 440 country reports, plus the guides and blueprints in 5 languages; ~50 MB), and a
 * temp file while one is written.
 */
let cacheDir = getEnv().PDF_CACHE_DIR;

/** Lets tests start from an empty cache of their own. */
export function setPdfCacheDirForTests(dir: string) {
  cacheDir = dir;
}

/** A document to render: its name in the cache (no dots), its Typst template and the template's data. */
export type PdfDocument = { name: string; template: string; data: unknown };

function fileOf({ name, template, data }: PdfDocument): string {
  const hash = createHash("sha256").update(`${RENDERER}\0${template}\0${JSON.stringify(data)}`);
  return path.join(cacheDir, `${name}.${hash.digest("base64url").slice(0, 16)}.pdf`);
}

/** The document's bytes when this content was rendered before, else undefined. */
export function storedPdf(document: PdfDocument): Promise<Buffer | undefined> {
  return readFile(fileOf(document)).catch(() => undefined);
}

/** The document's bytes: stored, else rendered (off the request thread) and stored. */
export async function cachedPdf(document: PdfDocument): Promise<Buffer> {
  const stored = await storedPdf(document);
  if (stored) return stored;
  const pdf = await renderPdf(document.template, document.data);
  const file = fileOf(document);
  // A document that could not be stored is still served; it is rendered again next time.
  await store(document.name, file, pdf).catch((error) => logger.warn({ err: error, file }, "PDF not cached"));
  return pdf;
}

/** A temp file this old was left by a process that stopped while writing it. */
const STALE_TEMP_MS = 60_000;

/**
 * Writes atomically (a temp file renamed into place: a reader finds the whole file or none), then removes the
 * document's other files. The temp file is the file's name plus `.tmp`, created exclusively: a second writer of the
 * same content leaves the writing to the first, and a stale one is removed so that the next render stores its file.
 */
async function store(name: string, file: string, pdf: Buffer) {
  await mkdir(cacheDir, { recursive: true });
  const temp = `${file}.tmp`;
  try {
    await writeFile(temp, pdf, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (Date.now() - (await stat(temp)).mtimeMs > STALE_TEMP_MS) await rm(temp, { force: true });
    return;
  }
  await rename(temp, file);
  const own = path.basename(file);
  for (const other of await readdir(cacheDir)) {
    if (other.startsWith(`${name}.`) && !other.startsWith(own))
      await rm(path.join(cacheDir, other), { force: true });
  }
}
