import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, excerpt } from "#app/domain/blog/excerpt.ts";

describe("excerpt", () => {
  it("keeps a text of at most 120 characters whole, without an ellipsis", () => {
    expect(excerpt("Short text.")).toBe("Short text.");
    const exact = "a".repeat(EXCERPT_LENGTH);
    expect(excerpt(exact)).toBe(exact);
  });

  it("cuts a longer text at 120 characters and adds an ellipsis", () => {
    const long = `${"b".repeat(EXCERPT_LENGTH)}cdef`;
    expect(excerpt(long)).toBe(`${"b".repeat(EXCERPT_LENGTH)}…`);
  });

  it("collapses whitespace and drops a space left before the ellipsis", () => {
    expect(excerpt("  one\n\n  two  ")).toBe("one two");
    const text = `${"c".repeat(EXCERPT_LENGTH - 1)} word`;
    expect(excerpt(text)).toBe(`${"c".repeat(EXCERPT_LENGTH - 1)}…`);
  });

  it("counts characters, not UTF-16 units, so it never splits one", () => {
    const emoji = "😀".repeat(EXCERPT_LENGTH + 1);
    expect(excerpt(emoji)).toBe(`${"😀".repeat(EXCERPT_LENGTH)}…`);
    expect(excerpt("ab", 1)).toBe("a…");
  });
});
