import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "#app/domain/admin/csv-cells.ts";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ["+61 2 9000 0000", "'+61 2 9000 0000"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
  ])("escapes %j, which a spreadsheet would run", (value, escaped) => {
    expect(csvCell(value)).toBe(escaped);
  });

  it.each(["Ana Silva", "ana@example.com", "a=b", " =1", "Acme - Sydney", "مرحبا", "会社"])(
    "keeps %j as it is",
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );

  it("writes missing values as empty cells and times in ISO 8601", () => {
    expect(csvRow([null, undefined, new Date("2026-03-01T02:03:04.005Z"), 7])).toEqual([
      "",
      "",
      "2026-03-01T02:03:04.005Z",
      "7",
    ]);
  });
});
