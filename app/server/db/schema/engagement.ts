import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ERASED, personalData } from "#app/server/db/personal-data.ts";
import { users } from "#app/server/db/schema/auth.ts";

/**
 * Demos booked through /demo-scheduler (spec 001 §2.19, §3 "Demo scheduling form"). A slot (its start instant)
 * can be held by one booking at a time: the partial unique index refuses a second one, and cancelling frees it.
 */
export const demoBookings = pgTable(
  "demo_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    /** The slot's start; slots last 30 minutes. */
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    /** What the visitor came from: a country page (`country`), a plan page (`plan`), a private link (`customer`). */
    country: text("country"),
    plan: text("plan"),
    customerId: text("customer_id"),
    /** The visitor's own time zone as the browser reported it, for the invite's second time line. */
    timeZone: text("time_zone"),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * While the visitor has not confirmed the booking from the mail: until when the slot is held for them (decision
     * 053). Null once confirmed. A hold past this time still holds the slot until someone else asks for it.
     */
    heldUntil: timestamp("held_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("demo_bookings_slot_taken_idx").on(t.slotStart).where(sql`${t.cancelledAt} is null`),
    index("demo_bookings_email_idx").on(t.email),
  ],
);
export const demoBookingsPersonalData = personalData(
  demoBookings,
  { email: "anonymised" },
  {
    records: "demoBookings",
    anonymised: () => ({ name: ERASED, company: ERASED, customerId: null, timeZone: null }),
    order: "slotStart",
  },
);

/** A demo booking as stored: a hold until `heldUntil` is cleared by the visitor's confirmation (decision 053). */
export type DemoBooking = typeof demoBookings.$inferSelect;

/** Registrations from /webinars (spec 001 §3 "Webinar registration form"). */
export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The webinar registered for (`webinars`), or null: none was scheduled, "the next one that suits me". */
    webinarId: text("webinar_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    timePreference: text("time_preference", { enum: ["morning", "afternoon", "evening"] }).notNull(),
    /** Topic ids: market-entry, govt-procurement, compliance, partnerships. */
    interests: jsonb("interests").$type<string[]>().notNull().default([]),
    message: text("message"),
    language: text("language").notNull().default("en"),
    /** Whether they attended, as staff marked it after the session; null until marked. */
    attended: boolean("attended"),
    /**
     * When the session's mails were queued for this registrant (decision 082): the joining link, the reminder an
     * hour before, and the recording once staff attach one. Each is set in the transaction that queues its mail.
     */
    joiningLinkSentAt: timestamp("joining_link_sent_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    recordingSentAt: timestamp("recording_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webinar_registrations_email_idx").on(t.email),
    index("webinar_registrations_webinar_idx").on(t.webinarId),
  ],
);
export const webinarRegistrationsPersonalData = personalData(
  webinarRegistrations,
  { email: "anonymised" },
  {
    records: "webinarRegistrations",
    anonymised: () => ({ name: ERASED, company: ERASED, message: null }),
    order: "createdAt",
  },
);

/** A signed-in visitor's favourite data APIs (ids from `content/data-apis.ts`), merged with the browser's list. */
export const apiFavorites = pgTable(
  "api_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apiId: text("api_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.apiId] })],
);
export const apiFavoritesPersonalData = personalData(
  apiFavorites,
  {},
  { records: "apiFavorites", account: { column: "userId", erasure: "deleted" } },
);

/**
 * First-party analytics without cookies or personal data: one counter per event name, path, language, UTM
 * campaign and day (spec 000 §7 analytics events). The staff's funnels read these sums.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    name: text("name").notNull(),
    path: text("path").notNull(),
    language: text("language").notNull(),
    /** The landing URL's `utm_campaign`, or '' when there was none. */
    utmCampaign: text("utm_campaign").notNull().default(""),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.path, t.language, t.utmCampaign, t.day] }),
    index("analytics_events_day_idx").on(t.day),
  ],
);
