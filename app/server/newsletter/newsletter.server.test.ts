import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailSubscriptions, outbox } from "#app/server/db/schema/index.ts";
import { subscribeToNewsletter } from "#app/server/newsletter/newsletter.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("newsletter signup on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("sends at most one confirmation mail per address per hour, and always reports success", async () => {
    for (let i = 0; i < 5; i++)
      expect(await subscribeToNewsletter("ana@example.com", "footer", "en")).toBe(true);
    expect(await subscribeToNewsletter("bo@example.com", "footer", "en")).toBe(true);
    expect((await database().db.select().from(outbox)).map((mail) => mail.toAddress).sort()).toEqual([
      "ana@example.com",
      "bo@example.com",
    ]);

    await database()
      .db.update(emailSubscriptions)
      .set({ confirmationSentAt: sql`now() - interval '61 minutes'` });
    expect(await subscribeToNewsletter("ana@example.com", "footer", "en")).toBe(true);
    expect(await database().db.$count(outbox)).toBe(3);
  });
});
