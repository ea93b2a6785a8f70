import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPORT_TYPE,
  leadingRisk,
  NARRATIVE_SECTIONS,
  REPORT_TYPES,
  reportCsvFileName,
  reportCsvPath,
  reportPdfFileName,
  reportPdfPath,
  reportSections,
  reportTypeOf,
  riskDepth,
  timelineYears,
} from "#app/domain/country-report/country-report-sections.ts";

describe("report types", () => {
  it("are the spec's four, comprehensive by default", () => {
    expect(REPORT_TYPES).toEqual(["comprehensive", "executive", "financial", "risk"]);
    expect(DEFAULT_REPORT_TYPE).toBe("comprehensive");
  });

  it("read a known ?type= exactly, and anything else as comprehensive", () => {
    for (const type of REPORT_TYPES) expect(reportTypeOf(type)).toBe(type);
    for (const value of [null, undefined, "", "Risk", " risk", "executive ", "all", 1, ["risk"]]) {
      expect(reportTypeOf(value)).toBe("comprehensive");
    }
  });
});

describe("the sections of each type", () => {
  it("comprehensive shows every section: the four narratives and all the figures", () => {
    expect(reportSections("comprehensive")).toEqual([
      "keyFigures",
      "marketOverview",
      "economicOutlook",
      "opportunityLandscape",
      "entryStrategy",
      "opportunities",
      "financials",
      "risk",
    ]);
    for (const narrative of NARRATIVE_SECTIONS) expect(reportSections("comprehensive")).toContain(narrative);
  });

  it("executive is the summary and the leading opportunities, without the financial profile", () => {
    expect(reportSections("executive")).toEqual([
      "keyFigures",
      "marketOverview",
      "opportunities",
      "entryStrategy",
      "risk",
    ]);
    expect(riskDepth("executive")).toBe("summary");
  });

  it("financial is the money; risk is the risk assessment in depth, first", () => {
    expect(reportSections("financial")).toEqual(["financials", "economicOutlook", "opportunities"]);
    expect(reportSections("financial")).not.toContain("risk");
    expect(reportSections("risk")[0]).toBe("risk");
    expect(riskDepth("risk")).toBe("detail");
    expect(riskDepth("comprehensive")).toBe("detail");
  });

  it("differ from each other and repeat no section", () => {
    const all = REPORT_TYPES.map((type) => reportSections(type).join());
    expect(new Set(all).size).toBe(REPORT_TYPES.length);
    for (const type of REPORT_TYPES) {
      expect(new Set(reportSections(type)).size).toBe(reportSections(type).length);
    }
  });
});

describe("the risk a strategy answers first", () => {
  it("is the highest, political before regulatory before economic on a tie, none when all are low", () => {
    expect(leadingRisk({ political: "low", regulatory: "low", economic: "low" })).toBeNull();
    expect(leadingRisk({ political: "low", regulatory: "medium", economic: "low" })).toBe("regulatory");
    expect(leadingRisk({ political: "medium", regulatory: "high", economic: "medium" })).toBe("regulatory");
    expect(leadingRisk({ political: "high", regulatory: "high", economic: "high" })).toBe("political");
    expect(leadingRisk({ political: "medium", regulatory: "medium", economic: "high" })).toBe("economic");
    expect(leadingRisk({ political: "low", regulatory: "medium", economic: "medium" })).toBe("regulatory");
  });
});

describe("timelines, names and paths", () => {
  it("reads an opportunity's timeline as years", () => {
    expect(timelineYears("2-3")).toEqual({ from: 2, to: 3 });
    expect(timelineYears("5-7")).toEqual({ from: 5, to: 7 });
  });

  it("names the downloads after the country and type", () => {
    expect(reportPdfFileName("saudi-arabia", "executive")).toBe("saudi-arabia-executive-report.pdf");
    expect(reportCsvFileName("uae")).toBe("uae-report.csv");
    expect(reportPdfPath("uae")).toBe("/regions/country-report/uae/pdf");
    expect(reportCsvPath("uae")).toBe("/regions/country-report/uae/csv");
  });
});
