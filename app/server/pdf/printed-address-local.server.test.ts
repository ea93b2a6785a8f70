import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { countryBySlug } from "#app/content/countries.ts";
import { PLANS } from "#app/content/plans.ts";
import { renderCountryReport } from "#app/server/country-report/country-report.server.ts";
import { renderBlueprint } from "#app/server/pdf/blueprint.server.ts";
import { renderDocument } from "#app/server/pdf/documents.server.ts";
import { setPdfCacheDirForTests } from "#app/server/pdf/pdf-cache.server.ts";

// A local run, as the screenshots of issue 28 were taken: the server at this machine's address.
vi.hoisted(() => {
  process.env.SITE_URL = "http://127.0.0.1:4173"; // before anything reads the configuration (it is read once)
});
setPdfCacheDirForTests(mkdtempSync(path.join(tmpdir(), "pdf-cache-"))); // render, not read from ./data

/** The text `pdftotext` (poppler) reads out of a PDF. */
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes }).toString("utf8");

describe("printed documents on a local run (issue 28 item 13)", () => {
  it("leave the site's address out rather than print this machine's", async () => {
    const rendered = [
      await renderBlueprint(PLANS[0]!, "en"),
      await renderCountryReport(countryBySlug("oman")!, "risk", "ar"),
      await renderDocument("australia-tech-playbook", "hi"),
    ];
    for (const { bytes } of rendered) {
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = pdfText(bytes);
      expect(text).not.toMatch(/127\.0\.0\.1|localhost|4173/);
      expect(text.length).toBeGreaterThan(500);
    }
  });
});
