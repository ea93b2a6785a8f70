/**
 * `/admin/bookings`: demo bookings, upcoming first (soonest first), then past ones (latest first), cancelled ones
 * among them and marked; and staff cancelling an upcoming one through the visitor's own cancellation path
 * (`cancelDemo`: the slot freed, the CANCEL invite mailed), audited in the same transaction.
 */
import { and, asc, desc, gte, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import {
  BOOKING_NOTICES,
  BOOKING_STATES,
  type BookingRow,
  type BookingState,
  bookingStateOf,
  choiceOf,
  formatRecordTime,
  isReleasable,
  recordTimeOrNull,
} from "#app/domain/admin/records.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { type AuditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import { auditedTablePage, type ListRequest, listQuery } from "#app/server/admin/records.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { demoBookings as bookings, type DemoBooking } from "#app/server/db/schema/index.ts";
import { slotWords } from "#app/server/demo-scheduler/booking-emails.server.ts";
import { cancelDemo, findBooking, releaseBookings } from "#app/server/demo-scheduler/bookings.server.ts";
import { aboutOf } from "#app/server/demo-scheduler/demo-topics.server.ts";

function whereOf(state: BookingState, now: Date): SQL | undefined {
  if (state === "cancelled") return isNotNull(bookings.cancelledAt);
  if (state === "past") return and(isNull(bookings.cancelledAt), lt(bookings.slotStart, now));
  const held = state === "held" ? isNotNull(bookings.heldUntil) : isNull(bookings.heldUntil);
  return and(isNull(bookings.cancelledAt), gte(bookings.slotStart, now), held);
}

/** Upcoming slots (from `now` on) first, soonest first; then past ones, latest first. */
function upcomingFirst(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    asc(sql`${bookings.slotStart} < ${at}`),
    asc(sql`case when ${bookings.slotStart} >= ${at} then ${bookings.slotStart} end`),
    desc(bookings.slotStart),
    asc(bookings.id),
  ];
}

function rowOf(booking: DemoBooking, lang: LanguageCode, now: Date): BookingRow {
  return {
    id: booking.id,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    state: bookingStateOf(booking, now),
    slot: slotWords(booking, lang),
    about: aboutOf(booking, lang),
    language: booking.language,
    createdAt: formatRecordTime(booking.createdAt, lang),
    cancelledAt: recordTimeOrNull(booking.cancelledAt, lang),
  };
}

/**
 * `?state=upcoming|past|cancelled&page=`; `?cancel=<id>` adds that booking for the confirm step, `?done=` the
 * outcome of the last cancellation.
 */
export async function bookingsPage(list: ListRequest, now = new Date()) {
  const { query, lang } = listQuery(list.request);
  const state = choiceOf(BOOKING_STATES, query.get("state"));
  const page = await auditedTablePage(
    list,
    "bookings",
    { state },
    {
      table: bookings,
      where: state ? whereOf(state, now) : undefined,
      order: upcomingFirst(now),
    },
  );
  const cancelId = query.get("cancel");
  const toCancel = cancelId ? await findBooking(getDb(), cancelId) : null;
  return {
    ...page,
    rows: page.rows.map((booking) => rowOf(booking, lang, now)),
    state,
    states: BOOKING_STATES,
    /** The booking the confirm step asks about; null when `?cancel=` names none. */
    confirm: cancelId === null ? undefined : toCancel && rowOf(toCancel, lang, now),
    done: choiceOf(BOOKING_NOTICES, query.get("done")),
  };
}

/** `cancelled`: done now, mails queued. `already`: cancelled before (nothing happens twice). */
export type StaffCancelOutcome = "cancelled" | "already" | "past" | "missing";

/**
 * Cancels an upcoming booking for staff: `cancelDemo` (slot freed, the visitor's cancellation with its CANCEL
 * invite and the staff notice queued) and the audit row, in one transaction. A demo that has begun is left as is.
 */
export async function cancelBookingAsStaff(
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<StaffCancelOutcome> {
  return getDb().transaction(async (tx) => {
    const booking = await findBooking(tx, id);
    if (!booking) return "missing";
    if (booking.cancelledAt) return "already";
    if (!isReleasable(bookingStateOf(booking, now))) return "past";
    const result = await cancelDemo(tx, id, now);
    if (result.status !== "cancelled") return "already";
    await recordAudit(
      actor,
      { action: "update", entity: "booking", entityId: id, detail: { status: "cancelled" } },
      tx,
    );
    return "cancelled";
  });
}

/**
 * Releases slots in bulk for staff (decision 053): `releaseBookings` (a confirmed booking's visitor is mailed its
 * cancellation; an unconfirmed hold goes quietly) and one audit row per booking released, in one transaction.
 * Returns how many were released.
 */
export async function releaseBookingsAsStaff(
  actor: AuditActor,
  which: Parameters<typeof releaseBookings>[1],
  now = new Date(),
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const released = await releaseBookings(tx, which, now);
    for (const id of released) {
      await recordAudit(
        actor,
        { action: "update", entity: "booking", entityId: id, detail: { status: "released" } },
        tx,
      );
    }
    return released.length;
  });
}
