import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cachedPdf, setPdfCacheDirForTests, storedPdf } from "#app/server/pdf/pdf-cache.server.ts";
import { renderPdf } from "#app/server/pdf/render-pdf.server.ts";

vi.mock("#app/server/pdf/render-pdf.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/server/pdf/render-pdf.server.ts")>();
  return { ...original, renderPdf: vi.fn(original.renderPdf) };
});

const template = "#let data = json(bytes(sys.inputs.data))\n= #data.title";
const guide = (title: string) => ({ name: "guide-test-en", template, data: { title } });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pdf-cache-"));
  setPdfCacheDirForTests(dir);
  vi.mocked(renderPdf).mockClear();
});

describe("the PDF disk cache", () => {
  it("renders a document once, then reads it from disk", async () => {
    expect(await storedPdf(guide("One"))).toBeUndefined();
    const first = await cachedPdf(guide("One"));
    expect(first.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(renderPdf).toHaveBeenCalledTimes(1);
    expect(await cachedPdf(guide("One"))).toEqual(first);
    expect(await storedPdf(guide("One"))).toEqual(first);
    expect(renderPdf).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^guide-test-en\.[\w-]{16}\.pdf$/)]);
  });

  it("renders anew when the content changes, keeping one file per document", async () => {
    await cachedPdf(guide("One"));
    await cachedPdf({ ...guide("Other"), name: "guide-other-en" });
    const changed = await cachedPdf(guide("Two"));
    expect(renderPdf).toHaveBeenCalledTimes(3);
    expect(await storedPdf(guide("One"))).toBeUndefined();
    expect(await storedPdf(guide("Two"))).toEqual(changed);
    expect(readdirSync(dir).sort()).toEqual([
      expect.stringMatching(/^guide-other-en\./),
      expect.stringMatching(/^guide-test-en\./),
    ]);
  });

  it("leaves the writing to a writer under way, and replaces a temp file a stopped writer left", async () => {
    await cachedPdf(guide("One"));
    const [file] = readdirSync(dir);
    const temp = path.join(dir, `${file!.replace("guide-test-en", "guide-stuck-en")}.tmp`);
    const stuck = { ...guide("One"), name: "guide-stuck-en" };
    writeFileSync(temp, "partial");
    await cachedPdf(stuck); // served, not stored: another writer seems to be at it
    expect(await storedPdf(stuck)).toBeUndefined();
    utimesSync(temp, new Date(0), new Date(0));
    await cachedPdf(stuck); // the temp file is stale: removed, so the next render stores the file
    await cachedPdf(stuck);
    expect(await storedPdf(stuck)).toBeDefined();
    expect(renderPdf).toHaveBeenCalledTimes(4);
  });
});
