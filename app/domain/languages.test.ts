import { describe, expect, it } from "vitest";
import {
  directionOf,
  LANGUAGES,
  languageFromPath,
  languagesFromAcceptHeader,
  localHref,
  normalizeLanguageCode,
  stripLanguagePrefix,
} from "#app/domain/languages.ts";

describe("languages", () => {
  it("lists English, Korean, Chinese, Hindi and Arabic with native names", () => {
    expect(LANGUAGES.map((l) => [l.code, l.nativeName])).toEqual([
      ["en", "English"],
      ["ko", "한국어"],
      ["zh", "中文"],
      ["hi", "हिन्दी"],
      ["ar", "العربية"],
    ]);
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
    expect(localHref("ar", "/pricing")).toBe("/ar/pricing");
    expect(localHref("en", "/ar/pricing")).toBe("/pricing");
    expect(localHref("zh", "/ko")).toBe("/zh");
    expect(localHref("hi", "/")).toBe("/hi");
    expect(localHref("en", "/hi")).toBe("/");
    expect(stripLanguagePrefix("/zh/regions/middle-east")).toBe("/regions/middle-east");
  });

  it("keeps a link's query and hash, and adds query values", () => {
    expect(localHref("ar", "/pricing#faq")).toBe("/ar/pricing#faq");
    expect(localHref("ko", "/tools?tab=roi#top")).toBe("/ko/tools?tab=roi#top");
    expect(localHref("en", "/ko/login?notice=x", { redirectTo: "/ko/profile?a=1" })).toBe(
      "/login?notice=x&redirectTo=%2Fko%2Fprofile%3Fa%3D1",
    );
    expect(localHref("hi", "/", { q: "a b" })).toBe("/hi?q=a+b");
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
