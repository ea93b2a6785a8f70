import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { countryBySlug } from "#app/content/countries.ts";
import type { ReportType } from "#app/domain/country-report/country-report-sections.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { countryReportPdfResponse } from "#app/server/country-report/country-report.server.ts";
import { consumeRateLimit, RATE_LIMIT_RULES } from "#app/server/form/rate-limit.server.ts";
import { setPdfCacheDirForTests } from "#app/server/pdf/pdf-cache.server.ts";
import { RenderQueueFull, renderPdf } from "#app/server/pdf/render-pdf.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

vi.mock("#app/server/pdf/render-pdf.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/server/pdf/render-pdf.server.ts")>();
  return { ...original, renderPdf: vi.fn(original.renderPdf) };
});

const cacheDir = mkdtempSync(path.join(tmpdir(), "country-report-cache-"));
setPdfCacheDirForTests(cacheDir);

/** The report's download as the route answers it, for a client at `ip`. */
function download(slug: string, type: ReportType, lang: LanguageCode, ip: string) {
  const request = new Request(`http://localhost:3000/regions/country-report/${slug}/pdf?type=${type}`);
  return countryReportPdfResponse(request, ip, countryBySlug(slug)!, type, lang);
}

describe.each(TEST_BACKENDS)("country-report downloads on %s", (backend) => {
  useTestDatabase(backend);
  // Reports the other backend's run has not rendered: the cache (in memory and on disk) outlives a test.
  const [first, second, third]: [LanguageCode, LanguageCode, LanguageCode] =
    backend === "pglite" ? ["en", "ar", "zh"] : ["ko", "hi", "ko"];
  beforeEach(() => {
    vi.mocked(renderPdf).mockClear();
  });

  it("render a report once and serve it again from cache, without rendering", async () => {
    const fresh = await download("oman", "risk", first, "203.0.113.10");
    expect(fresh.status).toBe(200);
    const bytes = Buffer.from(await fresh.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(renderPdf).toHaveBeenCalledTimes(1);
    expect(readdirSync(cacheDir)).toContainEqual(
      expect.stringMatching(new RegExp(`^country-report-oman-risk-${first}\\.`)),
    );

    const again = await download("oman", "risk", first, "198.51.100.20");
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    expect(again.headers.get("etag")).toBe(fresh.headers.get("etag"));
    expect(renderPdf).toHaveBeenCalledTimes(1);

    // Another process (fresh modules: nothing in memory) reads it from the disk cache.
    vi.resetModules();
    const other = await import("#app/server/country-report/country-report.server.ts");
    expect(other.countryReportPdfResponse).not.toBe(countryReportPdfResponse);
    (await import("#app/server/pdf/pdf-cache.server.ts")).setPdfCacheDirForTests(cacheDir);
    const request = new Request("http://localhost:3000/regions/country-report/oman/pdf?type=risk");
    const oman = countryBySlug("oman")!;
    const fromDisk = await other.countryReportPdfResponse(request, "192.0.2.1", oman, "risk", first);
    expect(Buffer.from(await fromDisk.arrayBuffer())).toEqual(bytes);
    expect(renderPdf).toHaveBeenCalledTimes(1);
  });

  it("refuse a client's uncached renders past its limit, while cached reports still pass", async () => {
    await download("kuwait", "executive", second, "198.51.100.20"); // cached by someone else
    const ip = "203.0.113.11";
    for (let i = 1; i < RATE_LIMIT_RULES.pdfRenderPerIp.points; i++)
      await consumeRateLimit("pdfRenderPerIp", ip);
    // One point left: cached reports do not spend it…
    for (let i = 0; i < 3; i++) expect((await download("kuwait", "executive", second, ip)).status).toBe(200);
    // …an uncached one does…
    expect((await download("kuwait", "financial", second, ip)).status).toBe(200);
    vi.mocked(renderPdf).mockClear();
    // …and the next uncached one is refused, unrendered.
    const refused = await download("kuwait", "risk", second, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(renderPdf).not.toHaveBeenCalled();
    expect((await download("kuwait", "executive", second, ip)).status).toBe(200);
    expect((await download("kuwait", "risk", second, "198.51.100.21")).status).toBe(200);
  });

  it("answer 503 with Retry-After when the render queue is full, and render the report next time", async () => {
    vi.mocked(renderPdf).mockRejectedValueOnce(new RenderQueueFull());
    const busy = await download("bahrain", "executive", third, "203.0.113.12");
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await download("bahrain", "executive", third, "203.0.113.12")).status).toBe(200);
  });
});
