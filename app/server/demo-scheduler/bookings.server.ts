/**
 * Demo bookings (spec 001 §2.19; issue 13 item 1; decision 053). A slot is held by one live booking: the partial
 * unique index on `slot_start` (where `cancelled_at is null`) refuses a second one, whoever writes first wins, on
 * PGlite and on PostgreSQL alike, across any number of server processes. A new booking is a hold: the visitor
 * confirms it from the mail we send to the address they typed, which proves the address before any invite goes out;
 * an unconfirmed hold stops keeping the slot from others after HOLD_MINUTES. Each change queues its mails in the same
 * transaction, so a mail exists exactly when the change does.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import { HOLD_MINUTES, offeredSlotAt } from "#app/domain/demo-scheduler/demo-slots.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { type DemoBooking, demoBookings } from "#app/server/db/schema/index.ts";
import { isUniqueViolation } from "#app/server/db/unique-violation.server.ts";
import {
  bookingConfirmationEmail,
  cancellationEmail,
  holdEmail,
  staffBookingEmail,
} from "#app/server/demo-scheduler/booking-emails.server.ts";
import { knownCountry, knownPlan } from "#app/server/demo-scheduler/demo-topics.server.ts";
import { enqueueEmail, enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** The booking as its pages and services see it (its row type lives with the schema, for the mail builders). */
export type { DemoBooking };

export type BookingInput = {
  name: string;
  email: string;
  company: string;
  slotStart: Date;
  country?: string | null;
  plan?: string | null;
  customerId?: string | null;
  /** The visitor's own time zone, as the browser reported it. */
  timeZone?: string | null;
  language: LanguageCode;
};

/**
 * `held`: stored as a hold, the mail asking to confirm it queued. `taken`: another booking holds the slot (lost the
 * race, or it was taken before). `unavailable`: not a slot offered now (past, weekend, off the hour, too far
 * ahead). `failed`: storage refused.
 */
export type BookingResult =
  | { status: "held"; booking: DemoBooking }
  | { status: "taken" | "unavailable" | "failed" };

/** A hold whose time is over at `now`: it yields its slot to the next visitor who asks for it. */
const expiredHold = (now: Date) => and(isNotNull(demoBookings.heldUntil), lte(demoBookings.heldUntil, now));

/**
 * Holds `input.slotStart` for HOLD_MINUTES when it is one of the slots offered at `now` and free (an expired hold on
 * it is released first), and queues the mail asking the visitor to confirm it, in one transaction. Nothing goes to
 * staff and no invite goes out until the visitor confirms (`confirmDemo`).
 */
export async function holdDemo(db: Executor, input: BookingInput, now = new Date()): Promise<BookingResult> {
  if (!offeredSlotAt(input.slotStart, now)) return { status: "unavailable" };
  try {
    const booking = await db.transaction(async (tx) => {
      await tx
        .update(demoBookings)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(demoBookings.slotStart, input.slotStart),
            isNull(demoBookings.cancelledAt),
            expiredHold(now),
          ),
        );
      const [row] = await tx
        .insert(demoBookings)
        .values({
          name: input.name,
          email: input.email,
          company: input.company,
          slotStart: input.slotStart,
          country: knownCountry(input.country) ?? null,
          plan: knownPlan(input.plan) ?? null,
          customerId: input.customerId || null,
          timeZone: input.timeZone || null,
          language: input.language,
          heldUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        })
        .returning();
      await enqueueVisitorEmail(tx, holdEmail(row!));
      return row!;
    });
    return { status: "held", booking };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "taken" };
    logger.error({ err: error, slot: input.slotStart }, "demo booking could not be stored");
    return { status: "failed" };
  }
}

/**
 * `confirmed`: the hold became a booking now; the visitor's confirmation (with its invite and cancel link) and the
 * staff notification are queued. `already`: confirmed before. `released`: the hold was cancelled or gave its slot
 * to someone else. `past`: the slot has begun. `missing`: no such booking.
 */
export type ConfirmResult =
  | { status: "confirmed" | "already"; booking: DemoBooking }
  | { status: "released" | "past" | "missing" };

/**
 * Confirms a hold from the link in its mail (the visitor has proven the address). A hold past its time is still
 * confirmed while nobody else has asked for its slot: the slot is still theirs.
 */
export async function confirmDemo(db: Executor, id: string, now = new Date()): Promise<ConfirmResult> {
  const existing = await findBooking(db, id);
  if (!existing) return { status: "missing" };
  if (existing.cancelledAt) return { status: "released" };
  if (existing.heldUntil === null) return { status: "already", booking: existing };
  if (existing.slotStart.getTime() <= now.getTime()) return { status: "past" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(demoBookings)
      .set({ heldUntil: null })
      .where(
        and(eq(demoBookings.id, id), isNull(demoBookings.cancelledAt), isNotNull(demoBookings.heldUntil)),
      )
      .returning();
    if (!row) {
      const current = await findBooking(tx, id);
      return current && !current.cancelledAt
        ? { status: "already" as const, booking: current }
        : { status: "released" as const };
    }
    await enqueueEmail(tx, bookingConfirmationEmail(row));
    await enqueueEmail(tx, staffBookingEmail(row, "booked"));
    return { status: "confirmed" as const, booking: row };
  });
}

/** The booking with this id, cancelled or not; null for none (or an id that is not a uuid). */
export async function findBooking(db: Executor, id: string): Promise<DemoBooking | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select().from(demoBookings).where(eq(demoBookings.id, id)).limit(1);
  return row ?? null;
}

export type CancelResult = { status: "cancelled"; booking: DemoBooking } | { status: "already" | "missing" };

/**
 * Cancels the booking (once): `cancelled_at` is set, which frees its slot, and the visitor's cancellation (with a
 * CANCEL .ics withdrawing the invite) and the staff notice are queued in the same transaction. `notify: false`
 * queues neither: an erasure request (back office) must not mail the address it erases, nor its name to staff.
 */
export async function cancelDemo(
  db: Executor,
  id: string,
  now = new Date(),
  { notify = true }: { notify?: boolean } = {},
): Promise<CancelResult> {
  const existing = await findBooking(db, id);
  if (!existing) return { status: "missing" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(demoBookings)
      .set({ cancelledAt: now })
      .where(and(eq(demoBookings.id, id), isNull(demoBookings.cancelledAt)))
      .returning();
    if (!row) return { status: "already" as const };
    // A hold the visitor never confirmed had no invite to withdraw, and staff never heard of it.
    if (notify && row.heldUntil === null) {
      await enqueueVisitorEmail(tx, cancellationEmail(row));
      await enqueueEmail(tx, staffBookingEmail(row, "cancelled"));
    }
    return { status: "cancelled" as const, booking: row };
  });
}

/** Bookings keeping their slot from others at `now`: confirmed ones, and holds whose time is not over. */
const keepsSlot = (now: Date): SQL =>
  and(isNull(demoBookings.cancelledAt), or(isNull(demoBookings.heldUntil), gt(demoBookings.heldUntil, now)))!;

/** The start instants (epoch ms) of bookings keeping their slot in [from, to): the slots to show as unavailable. */
export async function takenSlots(db: Executor, from: Date, to: Date, now = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({ slotStart: demoBookings.slotStart })
    .from(demoBookings)
    .where(and(gte(demoBookings.slotStart, from), lt(demoBookings.slotStart, to), keepsSlot(now)));
  return new Set(rows.map((row) => row.slotStart.getTime()));
}

/**
 * Staff releasing slots in bulk (decision 053): the bookings named, or every hold not yet confirmed, each through
 * `cancelDemo` (a confirmed booking's visitor gets the cancellation and its CANCEL invite). Demos that have begun
 * are left as they are. Returns the ids released.
 */
export async function releaseBookings(
  db: Executor,
  which: { ids: string[] } | "unconfirmed holds",
  now = new Date(),
): Promise<string[]> {
  const chosen =
    which === "unconfirmed holds" ? isNotNull(demoBookings.heldUntil) : inArray(demoBookings.id, which.ids);
  const rows = await db
    .select({ id: demoBookings.id })
    .from(demoBookings)
    .where(and(chosen, isNull(demoBookings.cancelledAt), gte(demoBookings.slotStart, now)));
  const released: string[] = [];
  for (const { id } of rows) {
    if ((await cancelDemo(db, id, now)).status === "cancelled") released.push(id);
  }
  return released;
}
