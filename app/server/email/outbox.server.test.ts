import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "#app/server/db/schema/index.ts";
import {
  enqueueEmail,
  enqueueVisitorEmail,
  type OutgoingEmail,
  VISITOR_MAIL_LIMIT,
} from "#app/server/email/outbox.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const mail = (to: string): OutgoingEmail => ({
  to,
  subject: "Thanks",
  text: "Thanks",
  html: "<p>Thanks</p>",
});

describe.each(TEST_BACKENDS)("mail to a visitor's address on %s (decision 052)", (backend) => {
  const database = useTestDatabase(backend);

  it(`queues at most ${VISITOR_MAIL_LIMIT.mails} a day to one address, in any letter case`, async () => {
    const { db } = database();
    const sent = [];
    for (let i = 0; i < VISITOR_MAIL_LIMIT.mails + 3; i++) {
      sent.push(await enqueueVisitorEmail(db, mail(i % 2 ? "Victim@Example.COM" : "victim@example.com")));
    }
    expect(sent.filter(Boolean)).toHaveLength(VISITOR_MAIL_LIMIT.mails);
    expect(sent.at(-1)).toBe(false);
    expect(await db.$count(outbox)).toBe(VISITOR_MAIL_LIMIT.mails);
    // Another address is not affected.
    expect(await enqueueVisitorEmail(db, mail("someone@example.com"))).toBe(true);
  });

  it("counts every mail the address was sent, and only those of the last day", async () => {
    const { db } = database();
    for (let i = 0; i < VISITOR_MAIL_LIMIT.mails; i++) await enqueueEmail(db, mail("ana@example.com"));
    expect(await enqueueVisitorEmail(db, mail("ana@example.com"))).toBe(false);
    await db
      .update(outbox)
      .set({ createdAt: sql`now() - make_interval(hours => ${VISITOR_MAIL_LIMIT.hours + 1})` });
    expect(await enqueueVisitorEmail(db, mail("ana@example.com"))).toBe(true);
  });

  it("lets concurrent transactions pass the last place only once", async () => {
    const { db } = database();
    for (let i = 0; i < VISITOR_MAIL_LIMIT.mails - 1; i++) await enqueueEmail(db, mail("ana@example.com"));
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction((tx) => enqueueVisitorEmail(tx, mail("ana@example.com"))),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.$count(outbox)).toBe(VISITOR_MAIL_LIMIT.mails);
  });
});
