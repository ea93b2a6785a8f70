import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageStatuses, VERSION_STATUSES, versionToShow } from "#app/domain/content/language-versions.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/domain/languages.ts";

describe("languageStatuses", () => {
  it("names every language, missing where there is no version", () => {
    expect(
      languageStatuses([
        { lang: "en", status: "published" },
        { lang: "ar", status: "draft" },
      ]),
    ).toEqual({ en: "published", ko: "missing", zh: "missing", hi: "missing", ar: "draft" });
  });
});

describe("versionToShow", () => {
  const en = { lang: "en" as const, status: "published" as const, body: "English" };
  const arDraft = { lang: "ar" as const, status: "draft" as const, body: "مسودة" };
  const arPublished = { ...arDraft, status: "published" as const, body: "منشور" };

  it("shows the visitor's language once published", () => {
    expect(versionToShow([en, arPublished], "ar")).toEqual({ version: arPublished, isFallback: false });
  });

  it("shows English, marked, while the visitor's language is a draft or missing", () => {
    expect(versionToShow([en, arDraft], "ar")).toEqual({ version: en, isFallback: true });
    expect(versionToShow([en], "ko")).toEqual({ version: en, isFallback: true });
    expect(versionToShow([en], "en")).toEqual({ version: en, isFallback: false });
  });

  it("shows nothing without a published English version to stand in", () => {
    expect(versionToShow([arDraft, { ...en, status: "draft" as const }], "ko")).toBeNull();
  });

  it("never shows a draft, and shows the visitor's own language whenever it is published", () => {
    const version = fc.record({
      lang: fc.constantFrom(...LANGUAGE_CODES),
      status: fc.constantFrom(...VERSION_STATUSES),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(version, { selector: (v) => v.lang }),
        fc.constantFrom(...LANGUAGE_CODES),
        (versions, lang: LanguageCode) => {
          const shown = versionToShow(versions, lang);
          if (shown) expect(shown.version.status).toBe("published");
          const own = versions.find((v) => v.lang === lang && v.status === "published");
          if (own) expect(shown).toEqual({ version: own, isFallback: false });
          else if (shown) expect(shown).toMatchObject({ isFallback: true, version: { lang: "en" } });
        },
      ),
    );
  });
});
