import { describe, expect, it } from "vitest";
import { computeMarketSizing, summarizeMarketSizing } from "#app/domain/tools/market-sizing.ts";
import { computePaymentsPlan, summarizePaymentsPlan } from "#app/domain/tools/payments-planner.ts";
import { computeRoi, RoiInputSchema, summarizeRoi } from "#app/domain/tools/roi.ts";
import { CALCULATOR_TYPES, isToolId, leadSourceOf, TOOL_IDS, toolOfTab } from "#app/domain/tools/tool-ids.ts";
import { referencedKey, TOOLS, toolFormSchema, translatedValue } from "#app/domain/tools/tools.ts";

const roiForm = { revenue: "1000000", growth: "50", size: "medium", budget: "100000", months: "12" };

describe("the tools registry", () => {
  it("knows the three tabs in the page's order, ROI first", () => {
    expect(TOOL_IDS).toEqual(["roi", "market-sizing", "payments"]);
    expect(Object.keys(TOOLS).sort()).toEqual([...TOOL_IDS].sort());
  });

  it("reads the tab from the URL, ROI for anything unknown", () => {
    expect(toolOfTab("market-sizing")).toBe("market-sizing");
    expect(toolOfTab("payments")).toBe("payments");
    expect(toolOfTab("roi")).toBe("roi");
    for (const tab of [null, undefined, "", "ROI", "payments-planner", "constructor", "__proto__"]) {
      expect(toolOfTab(tab), String(tab)).toBe("roi");
    }
    expect(isToolId("toString")).toBe(false);
  });

  it("stores each tool under the spec's calculator_type", () => {
    expect(CALCULATOR_TYPES).toEqual({
      roi: "roi",
      "market-sizing": "market_sizing",
      payments: "payments_planner",
    });
  });

  it("names the lead source tools_<tab> in the lead form's alphabet", () => {
    expect(TOOL_IDS.map(leadSourceOf)).toEqual(["tools_roi", "tools_market_sizing", "tools_payments"]);
    for (const id of TOOL_IDS) expect(leadSourceOf(id)).toMatch(/^[a-z0-9_]{1,64}$/);
  });

  it("wires each tool to its own schema, computation and summary", () => {
    expect(TOOLS.roi).toMatchObject({ schema: RoiInputSchema, compute: computeRoi, summarize: summarizeRoi });
    expect(TOOLS["market-sizing"]).toMatchObject({
      compute: computeMarketSizing,
      summarize: summarizeMarketSizing,
    });
    expect(TOOLS.payments).toMatchObject({ compute: computePaymentsPlan, summarize: summarizePaymentsPlan });
  });
});

describe("a tool's form", () => {
  it("calculates without an e-mail address and saves only with one", () => {
    const schema = toolFormSchema("roi");
    const calculated = schema.safeParse({ tool: "roi", intent: "calculate", ...roiForm });
    expect(calculated.success).toBe(true);
    expect(calculated.data).toMatchObject({ tool: "roi", intent: "calculate", revenue: 100_000_000 });
    const unsaved = schema.safeParse({ tool: "roi", intent: "save", ...roiForm });
    expect(unsaved.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["email", "emailRequired"],
    ]);
    const bad = schema.safeParse({ tool: "roi", intent: "save", email: "not an address", ...roiForm });
    expect(bad.error?.issues[0]?.message).toBe("emailInvalid");
    const saved = schema.safeParse({ tool: "roi", intent: "save", email: " Ana@Example.COM ", ...roiForm });
    expect(saved.data).toMatchObject({ intent: "save", email: "ana@example.com" });
  });

  it("reports the inputs' errors on their fields and refuses another tool's or a missing intent", () => {
    const schema = toolFormSchema("roi");
    const invalid = schema.safeParse({ tool: "roi", intent: "calculate", ...roiForm, growth: "-1" });
    expect(invalid.error?.issues.map((issue) => issue.path.join("."))).toEqual(["growth"]);
    expect(schema.safeParse({ tool: "payments", intent: "calculate", ...roiForm }).success).toBe(false);
    expect(schema.safeParse({ tool: "roi", ...roiForm }).success).toBe(false);
    expect(schema.safeParse({ tool: "roi", intent: "delete", ...roiForm }).success).toBe(false);
  });

  it("drops results sent with the inputs: only the inputs are kept", () => {
    const parsed = toolFormSchema("roi").parse({
      tool: "roi",
      intent: "calculate",
      ...roiForm,
      projectedRevenue: "999999999",
      roiPercent: "10000",
    });
    expect(parsed).not.toHaveProperty("projectedRevenue");
    expect(parsed).not.toHaveProperty("roiPercent");
  });
});

describe("summary values", () => {
  it("tell a translation reference from text to show as it is", () => {
    expect(referencedKey(translatedValue("tools:roi.sizes.large"))).toBe("tools:roi.sizes.large");
    expect(referencedKey("A$1,000")).toBeNull();
  });
});
