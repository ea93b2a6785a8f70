import { inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { loader } from "#app/routes/marketing/about.tsx";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { partners } from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { TEST_ORIGIN } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("/about loader on %s", (backend) => {
  const database = useTestDatabase(backend);

  const about = (path = "/about") => loader({ request: new Request(`${TEST_ORIGIN}${path}`) } as never);
  const names = async () => (await about()).partners.map((partner) => partner.name);

  it("names six active partners from the directory, best partnership level first, the seed's marked as samples", async () => {
    await seedDatabase(database().db);
    expect((await about()).partners.every((partner) => partner.isSample)).toBe(true);
    expect(await names()).toEqual([
      "Coral Sea Cyber",
      "Northbridge Systems Integration",
      "Gibber Plains Energy Systems",
      "Harbourline Health Technologies",
      "Kestrel Compliance Advisory",
      "Brindabella Defence Consulting",
    ]);
  });

  it("shows what the directory holds when it has fewer than six", async () => {
    await seedDatabase(database().db);
    await database()
      .db.update(partners)
      .set({ isActive: false })
      .where(
        inArray(partners.name, [
          "Coral Sea Cyber",
          "Gibber Plains Energy Systems",
          "Kestrel Compliance Advisory",
        ]),
      );
    expect(await names()).toEqual([
      "Northbridge Systems Integration",
      "Harbourline Health Technologies",
      "Brindabella Defence Consulting",
      "Lorikeet Learning Distribution",
    ]);
  });

  it("still names six firms, from the built-in list, when the database cannot be read", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    const partnerNames = await names();
    expect(partnerNames).toHaveLength(6);
    expect(partnerNames[0]).toBe("Coral Sea Cyber");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
