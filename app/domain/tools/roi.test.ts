import { describe, expect, it } from "vitest";
import {
  computeRoi,
  formatMonths,
  formatPercent,
  ROI_LIMITS,
  RoiInputSchema,
  SIZE_MULTIPLIERS,
  summarizeRoi,
} from "#app/domain/tools/roi.ts";
import { referencedKey } from "#app/domain/tools/summary.ts";
import { ROI_FORM, ROI_INPUT } from "#tests/support/tool-forms.ts";

const parse = (values: Record<string, string>) => RoiInputSchema.safeParse(values);
const input = (values: Record<string, string>) => {
  const parsed = parse(values);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
};
/** The message key of each field the schema refuses. */
const errorsOf = (values: Record<string, string>) => {
  const parsed = parse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe("the ROI calculator's formulas (spec 001 §9)", () => {
  it("works the spec's example: A$1m revenue, 50 % growth, medium company, A$100k budget, 12 months", () => {
    const result = computeRoi(input(ROI_FORM));
    // 1,000,000 × 50 % × 2 × 12/12 = 1,000,000
    expect(result.projectedRevenue).toBe(100_000_000);
    expect(result.serviceCost).toBe(12_000_000); // 12 %
    expect(result.investment).toBe(22_000_000); // 100,000 + 120,000
    expect(result.netGain).toBe(78_000_000);
    expect(result.roiPercent).toBeCloseTo(354.545, 3); // 780,000 / 220,000
    expect(result.monthlyRevenue).toBe(8_333_333); // 1,000,000 / 12
    expect(result.paybackMonths).toBeCloseTo(2.64, 10); // 220,000 / 83,333.33
  });

  it("uses each company size's multiplier", () => {
    expect(SIZE_MULTIPLIERS).toEqual({ startup: 1.2, small: 1.5, medium: 2, large: 3 });
    const projected = (size: string) => computeRoi(input({ ...ROI_FORM, size })).projectedRevenue;
    expect(projected("startup")).toBe(60_000_000); // 1,000,000 × 0.5 × 1.2
    expect(projected("small")).toBe(75_000_000);
    expect(projected("medium")).toBe(100_000_000);
    expect(projected("large")).toBe(150_000_000);
  });

  it("scales the projection with the timeframe: months / 12", () => {
    const projected = (months: string) => computeRoi(input({ ...ROI_FORM, months })).projectedRevenue;
    expect(projected("6")).toBe(50_000_000);
    expect(projected("12")).toBe(100_000_000);
    expect(projected("18")).toBe(150_000_000);
    expect(projected("24")).toBe(200_000_000);
    // payback = investment / (projected / months): 24 months, A$2m projected, A$340k invested → 4.08 months
    const long = computeRoi(input({ ...ROI_FORM, months: "24" }));
    expect(long.investment).toBe(10_000_000 + 24_000_000);
    expect(long.paybackMonths).toBeCloseTo(4.08, 10);
  });

  it("reports a loss as a negative net gain and ROI, with a payback longer than the timeframe", () => {
    // startup: 100,000 × 10 % × 1.2 × 6/12 = 6,000; service 720; invested 50,720
    const result = computeRoi(
      input({ revenue: "100000", growth: "10", size: "startup", budget: "50000", months: "6" }),
    );
    expect(result.projectedRevenue).toBe(600_000);
    expect(result.serviceCost).toBe(72_000);
    expect(result.investment).toBe(5_072_000);
    expect(result.netGain).toBe(-4_472_000);
    expect(result.roiPercent).toBeCloseTo(-88.17, 2);
    expect(result.paybackMonths).toBeCloseTo(50.72, 10);
  });

  it("rounds to the cent at each step, so every amount is integer cents", () => {
    const result = computeRoi(
      input({ revenue: "1234.57", growth: "33.33", size: "startup", budget: "99.99", months: "18" }),
    );
    for (const cents of [result.projectedRevenue, result.serviceCost, result.investment, result.netGain]) {
      expect(Number.isInteger(cents)).toBe(true);
    }
    // 123,457 cents × 33.33 % × 1.2 × 1.5 = 74,066.9… → 74,067
    expect(result.projectedRevenue).toBe(74_067);
    expect(result.serviceCost).toBe(8_888); // 8,888.04
    expect(result.investment).toBe(9_999 + 8_888);
  });

  it("never gives NaN, Infinity or a negative payback: zero revenue or zero growth has no payback", () => {
    for (const values of [
      { ...ROI_FORM, revenue: "0" },
      { ...ROI_FORM, growth: "0" },
      { ...ROI_FORM, revenue: "0", budget: "0" },
    ]) {
      const result = computeRoi(input(values));
      expect(result.projectedRevenue).toBe(0);
      expect(result.paybackMonths).toBeNull();
      for (const value of Object.values(result)) {
        if (value !== null) expect(Number.isFinite(value)).toBe(true);
      }
    }
    // Nothing invested at all: no ROI either.
    expect(computeRoi(input({ ...ROI_FORM, revenue: "0", budget: "0" })).roiPercent).toBeNull();
    // Revenue but no marketing budget: only the service cost is invested.
    const free = computeRoi(input({ ...ROI_FORM, budget: "0" }));
    expect(free.investment).toBe(12_000_000);
    expect(free.roiPercent).toBeCloseTo((88 / 12) * 100, 6);
    expect(free.paybackMonths).toBeCloseTo(1.44, 10);
  });

  it("stays exact at the largest values allowed", () => {
    const result = computeRoi(
      input({ revenue: "10000000000", growth: "1000", size: "large", budget: "1000000000", months: "24" }),
    );
    // A$10bn × 1,000 % × 3 × 2 = A$600bn
    expect(result.projectedRevenue).toBe(60_000_000_000_000);
    expect(Number.isSafeInteger(result.projectedRevenue)).toBe(true);
    expect(result.investment).toBe(100_000_000_000 + 7_200_000_000_000);
    expect(Number.isFinite(result.paybackMonths!)).toBe(true);
  });
});

describe("the ROI calculator's inputs", () => {
  it("parses the form's strings: amounts to cents, the timeframe to a number", () => {
    expect(input(ROI_FORM)).toEqual(ROI_INPUT);
  });

  it("reads thousands separators, spaces, cents and digits of other scripts", () => {
    expect(input({ ...ROI_FORM, revenue: "1,000,000.50", budget: " 100 000 " })).toMatchObject({
      revenue: 100_000_050,
      budget: 10_000_000,
    });
    expect(input({ ...ROI_FORM, revenue: "١٬٠٠٠٬٠٠٠", growth: "١٢٫٥" })).toMatchObject({
      revenue: 100_000_000,
      growth: 12.5,
    });
    expect(input({ ...ROI_FORM, revenue: "१०००" }).revenue).toBe(100_000);
  });

  it("needs all five fields", () => {
    expect(errorsOf({ revenue: "", growth: " ", size: "", budget: "", months: "" })).toEqual({
      revenue: "revenueRequired",
      growth: "growthRequired",
      size: "sizeRequired",
      budget: "budgetRequired",
      months: "timeframeInvalid",
    });
    expect(errorsOf({})).toMatchObject({ revenue: "revenueRequired", size: "sizeRequired" });
  });

  it("refuses what is not a number", () => {
    for (const text of ["abc", "12abc", "1e6", "0x10", "Infinity", "NaN", "1.2.3", "--5"]) {
      expect(errorsOf({ ...ROI_FORM, revenue: text }).revenue, text).toBe("notNumber");
    }
    expect(errorsOf({ ...ROI_FORM, growth: "fifty" }).growth).toBe("notNumber");
  });

  it("refuses negative amounts and growth", () => {
    expect(errorsOf({ ...ROI_FORM, revenue: "-1", growth: "-5", budget: "-0.01" })).toEqual({
      revenue: "negative",
      growth: "negative",
      budget: "negative",
    });
  });

  it("holds every ceiling, its largest value allowed", () => {
    expect(ROI_LIMITS).toEqual({ revenueMaxDollars: 1e10, growthMaxPercent: 1000, budgetMaxDollars: 1e9 });
    expect(parse({ ...ROI_FORM, revenue: "10000000000", growth: "1000", budget: "1000000000" }).success).toBe(
      true,
    );
    expect(
      errorsOf({ ...ROI_FORM, revenue: "10000000000.01", growth: "1000.1", budget: "1000000001" }),
    ).toEqual({
      revenue: "revenueTooLarge",
      growth: "growthTooLarge",
      budget: "budgetTooLarge",
    });
    expect(errorsOf({ ...ROI_FORM, revenue: "9".repeat(64) }).revenue).toBe("revenueTooLarge");
  });

  it("allows cents but not fractions of a cent", () => {
    expect(parse({ ...ROI_FORM, budget: "0.01" }).success).toBe(true);
    expect(errorsOf({ ...ROI_FORM, budget: "0.001" }).budget).toBe("tooPrecise");
    expect(errorsOf({ ...ROI_FORM, growth: "12.345" }).growth).toBe("tooPrecise");
  });

  it("offers the four sizes and the four timeframes only", () => {
    expect(errorsOf({ ...ROI_FORM, size: "huge" }).size).toBe("sizeRequired");
    for (const months of ["6", "12", "18", "24"]) expect(parse({ ...ROI_FORM, months }).success).toBe(true);
    for (const months of ["0", "3", "13", "36", "twelve", "-12"]) {
      expect(errorsOf({ ...ROI_FORM, months }).months, months).toBe("timeframeInvalid");
    }
  });
});

describe("the ROI calculator's mail summary", () => {
  it("lists every input and result, formatted for the language, words as translation references", () => {
    const roi = input(ROI_FORM);
    const lines = summarizeRoi(roi, computeRoi(roi), "en");
    expect(lines.map((line) => line.label)).toEqual([
      "tools:roi.summary.revenue",
      "tools:roi.summary.growth",
      "tools:roi.summary.size",
      "tools:roi.summary.budget",
      "tools:roi.summary.timeframe",
      "tools:roi.summary.projectedRevenue",
      "tools:roi.summary.serviceCost",
      "tools:roi.summary.investment",
      "tools:roi.summary.netGain",
      "tools:roi.summary.roi",
      "tools:roi.summary.payback",
    ]);
    const values = Object.fromEntries(lines.map((line) => [line.label.split(".").at(-1), line.value]));
    expect(values).toMatchObject({
      revenue: "A$1,000,000",
      growth: "50%",
      budget: "A$100,000",
      timeframe: "12",
      projectedRevenue: "A$1,000,000",
      serviceCost: "A$120,000",
      investment: "A$220,000",
      netGain: "A$780,000",
      roi: "354.5%",
      payback: "2.6",
    });
    expect(referencedKey(values.size!)).toBe("tools:roi.sizes.medium");
  });

  it("says n/a where there is no ROI or payback", () => {
    const roi = input({ ...ROI_FORM, revenue: "0", budget: "0" });
    const lines = summarizeRoi(roi, computeRoi(roi), "ar");
    const last = lines.slice(-2).map((line) => referencedKey(line.value));
    expect(last).toEqual(["tools:roi.notApplicable", "tools:roi.notApplicable"]);
  });

  it("formats percentages and months with Intl for the page's language", () => {
    expect(formatPercent(354.545, "en")).toBe("354.5%");
    expect(formatPercent(-12.5, "en")).toBe("-12.5%");
    expect(formatMonths(2.64, "en")).toBe("2.6");
    expect(formatPercent(50, "ar")).toBe(new Intl.NumberFormat("ar", { style: "percent" }).format(0.5));
  });
});
