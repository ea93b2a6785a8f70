import { describe, expect, it } from "vitest";
import { DATA_API_IDS, DATA_APIS } from "#app/content/data-apis.ts";
import { DATA_API_CATEGORIES } from "#app/domain/data-apis/data-apis.ts";
import en from "#app/locales/en/data-apis.json";

describe("the data-API catalogue (spec 001 §2.16, §9)", () => {
  it("has 20 entries with unique ids", () => {
    expect(DATA_APIS).toHaveLength(20);
    expect(DATA_API_IDS.size).toBe(20);
    for (const api of DATA_APIS) expect(api.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("sets every field of every entry", () => {
    for (const api of DATA_APIS) {
      for (const field of ["name", "description", "status", "auth", "rateLimit"] as const)
        expect(api[field].trim(), `${api.id}.${field}`).not.toBe("");
      expect(new URL(api.url).protocol, `${api.id}.url`).toBe("https:");
      expect(new URL(api.documentation).protocol, `${api.id}.documentation`).toBe("https:");
      expect(api.tags.length, `${api.id}.tags`).toBeGreaterThan(0);
      expect(api.format.length, `${api.id}.format`).toBeGreaterThan(0);
      expect(api.responseTimeMs, `${api.id}.responseTimeMs`).toBeGreaterThan(0);
    }
  });

  it("files entries under every category", () => {
    for (const category of DATA_API_CATEGORIES)
      expect(DATA_APIS.filter((api) => api.category === category).length, category).toBeGreaterThan(0);
  });

  it("has a translatable description for every entry, the English one the catalogue's", () => {
    const described = en.apis as Record<string, { description: string }>;
    expect(Object.keys(described).sort()).toEqual([...DATA_API_IDS].sort());
    for (const api of DATA_APIS) expect(described[api.id]?.description).toBe(api.description);
  });
});
