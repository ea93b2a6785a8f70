import { describe, expect, it } from "vitest";
import {
  directionOf,
  LANGUAGES,
  languageFromPath,
  languagesFromAcceptHeader,
  localizePath,
  normalizeLanguageCode,
  stripLanguagePrefix,
} from "./languages.ts";

describe("languages", () => {
  it("lists English, Korean, Chinese, Hindi and Arabic with native names and flags", () => {
    expect(LANGUAGES.map((l) => [l.code, l.nativeName])).toEqual([
      ["en", "English"],
      ["ko", "한국어"],
      ["zh", "中文"],
      ["hi", "हिन्दी"],
      ["ar", "العربية"],
    ]);
    for (const language of LANGUAGES) expect(language.flag).not.toBe("");
  });

  it("is right-to-left only for Arabic", () => {
    expect(LANGUAGES.filter((l) => directionOf(l.code) === "rtl").map((l) => l.code)).toEqual(["ar"]);
  });

  it.each([
    ["/", "en"],
    ["/pricing", "en"],
    ["/ar", "ar"],
    ["/ar/pricing", "ar"],
    ["/ko/solutions/govtech", "ko"],
    ["/en/pricing", "en"],
    ["/arabic", "en"],
  ])("reads the language of %s as %s", (path, lang) => {
    expect(languageFromPath(path)).toBe(lang);
  });

  it("moves a path between languages", () => {
    expect(localizePath("/pricing", "ar")).toBe("/ar/pricing");
    expect(localizePath("/ar/pricing", "en")).toBe("/pricing");
    expect(localizePath("/ko", "zh")).toBe("/zh");
    expect(localizePath("/", "hi")).toBe("/hi");
    expect(localizePath("/hi", "en")).toBe("/");
    expect(stripLanguagePrefix("/zh/regions/middle-east")).toBe("/regions/middle-east");
  });

  it("normalises detected values and discards ones that look like script injection", () => {
    expect(normalizeLanguageCode("ko-KR")).toBe("ko");
    expect(normalizeLanguageCode("zh_Hant_TW")).toBe("zh");
    expect(normalizeLanguageCode(" AR ")).toBe("ar");
    expect(normalizeLanguageCode("fr")).toBeNull();
    expect(normalizeLanguageCode("<script>alert(1)</script>")).toBeNull();
    expect(normalizeLanguageCode('ar"><img src=x onerror=alert(1)>')).toBeNull();
    expect(normalizeLanguageCode("javascript:alert(1)")).toBeNull();
    expect(normalizeLanguageCode(42)).toBeNull();
  });

  it("ranks Accept-Language entries by quality", () => {
    expect(languagesFromAcceptHeader("fr-FR,fr;q=0.9,ar;q=0.5,ko;q=0.8,en;q=0.1")).toEqual([
      "ko",
      "ar",
      "en",
    ]);
    expect(languagesFromAcceptHeader("hi-IN")).toEqual(["hi"]);
    expect(languagesFromAcceptHeader("zh;q=0,en")).toEqual(["en"]);
    expect(languagesFromAcceptHeader(null)).toEqual([]);
  });
});
