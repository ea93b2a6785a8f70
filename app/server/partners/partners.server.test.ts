import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { partners } from "#app/server/db/schema/index.ts";
import { SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { featuredPartnerNames, partnerDirectory } from "#app/server/partners/partners.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("featured partner names on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("names the featured partners still active, by name, and never a sample", async () => {
    await seedDatabase(database().db);
    // The seed's firms are all samples: the footer names none of them.
    expect(await featuredPartnerNames()).toEqual([]);
    const real = { ...SAMPLE_PARTNERS[0]!, isActive: true, isFeatured: true };
    await database()
      .db.insert(partners)
      .values([
        { ...real, id: "waratah-cloud", name: "Waratah Cloud" },
        { ...real, id: "banksia-data", name: "Banksia Data" },
        { ...real, id: "mallee-security", name: "Mallee Security", isFeatured: false },
      ]);
    expect(await featuredPartnerNames()).toEqual(["Banksia Data", "Waratah Cloud"]);
    await database().db.update(partners).set({ isActive: false }).where(eq(partners.id, "waratah-cloud"));
    expect(await featuredPartnerNames()).toEqual(["Banksia Data"]);
  });

  it("answers no names, and logs, when the directory cannot be read", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    expect(await featuredPartnerNames()).toEqual([]);
    expect(logged).toHaveBeenCalledWith({ error: "Error" }, "featured partners not read");
    logged.mockRestore();
  });
});

describe.each(TEST_BACKENDS)("partner directory on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("lists the active partners, Premier first, and features at most four of them", async () => {
    await seedDatabase(database().db);
    const directory = await partnerDirectory();
    expect(directory.failed).toBe(false);
    expect(directory.partners.map((p) => [p.name, p.partnershipLevel])).toEqual([
      ["Coral Sea Cyber", "Premier"],
      ["Northbridge Systems Integration", "Premier"],
      ["Gibber Plains Energy Systems", "Gold"],
      ["Harbourline Health Technologies", "Gold"],
      ["Kestrel Compliance Advisory", "Gold"],
      ["Brindabella Defence Consulting", "Silver"],
      ["Lorikeet Learning Distribution", "Silver"],
    ]);
    expect(directory.featured.map((p) => p.id)).toEqual([
      "p-coral-sea-cyber",
      "p-northbridge",
      "p-harbourline",
      "p-kestrel-advisory",
    ]);
    // What reaches the page: the directory's fields, the sample mark and the logo, never the internal flags.
    expect(Object.keys(directory.partners[0]!).sort()).toEqual([
      "category",
      "description",
      "id",
      "imageId",
      "industry",
      "isFeatured",
      "isSample",
      "name",
      "partnershipLevel",
      "specialty",
      "website",
    ]);
  });

  it("marks the seed's firms as samples, and a firm saved under an id of its own as none", async () => {
    await seedDatabase(database().db);
    await database()
      .db.insert(partners)
      .values({ ...SAMPLE_PARTNERS[0]!, id: "waratah-cloud", name: "Waratah Cloud", isActive: true });
    const { partners: listed } = await partnerDirectory();
    expect(listed.filter((p) => !p.isSample).map((p) => p.id)).toEqual(["waratah-cloud"]);
    expect(listed.filter((p) => p.isSample)).toHaveLength(7);
  });

  it("reads the table as it is now: inactive partners leave, a fifth featured partner waits its turn", async () => {
    await seedDatabase(database().db);
    await database().db.update(partners).set({ isActive: false }).where(eq(partners.id, "p-coral-sea-cyber"));
    await database()
      .db.update(partners)
      .set({ isFeatured: true })
      .where(inArray(partners.id, ["p-brindabella", "p-gibber-plains"]));
    const directory = await partnerDirectory();
    expect(directory.partners.map((p) => p.id)).not.toContain("p-coral-sea-cyber");
    expect(directory.featured.map((p) => p.id)).toEqual([
      "p-northbridge",
      "p-gibber-plains",
      "p-harbourline",
      "p-kestrel-advisory",
    ]);
  });

  it("answers an empty directory with nothing featured when the table is empty", async () => {
    expect(await partnerDirectory()).toEqual({ partners: [], featured: [], failed: false });
  });

  it("answers the built-in list with the failure flag, and logs, when the database fails", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    const directory = await partnerDirectory();
    expect(directory.failed).toBe(true);
    // The built-in list's active partners: the seed's, less the one marked inactive.
    expect(directory.partners).toHaveLength(SAMPLE_PARTNERS.filter((p) => p.isActive).length);
    expect(directory.partners.map((p) => p.id)).not.toContain("p-tasman-channel");
    expect(directory.featured).toHaveLength(4);
    expect(directory.partners.every((p) => p.isSample)).toBe(true);
    expect(logged).toHaveBeenCalledWith({ error: "Error" }, "partner directory not read");
    logged.mockRestore();
  });
});
