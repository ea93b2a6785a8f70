import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { demoDates, demoSlots } from "#app/domain/demo-scheduler/demo-slots.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { action, loader } from "#app/routes/demo-scheduler/demo-scheduler.tsx";
import {
  action as cancelAction,
  loader as cancelLoader,
} from "#app/routes/demo-scheduler/demo-scheduler-cancel.tsx";
import {
  action as confirmAction,
  loader as confirmLoader,
} from "#app/routes/demo-scheduler/demo-scheduler-confirm.tsx";
import { demoBookings, outbox } from "#app/server/db/schema/index.ts";
import { holdDemo } from "#app/server/demo-scheduler/bookings.server.ts";
import { bookingIdOf, cancelToken, confirmToken } from "#app/server/demo-scheduler/tokens.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const visitor = { name: "Ada Lovelace", email: "Ada@Example.com", company: "Analytical Engines" };

/** The first offered date and its slots, as the page offers them now. */
function firstDate() {
  const date = demoDates(new Date())[0]!;
  return { date, slots: demoSlots(date) };
}

const booking = (extra: Record<string, string> = {}) => ({
  intent: "book",
  ...visitor,
  date: firstDate().date,
  time: "10:00",
  country: "saudi-arabia",
  plan: "growth-plan",
  customer: "acme-7",
  tz: "Europe/London",
  ...extra,
});

const query = (location: string | null) => new URL(location ?? "", "http://x").searchParams;

function parseInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), event };
}

describe.each(TEST_BACKENDS)("/demo-scheduler on %s", (backend) => {
  const database = useTestDatabase(backend);

  /** Confirms the only hold there is, as its mail's link would: the confirm page's button. */
  async function confirmTheHold(lang = "") {
    const [hold] = await database().db.select().from(demoBookings);
    return new TestBrowser().call(confirmAction, `${lang}/demo-scheduler/confirm`, {
      token: confirmToken(hold!.id),
    });
  }

  it("moves from the info step to the date step with the details and where the visitor came from", async () => {
    const answer = await new TestBrowser().call(action, "/demo-scheduler?country=saudi-arabia", {
      intent: "info",
      ...visitor,
      country: "saudi-arabia",
      customer: "acme-7",
      tz: "Europe/London",
    });
    expect(answer.status).toBe(302);
    expect(answer.location?.startsWith("/demo-scheduler?")).toBe(true);
    expect(Object.fromEntries(query(answer.location))).toEqual({
      step: "date",
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      tz: "Europe/London",
      country: "saudi-arabia",
      customer: "acme-7",
    });
  });

  it("refuses missing details with the translated keys, the values kept", async () => {
    const answer = await new TestBrowser().call(action, "/ar/demo-scheduler", {
      intent: "info",
      name: "",
      email: "a@b.co, c@d.co",
      company: "Acme",
    });
    expect(answer.status).toBe(400);
    const result = (answer.data as { result: { error: Record<string, string[]> } }).result;
    expect(result.error).toEqual({ name: ["nameRequired"], email: ["emailInvalid"] });
  });

  it("sends a later step reached without its inputs back to the first one missing", async () => {
    const browser = new TestBrowser();
    const noInfo = await browser.call(loader, "/demo-scheduler?step=confirm&country=qatar");
    expect(noInfo.status).toBe(302);
    expect(Object.fromEntries(query(noInfo.location))).toEqual({ country: "qatar", notice: "infoRequired" });
    const info = new URLSearchParams(visitor).toString();
    const noDate = await browser.call(loader, `/ko/demo-scheduler?step=time&${info}`);
    expect(noDate.location?.startsWith("/ko/demo-scheduler?")).toBe(true);
    expect(query(noDate.location).get("step")).toBe("date");
    expect(query(noDate.location).get("notice")).toBe("dateRequired");
    const weekend = await browser.call(loader, `/demo-scheduler?step=time&${info}&date=2026-11-28`);
    expect(query(weekend.location).get("step")).toBe("date");
    const noTime = await browser.call(
      loader,
      `/demo-scheduler?step=confirm&${info}&date=${firstDate().date}`,
    );
    expect(query(noTime.location).get("step")).toBe("time");
    expect(query(noTime.location).get("notice")).toBe("timeRequired");
    // The info step, reached so, shows the fields' errors.
    const back = await browser.call(loader, "/demo-scheduler?name=Ada&notice=infoRequired");
    expect(back.data.infoAnswer?.result.error).toMatchObject({ email: ["emailRequired"] });
    expect(back.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("offers 14 weekdays and 8 labelled slots, in the visitor's time too; what it is about", async () => {
    const info = new URLSearchParams({ ...visitor, tz: "Asia/Tokyo", country: "saudi-arabia" }).toString();
    const dates = await new TestBrowser().call(loader, `/demo-scheduler?step=date&${info}`);
    expect(dates.data.dates).toHaveLength(14);
    expect(dates.data.about).toBe("Saudi Arabia");
    const { date, slots } = firstDate();
    const times = await new TestBrowser().call(loader, `/demo-scheduler?step=time&${info}&date=${date}`);
    expect(times.data.times).toHaveLength(8);
    expect(times.data.times[0]?.label).toMatch(/^09:00 AM AE[SD]T$/);
    expect(times.data.times[0]?.local).toMatch(/(07|08):00 AM/);
    expect(times.data.times.every((slot) => !slot.taken)).toBe(true);
    expect(slots).toHaveLength(8);
    const plan = await new TestBrowser().call(loader, "/ar/demo-scheduler?plan=growth-plan&country=nowhere");
    expect(plan.data.about).toBe(serverT("ar", "pricing")("plans.growthPlan.name"));
    expect(plan.data.draft).toEqual({ plan: "growth-plan" });
  });

  it("holds the slot and mails only the link to confirm it; confirming mails the invite and tells staff", async () => {
    const answer = await new TestBrowser().call(action, "/ko/demo-scheduler?step=confirm", booking());
    expect(answer.status).toBe(302);
    const success = query(answer.location);
    expect(success.get("step")).toBe("success");
    const [row] = await database().db.select().from(demoBookings);
    const slot = firstDate().slots[1]!;
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      country: "saudi-arabia",
      plan: "growth-plan",
      customerId: "acme-7",
      timeZone: "Europe/London",
      language: "ko",
      cancelledAt: null,
    });
    expect(row!.slotStart.toISOString()).toBe(slot.start.toISOString());
    expect(row!.heldUntil!.getTime() - row!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(bookingIdOf(success.get("booking"))).toBe(row!.id);

    // Only the request to confirm, to the address typed: no invite, nothing to staff yet.
    const [request, ...none] = await database().db.select().from(outbox);
    expect(none).toHaveLength(0);
    expect(request!.toAddress).toBe("ada@example.com");
    expect(request!.attachments).toBeNull();
    const confirmPath = `/ko/demo-scheduler/confirm?token=${confirmToken(row!.id)}`;
    expect(request!.textBody).toContain(confirmPath);
    expect(request!.textBody).not.toContain("Ada Lovelace");
    const held = await new TestBrowser().call(loader, `/ko/demo-scheduler?${success}`);
    expect(held.data.booked).toMatchObject({ held: true, email: "ada@example.com" });

    // Opening the link changes nothing; its button confirms.
    const opened = await new TestBrowser().call(confirmLoader, confirmPath);
    expect(opened.data).toMatchObject({ state: "active", booking: { name: "Ada Lovelace" } });
    expect((await database().db.select().from(demoBookings))[0]!.heldUntil).not.toBeNull();
    const confirmed = await confirmTheHold("/ko");
    expect(confirmed.data).toMatchObject({ state: "confirmed" });
    expect((await database().db.select().from(demoBookings))[0]!.heldUntil).toBeNull();
    expect((await confirmTheHold("/ko")).data).toMatchObject({ state: "already" });

    const mails = await database().db.select().from(outbox);
    expect(mails).toHaveLength(3);
    const mine = mails.find((mail) => mail.toAddress === "ada@example.com" && mail.attachments)!;
    expect(mine.subject).toContain(serverT("ko", "common")("brand.name"));
    expect(mine.textBody).toContain(`/ko/demo-scheduler/cancel?token=${cancelToken(row!.id)}`);
    expect(mine.textBody).toContain("10:00");
    const invite = parseInvite(mine.attachments![0]!.content);
    expect(invite.method).toBe("REQUEST");
    expect(invite.event.startDate.toJSDate().toISOString()).toBe(slot.start.toISOString());
    expect(invite.event.endDate.toJSDate().getTime() - slot.start.getTime()).toBe(30 * 60_000);
    expect(String(invite.event.attendees[0]?.getFirstValue()).toLowerCase()).toBe("mailto:ada@example.com");
    const staff = mails.find((mail) => mail.toAddress === "hello@ausentry.example")!;
    for (const detail of [
      "Ada Lovelace",
      "Analytical Engines",
      "saudi-arabia",
      "growth-plan",
      "acme-7",
      "ko",
    ]) {
      expect(staff.textBody).toContain(detail);
    }

    const shown = await new TestBrowser().call(loader, `/ko/demo-scheduler?${success}`);
    expect(shown.data.booked).toMatchObject({ held: false, name: "Ada Lovelace", email: "ada@example.com" });
    expect(shown.data.about).toContain(serverT("ko", "regions")("country.saudi-arabia.name"));
    // The slot now shows as taken.
    const info = new URLSearchParams(visitor).toString();
    const times = await new TestBrowser().call(
      loader,
      `/demo-scheduler?step=time&${info}&date=${firstDate().date}`,
    );
    expect(times.data.times.map((slot) => slot.taken)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("gives one of 20 simultaneous bookings of a slot, and 19 clear refusals", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestBrowser(`198.51.100.${i + 1}`).call(
          action,
          "/demo-scheduler?step=confirm",
          booking({ email: `visitor${i}@example.com`, time: "11:00" }),
        ),
      ),
    );
    const steps = answers.map((answer) => query(answer.location).get("step"));
    expect(steps.filter((step) => step === "success")).toHaveLength(1);
    const refused = answers.filter((answer) => query(answer.location).get("step") === "time");
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(query(answer.location).get("notice")).toBe("slotTaken");
      expect(query(answer.location).get("name")).toBe("Ada Lovelace"); // the info is kept
      expect(query(answer.location).get("time")).toBeNull();
    }
    expect(serverT("en", "demo-scheduler")("notices.slotTaken")).toBe(
      "This time was just booked. Please pick another.",
    );
    expect(await database().db.$count(demoBookings)).toBe(1);
    expect(await database().db.$count(outbox)).toBe(1);
  });

  it("refuses a past, weekend, off-hour or far-off slot: nothing stored", async () => {
    const past = new Date(Date.now() - 86_400_000);
    const result = await holdDemo(database().db, {
      ...visitor,
      slotStart: new Date(Math.floor(past.getTime() / 3_600_000) * 3_600_000),
      language: "en",
    });
    expect(result.status).toBe("unavailable");
    const refused: Record<string, string>[] = [
      { date: "2020-01-06" },
      { time: "09:30" },
      { time: "17:00" },
      { date: "2099-01-05" },
    ];
    for (const extra of refused) {
      const answer = await new TestBrowser().call(action, "/demo-scheduler?step=confirm", booking(extra));
      expect(answer.status).toBe(302);
      expect(query(answer.location).get("step")).not.toBe("success");
    }
    expect(await database().db.$count(demoBookings)).toBe(0);
    expect(await database().db.$count(outbox)).toBe(0);
  });

  it("answers a storage failure with the translated message and keeps every answer", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await database().db.execute(sql`alter table demo_bookings rename to demo_bookings_away`);
    try {
      const answer = await new TestBrowser().call(action, "/demo-scheduler?step=confirm", booking());
      expect(answer.status).toBe(500);
      const result = (answer.data as { result: { error: Record<string, string[]>; initialValue: object } })
        .result;
      expect(result.error).toEqual({ "": ["scheduleFailed"] });
      expect(result.initialValue).toMatchObject({ name: "Ada Lovelace", time: "10:00" });
      expect(serverT("en", "demo-scheduler")("errors.scheduleFailed")).toBe(
        "Failed to schedule your demo. Please try again.",
      );
    } finally {
      await database().db.execute(sql`alter table demo_bookings_away rename to demo_bookings`);
      error.mockRestore();
    }
    expect(await database().db.$count(outbox)).toBe(0);
  });

  it("cancels by the mail's link on POST only, frees the slot and mails the CANCEL invite", async () => {
    const booked = await new TestBrowser().call(action, "/demo-scheduler?step=confirm", booking());
    await confirmTheHold();
    const token = query(booked.location).get("booking")!;
    const path = `/demo-scheduler/cancel?token=${encodeURIComponent(token)}`;

    const opened = await new TestBrowser().call(cancelLoader, path);
    expect(opened.data).toMatchObject({ state: "active", booking: { name: "Ada Lovelace" } });
    const [still] = await database().db.select().from(demoBookings);
    expect(still!.cancelledAt).toBeNull(); // GET changes nothing

    const cancelled = await new TestBrowser().call(cancelAction, path, { token });
    expect(cancelled.data).toMatchObject({ state: "cancelled" });
    const [row] = await database().db.select().from(demoBookings);
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    const mails = await database().db.select().from(outbox);
    expect(mails).toHaveLength(5);
    const withdrawn = mails.find(
      (mail) => mail.toAddress === "ada@example.com" && mail.attachments?.[0]?.filename === "cancel.ics",
    )!;
    const invite = parseInvite(withdrawn.attachments![0]!.content);
    expect(invite.method).toBe("CANCEL");
    expect(invite.event.uid).toContain(row!.id);
    expect(mails.filter((mail) => mail.toAddress === "hello@ausentry.example")).toHaveLength(2);

    const again = await new TestBrowser().call(cancelAction, path, { token });
    expect(again.data).toMatchObject({ state: "already" });
    expect(await database().db.$count(outbox)).toBe(5);

    // The slot is free again: someone else books it.
    const rebooked = await new TestBrowser().call(
      action,
      "/demo-scheduler?step=confirm",
      booking({ email: "grace@example.com" }),
    );
    expect(query(rebooked.location).get("step")).toBe("success");
    const live = await database()
      .db.select()
      .from(demoBookings)
      .where(eq(demoBookings.email, "grace@example.com"));
    expect(live).toHaveLength(1);
  });

  it("says so for a link that is not ours, and shows no booking", async () => {
    for (const token of ["", "nonsense", cancelToken("not-a-uuid"), cancelToken(crypto.randomUUID())]) {
      const opened = await new TestBrowser().call(cancelLoader, `/demo-scheduler/cancel?token=${token}`);
      expect(opened.data).toMatchObject({ state: "invalid", booking: null });
      const posted = await new TestBrowser().call(cancelAction, "/demo-scheduler/cancel", { token });
      expect(posted.data).toMatchObject({ state: "invalid" });
    }
    // The cancel link the success page shows cannot confirm: only the mailed link proves the address.
    const held = await new TestBrowser().call(action, "/demo-scheduler?step=confirm", booking());
    for (const token of [query(held.location).get("booking")!, confirmToken(crypto.randomUUID()), "x"]) {
      const posted = await new TestBrowser().call(confirmAction, "/demo-scheduler/confirm", { token });
      expect(posted.data).toMatchObject({ state: "invalid" });
    }
    expect((await database().db.select().from(demoBookings))[0]!.heldUntil).not.toBeNull();
  });

  it("releases an unconfirmed hold quietly, and gives an expired one's slot to the next visitor", async () => {
    const held = await new TestBrowser().call(action, "/demo-scheduler?step=confirm", booking());
    const token = query(held.location).get("booking")!;
    await new TestBrowser().call(cancelAction, "/demo-scheduler/cancel", { token });
    expect(await database().db.$count(outbox)).toBe(1); // the request to confirm only: no CANCEL, nothing to staff
    expect((await confirmTheHold()).data).toMatchObject({ state: "released" });

    const [first] = await database().db.select().from(demoBookings);
    await database().db.delete(demoBookings);
    const slotStart = first!.slotStart;
    const now = new Date();
    const late = new Date(now.getTime() + 31 * 60_000);
    const mine = await holdDemo(database().db, { ...visitor, slotStart, language: "en" }, now);
    expect(mine.status).toBe("held");
    // Within its half hour the hold keeps the slot; after it, the next visitor takes it.
    expect((await holdDemo(database().db, { ...visitor, slotStart, language: "en" }, now)).status).toBe(
      "taken",
    );
    const theirs = await holdDemo(
      database().db,
      { ...visitor, email: "grace@example.com", slotStart, language: "en" },
      late,
    );
    expect(theirs.status).toBe("held");
    const answer = await new TestBrowser().call(confirmAction, "/demo-scheduler/confirm", {
      token: confirmToken(mine.status === "held" ? mine.booking.id : ""),
    });
    expect(answer.data).toMatchObject({ state: "released" });
  });

  it("holds at most three slots a day for one address, with a translated refusal", async () => {
    for (const [i, time] of ["09:00", "10:00", "11:00"].entries()) {
      const answer = await new TestBrowser(`198.51.100.${i + 1}`).call(
        action,
        "/demo-scheduler?step=confirm",
        booking({ time }),
      );
      expect(query(answer.location).get("step")).toBe("success");
    }
    const refused = await new TestBrowser("198.51.100.9").call(
      action,
      "/hi/demo-scheduler?step=confirm",
      booking({ time: "12:00" }),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((refused.data as { result: { error: object } }).result.error).toEqual({ "": ["holdLimit"] });
    expect(serverT("hi", "demo-scheduler")("errors.holdLimit")).not.toContain("errors.");
    expect(await database().db.$count(demoBookings)).toBe(3);
  });
});
