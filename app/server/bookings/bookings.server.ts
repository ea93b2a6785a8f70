/**
 * Demo bookings (spec 001 §2.19; issue 13 item 1). A slot is held by one live booking: the partial unique index on
 * `slot_start` (where `cancelled_at is null`) refuses a second one, whoever writes first wins, on PGlite and on
 * PostgreSQL alike, across any number of server processes. Each booking and each cancellation queues its mails in
 * the same transaction, so a mail exists exactly when the change does.
 */
import { and, eq, gte, isNull, lt } from "drizzle-orm";
import { offeredSlotAt } from "#app/domain/demo-slots.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import {
  bookingConfirmationEmail,
  cancellationEmail,
  staffBookingEmail,
} from "#app/server/bookings/booking-emails.server.ts";
import { knownCountry, knownPlan } from "#app/server/bookings/demo-topics.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { demoBookings } from "#app/server/db/schema/index.ts";
import { isUniqueViolation } from "#app/server/db/unique-violation.server.ts";
import { enqueueEmail, enqueueVisitorEmail } from "#app/server/email/outbox.server.ts";
import { logger } from "#app/server/logger.server.ts";

export type DemoBooking = typeof demoBookings.$inferSelect;

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
 * `booked`: stored, mails queued. `taken`: another booking holds the slot (lost the race, or it was taken before).
 * `unavailable`: not a slot offered now (past, weekend, off the hour, too far ahead). `failed`: storage refused.
 */
export type BookingResult =
  | { status: "booked"; booking: DemoBooking }
  | { status: "taken" | "unavailable" | "failed" };

/**
 * Books `input.slotStart` when it is one of the slots offered at `now` and still free: the row and, in the same
 * transaction, the visitor's confirmation (with its .ics invite and cancel link) and the staff notification.
 */
export async function bookDemo(db: Executor, input: BookingInput, now = new Date()): Promise<BookingResult> {
  if (!offeredSlotAt(input.slotStart, now)) return { status: "unavailable" };
  try {
    const booking = await db.transaction(async (tx) => {
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
        })
        .returning();
      await enqueueVisitorEmail(tx, bookingConfirmationEmail(row!));
      await enqueueEmail(tx, staffBookingEmail(row!, "booked"));
      return row!;
    });
    return { status: "booked", booking };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "taken" };
    logger.error({ err: error, slot: input.slotStart }, "demo booking could not be stored");
    return { status: "failed" };
  }
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
    if (notify) {
      await enqueueVisitorEmail(tx, cancellationEmail(row));
      await enqueueEmail(tx, staffBookingEmail(row, "cancelled"));
    }
    return { status: "cancelled" as const, booking: row };
  });
}

/** The start instants (epoch ms) of live bookings in [from, to): the slots to show as unavailable. */
export async function takenSlots(db: Executor, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ slotStart: demoBookings.slotStart })
    .from(demoBookings)
    .where(
      and(
        gte(demoBookings.slotStart, from),
        lt(demoBookings.slotStart, to),
        isNull(demoBookings.cancelledAt),
      ),
    );
  return new Set(rows.map((row) => row.slotStart.getTime()));
}
