import { describe, expect, it } from "vitest";
import {
  activeProjects,
  businessEnvironment,
  gdpPerCapitaUsd,
  investmentPipelineUsd,
  opportunityEntries,
  riskAssessment,
  tradeValueUsd,
} from "#app/domain/country-report/country-report.ts";
import type { Country } from "#app/domain/regions/country.ts";

const country = (overrides: Partial<Country> = {}): Country => ({
  id: "testland",
  slug: "testland",
  code: "TL",
  capitalShown: true,
  category: "gcc",
  priority: "high",
  status: "active",
  gdpUsd: 500_000_000_000,
  population: 10_000_000,
  marketPotential: "very-high",
  opportunities: ["fintech", "smart-cities", "cybersecurity", "logistics"],
  ...overrides,
});

describe("money derived from GDP (spec 001 §9)", () => {
  it("GDP per capita is GDP divided by population, in whole dollars", () => {
    expect(gdpPerCapitaUsd(country())).toBe(50_000);
    expect(gdpPerCapitaUsd(country({ gdpUsd: 100, population: 3 }))).toBe(33);
    expect(() => gdpPerCapitaUsd(country({ population: 0 }))).toThrow();
  });

  it("trade value is 5 % of GDP", () => {
    expect(tradeValueUsd(country())).toBe(25_000_000_000);
    expect(tradeValueUsd(country({ gdpUsd: 44_700_000_000 }))).toBe(2_235_000_000);
  });

  it("the investment pipeline is 2 % of GDP", () => {
    expect(investmentPipelineUsd(country())).toBe(10_000_000_000);
    expect(investmentPipelineUsd(country({ gdpUsd: 17_900_000_000 }))).toBe(358_000_000);
  });
});

describe("active projects", () => {
  it("are 3 times the number of high-priority countries", () => {
    const list = [
      country({ priority: "high" }),
      country({ priority: "medium" }),
      country({ priority: "high" }),
      country({ priority: "low" }),
    ];
    expect(activeProjects(list)).toBe(6);
    expect(activeProjects([])).toBe(0);
    expect(activeProjects([country({ priority: "low" })])).toBe(0);
  });
});

describe("opportunity entries", () => {
  it("are the first three opportunities, 1 % of GDP x (3 - position), on 2-3, 3-5 and 5-7 year timelines", () => {
    expect(opportunityEntries(country())).toEqual([
      { sector: "fintech", priority: "high", timeline: "2-3", investmentUsd: 15_000_000_000 },
      { sector: "smart-cities", priority: "medium", timeline: "3-5", investmentUsd: 10_000_000_000 },
      { sector: "cybersecurity", priority: "low", timeline: "5-7", investmentUsd: 5_000_000_000 },
    ]);
  });

  it("are fewer when the country lists fewer opportunities", () => {
    const entries = opportunityEntries(country({ opportunities: ["water"] }));
    expect(entries).toEqual([
      { sector: "water", priority: "high", timeline: "2-3", investmentUsd: 15_000_000_000 },
    ]);
    expect(opportunityEntries(country({ opportunities: [] }))).toEqual([]);
  });
});

describe("risk assessment", () => {
  it.each([
    ["active", "low"],
    ["developing", "medium"],
    ["monitoring", "high"],
  ] as const)("political risk of a %s country is %s", (status, risk) => {
    expect(riskAssessment(country({ status })).political).toBe(risk);
  });

  it.each([
    ["gcc", "low"],
    ["levant", "high"],
    ["north-africa", "medium"],
    ["other", "medium"],
  ] as const)("regulatory risk of a %s country is %s", (category, risk) => {
    expect(riskAssessment(country({ category })).regulatory).toBe(risk);
  });

  it.each([
    ["high", "low"],
    ["medium", "medium"],
    ["low", "high"],
  ] as const)("economic risk of a %s-priority country is %s (decision 021)", (priority, risk) => {
    expect(riskAssessment(country({ priority })).economic).toBe(risk);
  });

  it("combines the three independently", () => {
    expect(riskAssessment(country({ status: "monitoring", category: "gcc", priority: "medium" }))).toEqual({
      political: "high",
      regulatory: "low",
      economic: "medium",
    });
  });
});

describe("business environment", () => {
  it("is Excellent for high priority, Good for medium, Developing otherwise", () => {
    expect(businessEnvironment("high")).toBe("excellent");
    expect(businessEnvironment("medium")).toBe("good");
    expect(businessEnvironment("low")).toBe("developing");
  });
});
