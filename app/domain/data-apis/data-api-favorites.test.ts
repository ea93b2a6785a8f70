import { describe, expect, it } from "vitest";
import {
  favoriteIds,
  MAX_FAVORITES,
  mergeFavorites,
  parseStoredFavorites,
  withFavorite,
} from "#app/domain/data-apis/data-api-favorites.ts";

describe("favourite lists", () => {
  it("reads the browser's stored list, and nothing out of anything else", () => {
    expect(parseStoredFavorites('["abs-data-api","bom-data-feeds"]')).toEqual([
      "abs-data-api",
      "bom-data-feeds",
    ]);
    expect(parseStoredFavorites(null)).toEqual([]);
    expect(parseStoredFavorites("not json")).toEqual([]);
    expect(parseStoredFavorites('{"a":1}')).toEqual([]);
    expect(parseStoredFavorites('["a", 3, null, "a", ""]')).toEqual(["a"]);
  });

  it("caps a list", () => {
    const many = Array.from({ length: 500 }, (_, index) => `id-${index}`);
    expect(favoriteIds(many)).toHaveLength(MAX_FAVORITES);
    expect(favoriteIds(["x".repeat(65)])).toEqual([]);
  });

  it("puts an id in or takes it out", () => {
    expect(withFavorite(["a"], "b", true)).toEqual(["a", "b"]);
    expect(withFavorite(["a", "b"], "b", true)).toEqual(["a", "b"]);
    expect(withFavorite(["a", "b"], "a", false)).toEqual(["b"]);
    expect(withFavorite([], "a", false)).toEqual([]);
  });

  it("merges two lists into their union, the first's order first", () => {
    expect(mergeFavorites(["a", "b"], ["c", "a"])).toEqual(["a", "b", "c"]);
    expect(mergeFavorites([], [])).toEqual([]);
  });
});
