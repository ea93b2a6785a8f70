import { describe, expect, it } from "vitest";
import { languageOfFile, loadLongForm, longFormAttributes } from "#app/content/long-form.ts";

const files = (...codes: string[]) =>
  Object.fromEntries(codes.map((code) => [`./legal/privacy.${code}.md`, async () => `privacy in ${code}`]));

describe("long-form content", () => {
  it("reads the language from the file name", () => {
    expect(languageOfFile("./legal/privacy.ko.md")).toBe("ko");
    expect(languageOfFile("/app/content/reports/vietnam.ar.json")).toBe("ar");
    expect(languageOfFile("./legal/privacy.md")).toBeNull();
    expect(languageOfFile("./legal/privacy.fr.md")).toBeNull();
  });

  it("uses the page's language when it has a version", async () => {
    const text = await loadLongForm(files("en", "ko", "ar"), "ar");
    expect(text).toEqual({ lang: "ar", isFallback: false, body: "privacy in ar" });
    expect(longFormAttributes(text!)).toEqual({});
  });

  it("falls back to English, marked so the page can set lang and dir on it", async () => {
    const text = await loadLongForm(files("en", "ko"), "ar");
    expect(text).toEqual({ lang: "en", isFallback: true, body: "privacy in en" });
    expect(longFormAttributes(text!)).toEqual({ lang: "en", dir: "ltr" });
  });

  it("is not a fallback for English itself", async () => {
    expect(await loadLongForm(files("en"), "en")).toEqual({
      lang: "en",
      isFallback: false,
      body: "privacy in en",
    });
  });

  it("loads only the version it shows", async () => {
    const loaded: string[] = [];
    const spy = Object.fromEntries(
      ["en", "ko", "zh"].map((code) => [`./x.${code}.md`, async () => loaded.push(code)]),
    );
    await loadLongForm(spy, "zh");
    expect(loaded).toEqual(["zh"]);
  });

  it("is null when not even English exists", async () => {
    expect(await loadLongForm(files("ko"), "hi")).toBeNull();
  });
});
