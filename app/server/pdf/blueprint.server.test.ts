import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLANS } from "#app/content/plans.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";
import {
  blueprintLeadSource,
  blueprintPath,
  planOfBlueprintFile,
  renderBlueprint,
} from "#app/server/pdf/blueprint.server.ts";
import { setPdfCacheDirForTests } from "#app/server/pdf/pdf-cache.server.ts";

setPdfCacheDirForTests(mkdtempSync(path.join(tmpdir(), "pdf-cache-"))); // render, not read from ./data

/** The embedded font a language's text must be set in (PDF /BaseFont names, subset prefix aside). */
const SCRIPT_FONT: Record<LanguageCode, string> = {
  en: "NotoSans-Regular",
  ar: "NotoSansArabic-Regular",
  hi: "NotoSansDevanagari-Regular",
  ko: "NotoSansKR-Regular",
  zh: "NotoSansSC-Regular",
};

describe("blueprint names", () => {
  it("reads the plan from its file name and nothing else", () => {
    expect(planOfBlueprintFile("premium-retainer-blueprint.pdf")?.slug).toBe("premium-retainer");
    for (const file of [
      "premium-retainer.pdf",
      "gold-blueprint.pdf",
      "x/entry-kit-blueprint.pdf",
      undefined,
    ]) {
      expect(planOfBlueprintFile(file)).toBeUndefined();
    }
  });

  it("names the lead source and the download path per the spec", () => {
    expect(blueprintLeadSource("entry-kit")).toBe("pdf_download_entry-kit");
    expect(blueprintPath("entry-kit", "en")).toBe("/pdfs/entry-kit-blueprint.pdf");
    expect(blueprintPath("enterprise", "ar")).toBe("/ar/pdfs/enterprise-blueprint.pdf");
  });
});

describe("rendered blueprints", () => {
  it.each(LANGUAGE_CODES)("are PDFs of every plan in %s with that language's fonts", async (lang) => {
    for (const plan of PLANS) {
      const blueprint = await renderBlueprint(plan, lang);
      const text = blueprint.bytes.toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${SCRIPT_FONT[lang]}\\b`));
      expect(blueprint.etag).toMatch(/^"[\w-]{27}"$/);
    }
  });

  it("are made once per plan and language", async () => {
    const plan = PLANS[1]!;
    const first = await renderBlueprint(plan, "ko");
    expect(await renderBlueprint(plan, "ko")).toBe(first);
    expect((await renderBlueprint(plan, "ar")).etag).not.toBe(first.etag);
  });
});
