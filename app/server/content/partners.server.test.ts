import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { featuredPartnerNames } from "#app/server/content/partners.server.ts";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { partners } from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#app/server/db/test-database.ts";
import { logger } from "#app/server/logger.server.ts";

describe.each(TEST_BACKENDS)("featured partner names on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("names the featured partners still active, by name", async () => {
    await seedDatabase(database().db);
    expect(await featuredPartnerNames()).toEqual([
      "Coral Sea Cyber",
      "Harbourline Health Technologies",
      "Kestrel Compliance Advisory",
      "Northbridge Systems Integration",
    ]);
    await database().db.update(partners).set({ isActive: false }).where(eq(partners.name, "Coral Sea Cyber"));
    expect(await featuredPartnerNames()).not.toContain("Coral Sea Cyber");
  });

  it("answers no names, and logs, when the directory cannot be read", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    expect(await featuredPartnerNames()).toEqual([]);
    expect(logged).toHaveBeenCalledWith({ error: "Error" }, "featured partners not read");
    logged.mockRestore();
  });
});
