import { describe, expect, it, vi } from "vitest";
import { serverT } from "#app/i18n/i18n.server.ts";
import { loadLocale, NAMESPACES } from "#app/i18n/i18n.ts";

describe("translations", () => {
  it("discovers namespaces from the locale files", () => {
    expect(NAMESPACES).toContain("common");
  });

  it("loads one language's namespace", async () => {
    const english = await loadLocale("en", "common");
    expect((english.error as Record<string, string>).heading).toBe("Oops! Something went wrong");
  });

  it("falls back to English when a language fails to load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fallback = await loadLocale("xx", "common");
    expect((fallback.error as Record<string, string>).heading).toBe("Oops! Something went wrong");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("translates on the server per language, never leaking between languages", () => {
    const en = serverT("en");
    const ar = serverT("ar");
    expect(en("error.tryAgain")).toBe("Try Again");
    expect(ar("error.tryAgain")).not.toBe("");
    expect(en("error.tryAgain")).toBe("Try Again");
  });
});
