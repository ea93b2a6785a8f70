import { describe, expect, it, vi } from "vitest";
import { SAMPLE_OPPORTUNITIES } from "#app/content/sample-opportunities.ts";
import { type OpportunityRecord, tendersByTab } from "#app/domain/opportunities/opportunities.ts";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { opportunities } from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { readOpportunities } from "#app/server/opportunities/opportunities.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const TODAY = "2026-11-26";

const tender = (id: string, overrides: Partial<OpportunityRecord>): OpportunityRecord => ({
  id,
  title: id,
  description: `About ${id}`,
  deadline: "2027-03-01",
  department: "Department of Finance",
  active: true,
  ...overrides,
});

const titles = (list: readonly { title: string }[]) => list.map((entry) => entry.title);

describe.each(TEST_BACKENDS)("opportunity reads on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("gives each tab the seed's two soonest-closing fitting tenders", async () => {
    await seedDatabase(database().db);
    const tabs = await readOpportunities(TODAY);
    expect(tabs).toEqual(tendersByTab(SAMPLE_OPPORTUNITIES, TODAY));
    expect(titles(tabs.defence)).toEqual([
      "Secure Logistics Data Platform Modernisation",
      "Maritime Surveillance Sensor Integration",
    ]);
    expect(tabs.defence[0]).toEqual({
      title: "Secure Logistics Data Platform Modernisation",
      department: "Department of Defence",
      description: expect.stringContaining("Defence estate"),
      deadline: "2027-03-12",
    });
  });

  it("matches titles whatever their case, and Defence anywhere in the department", async () => {
    await database()
      .db.insert(opportunities)
      .values([
        tender("CYBERSECURITY OPERATIONS CENTRE", { deadline: "2027-01-10" }),
        tender("Applied Ai Assistants", { deadline: "2027-01-11" }),
        tender("Threat intelligence feeds", { deadline: "2027-01-12" }),
        tender("space launch SIMULATION", { deadline: "2027-01-10" }),
        tender("Radar upgrade", { deadline: "2027-01-09", department: "Department of Defence – Air Force" }),
        tender("Records storage", { deadline: "2027-01-08" }),
      ]);
    const tabs = await readOpportunities(TODAY);
    expect(titles(tabs["cyber-ai"])).toEqual(["CYBERSECURITY OPERATIONS CENTRE", "Applied Ai Assistants"]);
    expect(titles(tabs["training-sim"])).toEqual(["space launch SIMULATION"]);
    expect(titles(tabs.defence)).toEqual(["Radar upgrade"]);
  });

  it("leaves out inactive tenders and those whose deadline has passed; today's is still open", async () => {
    await database()
      .db.insert(opportunities)
      .values([
        tender("Cyber closed yesterday", { deadline: "2026-11-25" }),
        tender("Cyber closing today", { deadline: TODAY }),
        tender("Cyber withdrawn", { deadline: "2026-12-01", active: false }),
        tender("Cyber next year", { deadline: "2027-02-01" }),
        tender("Cyber later", { deadline: "2027-06-01" }),
      ]);
    expect(titles((await readOpportunities(TODAY))["cyber-ai"])).toEqual([
      "Cyber closing today",
      "Cyber next year",
    ]);
    expect(titles((await readOpportunities("2026-11-27"))["cyber-ai"])).toEqual([
      "Cyber next year",
      "Cyber later",
    ]);
  });

  it("answers empty tabs when nothing is open", async () => {
    expect(await readOpportunities(TODAY)).toEqual({ defence: [], "cyber-ai": [], "training-sim": [] });
  });

  it("answers the built-in sample tenders, filtered the same way, and warns, when the database fails", async () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    const tabs = await readOpportunities("2027-02-01");
    expect(tabs).toEqual(tendersByTab(SAMPLE_OPPORTUNITIES, "2027-02-01"));
    // The Cyber Threat Intelligence sample closed on 29 January 2027: not shown.
    expect(titles(tabs["cyber-ai"])).not.toContain("Cyber Threat Intelligence Platform");
    expect(tabs.defence).toHaveLength(2);
    expect(warned).toHaveBeenCalledWith({ error: "Error" }, "Error fetching opportunities");
    warned.mockRestore();
  });
});
