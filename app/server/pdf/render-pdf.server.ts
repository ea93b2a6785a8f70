import { statSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { LanguageCode } from "#app/domain/languages.ts";
import { getEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import workerSource from "#app/server/pdf/render-worker.mjs?raw";

/**
 * The site's one PDF mechanism (docs/decisions/015-pdf-documents.md): Typst, through its Node binding, with
 * embedded Noto fonts for every script the site is written in. Latin, Arabic (shaped right to left, digits in
 * place), Devanagari (conjuncts), Korean and Chinese all come out right, and a character one font lacks is taken
 * from the next (pdfkit, the usual choice, has neither font fallback nor bidi). Typst runs on a render thread or
 * two behind a bounded queue, never on the event loop that answers requests
 * (docs/decisions/054-pdf-rendering-off-the-request-thread.md).
 */

const nodeRequire = createRequire(import.meta.url);
const COMPILER = "@myriaddreamin/typst-ts-node-compiler";
/**
 * Regular and bold of each script, the only font files the documents use: Noto's static TTFs (SIL Open Font
 * License, beside each family), kept in the repository so nothing is fetched at run time and no font package
 * of every weight is installed. Read from the working directory, as the migrations are (the server starts in
 * the project's root, or /app in the image).
 */
const FONT_DIRECTORY = path.resolve("app/server/pdf/fonts");
const FONT_FAMILIES = ["NotoSans", "NotoSansArabic", "NotoSansDevanagari", "NotoSansKR", "NotoSansSC"];
const FONT_FILES = FONT_FAMILIES.flatMap((family) =>
  ["Regular", "Bold"].map((style) => path.join(FONT_DIRECTORY, family, `${family}-${style}.ttf`)),
);

/**
 * What decides a document's bytes besides its template and data: the version of Typst's binding and the font
 * files (by name and size). Part of the disk cache's key (pdf-cache.server.ts), so an upgrade of either renders
 * documents anew.
 */
export const RENDERER = [
  `${COMPILER}@${(nodeRequire(`${COMPILER}/package.json`) as { version: string }).version}`,
  ...FONT_FILES.map((file) => `${path.basename(file)}:${statSync(file).size}`),
].join(" ");

/**
 * The font list for a language, in fallback order: the first font that has a character sets it. Noto Sans sets
 * Latin letters, digits and punctuation; the language's own script font comes next, so shared characters (CJK
 * ideographs in Korean text) take that language's forms. Hindi starts with Noto Sans Devanagari, the reference
 * design with every conjunct: Noto Sans has a Devanagari of its own, and its Latin is the same as Noto Sans's.
 */
const SCRIPT_FONTS = {
  arabic: "Noto Sans Arabic",
  devanagari: "Noto Sans Devanagari",
  korean: "Noto Sans KR",
  chinese: "Noto Sans SC",
};
const FONT_ORDER: Record<LanguageCode, string[]> = {
  en: ["Noto Sans"],
  ar: ["Noto Sans", SCRIPT_FONTS.arabic],
  hi: [SCRIPT_FONTS.devanagari, "Noto Sans"],
  ko: ["Noto Sans", SCRIPT_FONTS.korean],
  zh: ["Noto Sans", SCRIPT_FONTS.chinese],
};

export function fontsFor(lang: LanguageCode): string[] {
  const first = FONT_ORDER[lang];
  return [...first, ...Object.values(SCRIPT_FONTS).filter((name) => !first.includes(name))];
}

/**
 * Render threads: one per core the serving processes leave spare, at most two, at least one. A render holds its
 * thread for 0.1-1 s; the event loop that answers requests never waits for one.
 */
export const RENDER_WORKERS = Math.max(
  1,
  Math.min(2, Math.floor((availableParallelism() - 1) / getEnv().WEB_CONCURRENCY)),
);

/**
 * Renders that may wait for a thread; one more is refused (`RenderQueueFull`, a 503), so a burst of uncached
 * documents costs each visitor a few seconds at most instead of a backlog that grows.
 */
export const MAX_WAITING_RENDERS = 6;

export class RenderQueueFull extends Error {
  constructor() {
    super(`${MAX_WAITING_RENDERS} PDF renders are waiting already`);
  }
}

type Job = { template: string; data: string; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Answer = { pdf: Uint8Array } | { error: string };

const waiting: Job[] = [];
const idle: Worker[] = [];
/** The job each started thread is rendering, if any. */
const threads = new Map<Worker, Job | undefined>();

/**
 * Renders a Typst `template` to PDF bytes on a render thread. `data` reaches it as JSON in `sys.inputs.data` (the
 * template reads it with `json(bytes(sys.inputs.data))`), so text is never parsed as markup. Rejects with Typst's
 * diagnostics when the template does not compile, and with `RenderQueueFull` when MAX_WAITING_RENDERS wait already.
 */
export function renderPdf(template: string, data: unknown): Promise<Buffer> {
  if (waiting.length >= MAX_WAITING_RENDERS) return Promise.reject(new RenderQueueFull());
  return new Promise((resolve, reject) => {
    waiting.push({ template, data: JSON.stringify(data), resolve, reject });
    dispatch();
  });
}

function dispatch() {
  while (waiting.length > 0) {
    const worker = idle.pop() ?? (threads.size < RENDER_WORKERS ? startWorker() : undefined);
    if (!worker) return;
    const job = waiting.shift()!;
    threads.set(worker, job);
    worker.ref(); // a render under way keeps the process alive; an idle thread does not
    worker.postMessage({ template: job.template, data: job.data });
  }
}

/**
 * The worker's code is its text, run as a `data:` module: the server build bundles `?raw` text like any import,
 * whereas a worker file would be found next to the source in development and nowhere in `build/server`. It loads
 * the compiler and the fonts from the absolute paths it is given.
 */
function startWorker(): Worker {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), {
    workerData: { compiler: pathToFileURL(nodeRequire.resolve(COMPILER)).href, fontPaths: FONT_FILES },
  });
  threads.set(worker, undefined);
  worker.on("message", (answer: Answer) => {
    const job = threads.get(worker)!;
    threads.set(worker, undefined);
    worker.unref();
    idle.push(worker);
    if ("pdf" in answer)
      job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else job.reject(new Error(`PDF rendering failed: ${answer.error}`));
    dispatch();
  });
  worker.on("error", (error) => logger.error({ err: error }, "PDF render thread failed"));
  // A thread that ended (a crash in Typst) fails its render and is replaced by the next one dispatched.
  worker.on("exit", () => {
    threads.get(worker)?.reject(new Error("PDF render thread stopped"));
    threads.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    dispatch();
  });
  return worker;
}

/** A client refused for a full queue may ask again this much later: the queue drains within a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A download's answer, or 503 with Retry-After when its render found the queue full: a file download, so no page
 * (the browser says the server is busy), and `no-store` so that no cache keeps the refusal.
 */
export async function unlessQueueFull(answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof RenderQueueFull)) throw error;
    return new Response(null, {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    });
  }
}
