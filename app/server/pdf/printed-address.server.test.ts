import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { countryBySlug } from "#app/content/countries.ts";
import { PLANS } from "#app/content/plans.ts";
import { buildCountryReport } from "#app/domain/country-report/country-report-content.ts";
import {
  renderCountryReport,
  reportDocumentData,
  reportTranslate,
} from "#app/server/country-report/country-report.server.ts";
import { renderBlueprint } from "#app/server/pdf/blueprint.server.ts";
import { setPdfCacheDirForTests } from "#app/server/pdf/pdf-cache.server.ts";
import { printedPageUrl, printedSiteHost } from "#app/server/pdf/printed-address.server.ts";

// This file's server is a public deployment (read when first needed); the other PDF tests run as a local one.
vi.hoisted(() => {
  process.env.SITE_URL = "https://ausentry.com.au"; // before anything reads the configuration (it is read once)
});
setPdfCacheDirForTests(mkdtempSync(path.join(tmpdir(), "pdf-cache-"))); // render, not read from ./data

/** The text `pdftotext` (poppler) reads out of a PDF. */
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes }).toString("utf8");

describe("the site's address in printed documents (issue 28 item 13)", () => {
  it("is the public SITE_URL's, and none on a local run (this machine's address means nothing to a reader)", () => {
    expect(printedSiteHost()).toBe("ausentry.com.au");
    expect(printedSiteHost("https://www.ausentry.com.au/")).toBe("www.ausentry.com.au");
    for (const local of ["http://localhost:3000", "http://127.0.0.1:4173", "http://[::1]:3100"]) {
      expect(printedSiteHost(local)).toBeNull();
      expect(printedPageUrl("/ar/demo-scheduler", local)).toBeNull();
    }
    expect(printedPageUrl("/ar/demo-scheduler?country=oman")).toBe(
      "https://ausentry.com.au/ar/demo-scheduler?country=oman",
    );
  });

  it("is what a country report names as its author's site and links to", () => {
    const t = reportTranslate("en");
    const data = reportDocumentData(buildCountryReport(countryBySlug("oman")!, "risk", "en", t), "en", t);
    expect(data.site).toBe("ausentry.com.au");
    expect(data.generated).toContain("ausentry.com.au");
    expect(data.next?.text).toContain("https://ausentry.com.au/demo-scheduler?country=oman");
    expect(data.online).toContain("https://ausentry.com.au/regions/country-report/oman?type=risk");
  });

  it("is printed in the documents", async () => {
    const blueprint = await renderBlueprint(PLANS[0]!, "en");
    const report = await renderCountryReport(countryBySlug("oman")!, "risk", "en");
    for (const bytes of [blueprint.bytes, report.bytes]) {
      const text = pdfText(bytes);
      expect(text).toContain("ausentry.com.au");
      expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });
});
