import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LEAD_STATUS_CODES } from "#app/domain/admin/lead-codes.ts";
import { ERASED, personalData } from "#app/server/db/personal-data.ts";

/** Every enquiry a visitor sends: lead form, contact form, PDF downloads (spec 001 §3 "Lead"). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    source: text("source").notNull().default("lead_form"),
    targetEmail: text("target_email"),
    service: text("service"),
    message: text("message"),
    language: text("language").notNull().default("en"),
    /** Attribution: the page the form was sent from and the landing URL's UTM parameters. */
    page: text("page"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: LEAD_STATUS_CODES }).notNull().default("new"),
    /** Set when the personal fields were anonymised (an erasure request or the retention period). */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
  },
  (t) => [
    index("leads_email_idx").on(t.email),
    index("leads_created_idx").on(t.createdAt),
    index("leads_status_idx").on(t.status),
  ],
);
export const leadsPersonalData = personalData(
  leads,
  { email: "anonymised", targetEmail: "not a visitor's" },
  {
    records: "leads",
    // What they were about and where they came from (source, service, language, UTM, status, date) stays.
    anonymised: (now) => ({
      name: ERASED,
      company: ERASED,
      message: null,
      targetEmail: null,
      page: null,
      anonymizedAt: now,
    }),
    order: "createdAt",
  },
);

/** Newsletter subscribers; an address counts as subscribed once confirmed and until unsubscribed. */
export const emailSubscriptions = pgTable("email_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  targetEmail: text("target_email"),
  source: text("source").notNull().default("website"),
  language: text("language").notNull().default("en"),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** When the last confirmation mail was queued: at most one an hour per address. */
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
});
export const emailSubscriptionsPersonalData = personalData(
  emailSubscriptions,
  { email: "deleted", targetEmail: "not a visitor's" },
  { records: "newsletter" },
);

/** Results a visitor chose to save from a calculator (spec 001 §3 "Calculator result"). */
export const calculatorResults = pgTable("calculator_results", {
  id: uuid("id").primaryKey().defaultRandom(),
  calculatorType: text("calculator_type").notNull(),
  inputs: jsonb("inputs").notNull(),
  results: jsonb("results").notNull(),
  email: text("email").notNull(),
  /** The page's language when saved: the results mail is written in it. */
  language: text("language").notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export const calculatorResultsPersonalData = personalData(
  calculatorResults,
  { email: "deleted" },
  { records: "calculatorResults", order: "createdAt" },
);
