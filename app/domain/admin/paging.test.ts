import { describe, expect, it } from "vitest";
import { offsetOf, PAGE_SIZE, pageCountOf, pageOf } from "#app/domain/admin/paging.ts";

describe("back-office paging", () => {
  it("reads the page from the query, page 1 for anything else", () => {
    expect(pageOf(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=1.5", "page=abc", "page=1e400"]) {
      expect(pageOf(new URLSearchParams(bad))).toBe(1);
    }
  });

  it("counts pages and offsets", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(PAGE_SIZE)).toBe(1);
    expect(pageCountOf(PAGE_SIZE + 1)).toBe(2);
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(2 * PAGE_SIZE);
  });
});
