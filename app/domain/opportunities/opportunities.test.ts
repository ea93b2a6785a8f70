import { describe, expect, it } from "vitest";
import { SAMPLE_OPPORTUNITIES } from "#app/content/sample-opportunities.ts";
import {
  deadlineInstant,
  matchesTab,
  type OpportunityRecord,
  opportunityTabOf,
  opportunityToday,
  tendersByTab,
  tendersForTab,
} from "#app/domain/opportunities/opportunities.ts";

const record = (overrides: Partial<OpportunityRecord>): OpportunityRecord => ({
  id: overrides.title ?? "x",
  title: "Untitled",
  description: "Text",
  deadline: "2027-01-01",
  department: "Department of Finance",
  active: true,
  ...overrides,
});

describe("opportunity tabs", () => {
  it("reads the tab from the URL, the Defence tab by default", () => {
    expect(opportunityTabOf("cyber-ai")).toBe("cyber-ai");
    expect(opportunityTabOf("training-sim")).toBe("training-sim");
    expect(opportunityTabOf(null)).toBe("defence");
    expect(opportunityTabOf("Cyber-AI")).toBe("defence");
    expect(opportunityTabOf("javascript:alert(1)")).toBe("defence");
  });

  it("matches Defence on the department, the others on the title, ignoring case", () => {
    expect(matchesTab(record({ department: "Department of Defence – Navy" }), "defence")).toBe(true);
    expect(matchesTab(record({ department: "department of defence" }), "defence")).toBe(true);
    expect(matchesTab(record({ title: "Defence Cyber Range" }), "defence")).toBe(false);
    expect(matchesTab(record({ title: "CYBER range" }), "cyber-ai")).toBe(true);
    expect(matchesTab(record({ title: "Applied AI" }), "cyber-ai")).toBe(true);
    expect(matchesTab(record({ title: "Threat Intelligence" }), "cyber-ai")).toBe(true);
    // A substring match, as the spec's reads are: "Training" contains "ai".
    expect(matchesTab(record({ title: "Pilot Training" }), "cyber-ai")).toBe(true);
    expect(matchesTab(record({ title: "Payroll Upgrade" }), "cyber-ai")).toBe(false);
    for (const title of ["Crew TRAINING", "Flight Simulation", "Space Tracking"])
      expect(matchesTab(record({ title }), "training-sim")).toBe(true);
    expect(matchesTab(record({ title: "Office Fit-out" }), "training-sim")).toBe(false);
  });
});

describe("a tab's tenders", () => {
  const records = [
    record({ title: "Cyber Late", deadline: "2027-05-01" }),
    record({ title: "Cyber Early", deadline: "2027-02-01" }),
    record({ title: "Cyber Middle", deadline: "2027-03-01" }),
    record({ title: "Cyber Inactive", deadline: "2027-01-15", active: false }),
    record({ title: "Cyber Closed", deadline: "2026-11-24" }),
    record({ title: "Cyber Today", deadline: "2026-11-26" }),
  ];

  it("keeps the two soonest-closing open ones: active, deadline today or later", () => {
    expect(tendersForTab(records, "cyber-ai", "2026-11-26").map((t) => t.title)).toEqual([
      "Cyber Today",
      "Cyber Early",
    ]);
    // The next day, today's tender has closed.
    expect(tendersForTab(records, "cyber-ai", "2026-11-27").map((t) => t.title)).toEqual([
      "Cyber Early",
      "Cyber Middle",
    ]);
  });

  it("answers only what a tab shows: title, department, description, deadline", () => {
    const [first] = tendersForTab(records, "cyber-ai", "2026-11-26");
    expect(Object.keys(first!).sort()).toEqual(["deadline", "department", "description", "title"]);
  });

  it("orders equal deadlines by title", () => {
    const tied = [
      record({ title: "Cyber B", deadline: "2027-02-01" }),
      record({ title: "Cyber A", deadline: "2027-02-01" }),
    ];
    expect(tendersForTab(tied, "cyber-ai", "2027-01-01").map((t) => t.title)).toEqual(["Cyber A", "Cyber B"]);
  });

  it("answers an empty tab when nothing fits", () => {
    expect(tendersForTab(records, "training-sim", "2026-11-26")).toEqual([]);
  });
});

describe("the built-in sample tenders (the fallback)", () => {
  it("fill each tab with two fitting tenders, by the same rules", () => {
    const tabs = tendersByTab(SAMPLE_OPPORTUNITIES, "2026-11-26");
    expect(tabs.defence.map((t) => t.title)).toEqual([
      "Secure Logistics Data Platform Modernisation",
      "Maritime Surveillance Sensor Integration",
    ]);
    expect(tabs["cyber-ai"].map((t) => t.title)).toEqual([
      "Cyber Threat Intelligence Platform",
      "AI Document Triage Pilot",
    ]);
    expect(tabs["training-sim"].map((t) => t.title)).toEqual([
      "Synthetic Training Environment for Land Forces",
      "Space Domain Awareness Simulation Services",
    ]);
  });

  it("drop samples whose deadline has passed", () => {
    const tabs = tendersByTab(SAMPLE_OPPORTUNITIES, "2027-02-01");
    expect(tabs["cyber-ai"].map((t) => t.deadline).every((d) => d >= "2027-02-01")).toBe(true);
    expect(tabs["cyber-ai"][0]!.title).toBe("AI Document Triage Pilot");
    expect(tendersByTab(SAMPLE_OPPORTUNITIES, "2030-01-01")).toEqual({
      defence: [],
      "cyber-ai": [],
      "training-sim": [],
    });
  });
});

describe("today in Sydney", () => {
  it("is Sydney's date, not UTC's", () => {
    // 14:30 UTC on 25 November is 01:30 on 26 November in Sydney (daylight saving, UTC+11).
    expect(opportunityToday(new Date("2026-11-25T14:30:00Z"))).toBe("2026-11-26");
    expect(opportunityToday(new Date("2026-11-25T12:59:00Z"))).toBe("2026-11-25");
    // Winter: UTC+10.
    expect(opportunityToday(new Date("2026-06-30T14:00:00Z"))).toBe("2026-07-01");
  });

  it("turns a deadline into a date that formats as itself in UTC", () => {
    const format = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "UTC" });
    expect(format.format(deadlineInstant("2027-01-29"))).toBe("29 January 2027");
  });
});
