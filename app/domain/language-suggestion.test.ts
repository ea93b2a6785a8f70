import { describe, expect, it } from "vitest";
import {
  dismissSuggestion,
  languageForTimeZone,
  parseUsageStats,
  recordLanguageUsage,
  type SuggestionInput,
  suggestLanguage,
} from "#app/domain/language-suggestion.ts";

const base: SuggestionInput = {
  current: "en",
  storedChoice: null,
  browserLanguages: [],
  timeZone: "Australia/Sydney",
  usage: {},
  dismissed: [],
  random: 0.99,
};

describe("suggestLanguage", () => {
  it("offers the browser's language to a visitor who has not chosen one, whatever the dice say", () => {
    expect(suggestLanguage({ ...base, browserLanguages: ["ko-KR", "en"] })).toEqual({
      code: "ko",
      reason: "browser",
      priority: 2,
    });
  });

  it("offers the location's language when the browser gives nothing supported", () => {
    expect(suggestLanguage({ ...base, browserLanguages: ["fr"], timeZone: "Asia/Riyadh" })).toMatchObject({
      code: "ar",
      reason: "region",
    });
  });

  it("prefers the highest priority: usage over browser over region", () => {
    const input = {
      ...base,
      storedChoice: "hi",
      browserLanguages: ["ko"],
      timeZone: "Asia/Dubai",
      random: 0.1,
    };
    expect(suggestLanguage(input)).toMatchObject({ code: "hi", reason: "usage" });
    expect(suggestLanguage({ ...input, current: "hi" as const })).toMatchObject({
      code: "ko",
      reason: "browser",
    });
  });

  it("after a language was chosen, shows only in 30 percent of visits", () => {
    const input = { ...base, storedChoice: "en", browserLanguages: ["zh-CN"] };
    expect(suggestLanguage({ ...input, random: 0.29 })).toMatchObject({ code: "zh" });
    expect(suggestLanguage({ ...input, random: 0.3 })).toBeNull();
    expect(suggestLanguage({ ...input, random: 0.9 })).toBeNull();
  });

  it("never suggests the current language or a dismissed one", () => {
    expect(suggestLanguage({ ...base, browserLanguages: ["en-AU"] })).toBeNull();
    expect(suggestLanguage({ ...base, browserLanguages: ["ko"], dismissed: ["ko"] })).toBeNull();
    expect(
      suggestLanguage({ ...base, browserLanguages: ["ko"], timeZone: "Asia/Kolkata", dismissed: ["ko"] }),
    ).toMatchObject({ code: "hi", reason: "region" });
  });

  it("ignores detected values that look like script injection", () => {
    expect(suggestLanguage({ ...base, browserLanguages: ["<script>ko</script>"] })).toBeNull();
    expect(suggestLanguage({ ...base, storedChoice: "ar onerror=alert(1)", random: 0 })).toBeNull();
  });

  it("uses the most used language when no choice is stored", () => {
    const usage = recordLanguageUsage(recordLanguageUsage({}, "zh", "view", 1), "zh", "switch", 2);
    expect(suggestLanguage({ ...base, usage })).toMatchObject({ code: "zh", reason: "usage" });
  });
});

describe("usage stats", () => {
  it("counts uses per language and per action, with the last use time", () => {
    const stats = recordLanguageUsage(recordLanguageUsage({}, "ar", "switch", 10), "ar", "view", 20);
    expect(stats.ar).toEqual({ count: 2, lastUsed: 20, actions: { switch: 1, view: 1 } });
  });

  it("drops malformed stored entries", () => {
    expect(
      parseUsageStats({
        ko: { count: 1, lastUsed: 5, actions: { view: 1, bad: "x" } },
        xx: {},
        zh: { count: "1" },
      }),
    ).toEqual({ ko: { count: 1, lastUsed: 5, actions: { view: 1 } } });
    expect(parseUsageStats("nonsense")).toEqual({});
  });
});

describe("helpers", () => {
  it("maps time zones to languages", () => {
    expect(languageForTimeZone("Asia/Seoul")).toBe("ko");
    expect(languageForTimeZone("Asia/Shanghai")).toBe("zh");
    expect(languageForTimeZone("Asia/Kolkata")).toBe("hi");
    expect(languageForTimeZone("Africa/Cairo")).toBe("ar");
    expect(languageForTimeZone("Europe/Berlin")).toBeNull();
  });

  it("adds a dismissed code once and keeps only valid codes", () => {
    expect(dismissSuggestion(["ko", "<b>", "ko"], "ar")).toEqual(["ko", "ar"]);
  });
});
