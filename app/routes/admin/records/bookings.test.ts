/**
 * `/admin/bookings` on both databases: upcoming first (soonest first), then past (latest first), cancelled ones
 * marked; the filters; and staff cancelling through the visitor's own path: slot freed, the visitor's CANCEL invite
 * queued, audited in the same transaction, harmless twice, refused for a demo that has begun.
 */
import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoDates, demoSlots } from "#app/domain/demo-scheduler/demo-slots.ts";
import { action, loader } from "#app/routes/admin/records/bookings.tsx";
import { auditLog, demoBookings, outbox } from "#app/server/db/schema/index.ts";
import { takenSlots } from "#app/server/demo-scheduler/bookings.server.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const HOUR = 3_600_000;
const visitor = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  company: `${name} Pty Ltd`,
});

describe.each(TEST_BACKENDS)("/admin/bookings on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;

  /** Two upcoming, two past and one cancelled booking, relative to now. */
  async function seed() {
    const now = Date.now();
    const rows = await db()
      .insert(demoBookings)
      .values([
        { ...visitor("Later"), slotStart: new Date(now + 48 * HOUR) },
        {
          ...visitor("Soon"),
          slotStart: new Date(now + 2 * HOUR),
          country: "saudi-arabia",
          timeZone: "Europe/London",
        },
        { ...visitor("Yesterday"), slotStart: new Date(now - 24 * HOUR) },
        { ...visitor("Lastweek"), slotStart: new Date(now - 7 * 24 * HOUR) },
        { ...visitor("Dropped"), slotStart: new Date(now + 24 * HOUR), cancelledAt: new Date(now - HOUR) },
        {
          ...visitor("Waiting"),
          slotStart: new Date(now + 72 * HOUR),
          heldUntil: new Date(now + 0.5 * HOUR),
        },
      ])
      .returning();
    return Object.fromEntries(rows.map((row) => [row.name, row]));
  }

  it("lists upcoming bookings soonest first, then past ones latest first, in Sydney time", async () => {
    await seed();
    const admin = await staffBrowser();
    const { data } = await admin.call(loader, "/admin/bookings");
    expect(data.rows.map((row) => [row.name, row.state])).toEqual([
      ["Soon", "upcoming"],
      ["Dropped", "cancelled"],
      ["Later", "upcoming"],
      ["Waiting", "held"],
      ["Yesterday", "past"],
      ["Lastweek", "past"],
    ]);
    const soon = data.rows[0]!;
    expect(soon.slot.time).toMatch(/^\d\d:\d\d [AP]M AE[DS]T$/);
    expect(soon.slot.local).toMatch(/GMT|BST/);
    expect(soon.about).toBe("Saudi Arabia");
    expect(data.rows[1]!.cancelledAt).toMatch(/AE[DS]T$/);
    expect(data).toMatchObject({ confirm: undefined, done: null, state: null, total: 6 });
    const [view] = await db().select().from(auditLog);
    expect(view).toMatchObject({ action: "view", entity: "bookings", detail: { state: null, page: 1 } });
  });

  it.each([
    ["upcoming", ["Soon", "Later"]],
    ["held", ["Waiting"]],
    ["past", ["Yesterday", "Lastweek"]],
    ["cancelled", ["Dropped"]],
  ])("narrows to %s bookings", async (state, names) => {
    await seed();
    const { data } = await (await staffBrowser()).call(loader, `/admin/bookings?state=${state}`);
    expect(data.rows.map((row) => row.name)).toEqual(names);
  });

  it("shows the booking the confirm step asks about, and says when it names none", async () => {
    const { Soon } = await seed();
    const admin = await staffBrowser();
    const asked = await admin.call(loader, `/admin/bookings?cancel=${Soon!.id}`);
    expect(asked.data.confirm).toMatchObject({ id: Soon!.id, name: "Soon", state: "upcoming" });
    const unknown = await admin.call(loader, "/admin/bookings?cancel=00000000-0000-4000-8000-000000000000");
    expect(unknown.data.confirm).toBeNull();
    const garbage = await admin.call(loader, "/admin/bookings?cancel=nope");
    expect(garbage.data.confirm).toBeNull();
  });

  it("cancels an upcoming booking: slot freed, the visitor's CANCEL invite and the staff notice queued, audited", async () => {
    // A slot the public scheduler offers, so freeing it shows there.
    const slot = demoSlots(demoDates(new Date())[0]!)[3]!.start;
    const [booking] = await db()
      .insert(demoBookings)
      .values({ ...visitor("Ada"), slotStart: slot, language: "ko" })
      .returning();
    const admin = await staffBrowser();
    const day = (offset: number) => new Date(slot.getTime() + offset * HOUR);
    expect((await takenSlots(db(), day(-1), day(1))).has(slot.getTime())).toBe(true);

    const answer = await admin.call(action, `/admin/bookings?state=upcoming&cancel=${booking!.id}`, {
      intent: "cancel",
      bookingId: booking!.id,
    });
    expect(answer.location).toBe("/admin/bookings?state=upcoming&done=cancelled");

    const [stored] = await db().select().from(demoBookings).where(eq(demoBookings.id, booking!.id));
    expect(stored!.cancelledAt).toBeInstanceOf(Date);
    expect((await takenSlots(db(), day(-1), day(1))).has(slot.getTime())).toBe(false);

    const mails = await db().select().from(outbox);
    const toVisitor = mails.filter((mail) => mail.toAddress === "ada@example.com");
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    expect(mails.filter((mail) => mail.toAddress !== "ada@example.com")).toHaveLength(1); // the staff notice

    const updates = await db().select().from(auditLog).where(eq(auditLog.action, "update"));
    expect(updates).toEqual([
      expect.objectContaining({
        entity: "booking",
        entityId: booking!.id,
        actorId: admin.signedInAs!.id,
        detail: { status: "cancelled" },
      }),
    ]);

    const page = await admin.call(loader, "/admin/bookings?state=upcoming&done=cancelled");
    expect(page.data.done).toBe("cancelled");
    expect(page.data.rows).toEqual([]);
  });

  it("cancelling twice is harmless: no second mail, no second audit row", async () => {
    const { Later } = await seed();
    const admin = await staffBrowser();
    await admin.call(action, "/admin/bookings", { intent: "cancel", bookingId: Later!.id });
    const mails = await db().$count(outbox);
    const again = await admin.call(action, "/admin/bookings", { intent: "cancel", bookingId: Later!.id });
    expect(again.location).toBe("/admin/bookings?done=already");
    expect(await db().$count(outbox)).toBe(mails);
    expect(await db().$count(auditLog, eq(auditLog.action, "update"))).toBe(1);
  });

  it("refuses a demo that has begun, and a booking that does not exist, changing nothing", async () => {
    const { Yesterday } = await seed();
    const admin = await staffBrowser();
    const past = await admin.call(action, "/admin/bookings", { intent: "cancel", bookingId: Yesterday!.id });
    expect(past.status).toBe(409);
    expect(past.data?.result.error?.[""]).toEqual(["bookingPast"]);
    const missing = await admin.call(action, "/admin/bookings", {
      intent: "cancel",
      bookingId: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.status).toBe(404);
    const malformed = await admin.call(action, "/admin/bookings", { intent: "cancel", bookingId: "nope" });
    expect(malformed.status).toBe(400);
    expect(await db().$count(outbox)).toBe(0);
    expect(await db().$count(auditLog, eq(auditLog.action, "update"))).toBe(0);
    const [stored] = await db().select().from(demoBookings).where(eq(demoBookings.id, Yesterday!.id));
    expect(stored!.cancelledAt).toBeNull();
  });

  it("releases the ticked bookings in bulk: a confirmed one's visitor is mailed, a hold goes quietly, audited", async () => {
    const { Soon, Waiting, Yesterday } = await seed();
    const admin = await staffBrowser();
    const answer = await admin.call(action, "/admin/bookings?state=upcoming", {
      intent: "release",
      bookingIds: [Soon!.id, Waiting!.id, Yesterday!.id],
    });
    expect(answer.location).toBe("/admin/bookings?state=upcoming&done=released");
    const rows = await db().select().from(demoBookings);
    const cancelled = rows.filter((row) => row.cancelledAt && row.name !== "Dropped").map((row) => row.name);
    expect(cancelled.sort()).toEqual(["Soon", "Waiting"]); // a demo that has begun is left as it is
    const mails = await db().select().from(outbox);
    expect(mails.filter((mail) => mail.toAddress === "soon@example.com")).toHaveLength(1);
    expect(mails.filter((mail) => mail.toAddress === "waiting@example.com")).toHaveLength(0);
    const audited = await db().select().from(auditLog).where(eq(auditLog.entity, "booking"));
    expect(audited.map((row) => row.entityId).sort()).toEqual([Soon!.id, Waiting!.id].sort());
    const none = await admin.call(action, "/admin/bookings", { intent: "release" });
    expect(none.status).toBe(400);
    expect(none.data.result.error).toEqual({ "": ["nothingSelected"] });
  });

  it("releases every unconfirmed hold in one step, and only those", async () => {
    const { Waiting } = await seed();
    await db()
      .insert(demoBookings)
      .values({
        ...visitor("Other"),
        slotStart: new Date(Date.now() + 96 * HOUR),
        heldUntil: new Date(Date.now() - HOUR),
      });
    const answer = await (await staffBrowser()).call(action, "/admin/bookings", { intent: "releaseHolds" });
    expect(answer.location).toBe("/admin/bookings?done=released");
    const live = await db().select().from(demoBookings).where(isNull(demoBookings.cancelledAt));
    expect(live.map((row) => row.name).sort()).toEqual(["Lastweek", "Later", "Soon", "Yesterday"]);
    expect(live.some((row) => row.id === Waiting!.id)).toBe(false);
    expect(await db().$count(outbox)).toBe(0);
  });

  it("goes back to the list in the page's language", async () => {
    const { Soon } = await seed();
    const admin = await staffBrowser();
    const answer = await admin.call(action, "/ar/admin/bookings", { intent: "cancel", bookingId: Soon!.id });
    expect(answer.location).toBe("/ar/admin/bookings?done=cancelled");
  });
});
